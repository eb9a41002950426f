import { Anchor, Avatar, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconCertificate, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Resume, SharedResume } from '@app/contracts/resumes';

type AnyResume = Resume | SharedResume;

/** The cover letter's text (the server keeps sanitized HTML; shown here as paragraphs of text). */
export function coverText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|li|h\d)>/g, '$&\n'), 'text/html');
  return (doc.body.textContent ?? '').trim();
}

const range = (start: string | null, end: string | null, present: string) => [start ?? '', end === 'present' ? present : (end ?? '')].filter(Boolean).join(' – ');

/** A masked value: the field is hidden by the candidate (never sent by the server). */
function Masked() {
  const { t } = useTranslation('resumes');
  return (
    <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />} data-masked>
      {t('view.masked')}
    </Badge>
  );
}

/** A resume read-only: the shared page, the bank's detail and the staff view. */
export function ResumeView({ resume: r }: { resume: AnyResume }) {
  const { t } = useTranslation('resumes');
  const p = r.PersonalInfo;
  const c = r.ContactInfo;
  const present = t('view.present');
  const val = (v: string | null | undefined) => (v === null ? <Masked /> : v);
  const section = (title: string, children: React.ReactNode, show = true) =>
    show ? (
      <Stack gap="xs">
        <Title order={3} fz="lg">{title}</Title>
        {children}
      </Stack>
    ) : null;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          {p.ProfilePic && <Avatar src={p.ProfilePic} alt={t('media.photoAlt', { name: p.FirstName })} size={96} radius="50%" />}
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Title order={2} fz="xl">{p.FirstName}</Title>
              {p.LastName === null ? <Masked /> : <Title order={2} fz="xl">{p.LastName}</Title>}
            </Group>
            {p.ProfileHeadline && <Text fw={500}>{p.ProfileHeadline}</Text>}
            <Text c="dimmed" size="sm">{[p.CurrentCity, p.CurrentState, p.CurrentCountry].filter(Boolean).join(', ')}</Text>
            <Group gap="lg" mt="xs" wrap="wrap">
              <Text size="sm"><b>{t('fields.EmailID')}:</b> {val(c.EmailID === '' ? '–' : c.EmailID)}</Text>
              <Text size="sm"><b>{t('fields.MobileNumber')}:</b> {c.MobileNumber === null ? <Masked /> : c.MobileNumber ? `${c.MobileNumberCountryCode} ${c.MobileNumber}` : '–'}</Text>
              <Text size="sm"><b>{t('fields.LinkedInProfileLink')}:</b> {c.LinkedInProfileLink === null ? <Masked /> : c.LinkedInProfileLink ? <Anchor href={c.LinkedInProfileLink} target="_blank" rel="noreferrer">{c.LinkedInProfileLink}</Anchor> : '–'}</Text>
            </Group>
            <Group gap="xs" mt="xs">
              {c.Relocation && <Badge variant="light">{t('fields.Relocation')}</Badge>}
              {c.Travel && <Badge variant="light">{t('fields.Travel')}</Badge>}
              {c.NightShift && <Badge variant="light">{t('fields.NightShift')}</Badge>}
              <Badge variant="outline">{t('view.years', { count: r.ExperienceYears })}</Badge>
            </Group>
          </Stack>
        </Group>
        {p.ProfileIntroVideo && (
          <Stack gap={4} mt="md">
            <Text fw={600} size="sm">{t('media.video')}</Text>
            <video src={p.ProfileIntroVideo} controls preload="metadata" aria-label={t('media.videoLabel', { name: p.FirstName })} data-testid="resume-video"
              style={{ width: '100%', maxWidth: 480, maxHeight: 270, borderRadius: 8, background: '#000' }} />
          </Stack>
        )}
      </Card>
      {section(t('sections.Skills'), <Group gap={6}>{c.Skills.map((s) => <Badge key={s} variant="light" tt="none">{s}</Badge>)}</Group>, c.Skills.length > 0)}
      {section(t('sections.Experiences'), r.Experiences.map((e) => (
        <Stack key={e.ID} gap={2}>
          <Group justify="space-between" wrap="wrap"><Text fw={600}>{e.Designation} · {e.Company}</Text><Text size="sm" c="dimmed">{range(e.StartDate, e.EndDate, present)}</Text></Group>
          {e.Description && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{e.Description}</Text>}
        </Stack>
      )), r.Experiences.length > 0)}
      {section(t('sections.ProjectExperience'), r.ProjectExperience.map((x) => (
        <Stack key={x.ID} gap={2}>
          <Group justify="space-between" wrap="wrap"><Group gap="xs">{x.ProjectName === null ? <Masked /> : <Text fw={600}>{x.ProjectName}</Text>}<Text size="sm" c="dimmed">{[x.Client, x.Role, x.ERPProduct].filter(Boolean).join(' · ')}</Text></Group><Text size="sm" c="dimmed">{range(x.StartDate, x.EndDate, present)}</Text></Group>
          {x.Description && <Text size="sm">{x.Description}</Text>}
        </Stack>
      )), r.ProjectExperience.length > 0)}
      {section(t('sections.VerifiedCredentials'), r.VerifiedCredentials.filter((v) => !v.Hidden).map((v) => (
        <Group key={v.Key} gap="xs">{v.Kind === 'badge' ? <IconAward size={18} aria-hidden /> : <IconCertificate size={18} aria-hidden />}{v.Url ? <Anchor href={v.Url} target="_blank" rel="noreferrer">{v.Title}</Anchor> : <Text size="sm">{v.Title}</Text>}<Badge color="teal" variant="light">{t('view.verified')}</Badge></Group>
      )), r.VerifiedCredentials.some((v) => !v.Hidden))}
      {section(t('sections.Certifications'), r.Certifications.map((x) => <Text key={x.ID} size="sm"><b>{x.Name}</b> {x.Issuer && `· ${x.Issuer}`} {x.StartDate && `· ${x.StartDate}`}</Text>), r.Certifications.length > 0)}
      {section(t('sections.EducationCertifications'), r.EducationCertifications.map((x) => <Text key={x.ID} size="sm"><b>{x.Degree}</b> · {x.Institution} {range(x.StartDate, x.EndDate, present) && `· ${range(x.StartDate, x.EndDate, present)}`}</Text>), r.EducationCertifications.length > 0)}
      {section(t('sections.Languages'), <Text size="sm">{c.Languages.join(', ')}</Text>, c.Languages.length > 0)}
      {r.OtherInfo.CoverLetter && (
        <>
          <Divider />
          {section(t('sections.OtherInfo'), <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{coverText(r.OtherInfo.CoverLetter)}</Text>)}
        </>
      )}
    </Stack>
  );
}
