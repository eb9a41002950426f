import { useState, type ReactNode } from 'react';
import {
  ActionIcon, Alert, Anchor, Badge, Button, Card, Checkbox, Group, Modal, Progress, Select, SimpleGrid, Skeleton, Stack, Switch, TagsInput, Text, TextInput,
  Textarea, Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconAward, IconCertificate, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resumesEndpoints as e } from '@app/contracts/resumes.endpoints';
import { maskableFields, type Resume, type ResumeListSection } from '@app/contracts/resumes';
import { notify } from '../../../lib/notify.ts';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { useMasterOptions, useMyResume, useSaveSection } from '../api/resume-builder.ts';
import { ResumeMedia } from './resume-media.tsx';
import { ResumeTools } from './resume-tools.tsx';
import { SharePanel } from './share-panel.tsx';

type Field = { name: string; kind?: 'text' | 'textarea' | 'date' | 'end'; required?: boolean };
const listFields: Record<ResumeListSection, Field[]> = {
  Experiences: [{ name: 'Designation', required: true }, { name: 'Company', required: true }, { name: 'Location' }, { name: 'StartDate', kind: 'date', required: true }, { name: 'EndDate', kind: 'end' }, { name: 'Description', kind: 'textarea' }],
  EducationCertifications: [{ name: 'Degree', required: true }, { name: 'Institution', required: true }, { name: 'FieldOfStudy' }, { name: 'StartDate', kind: 'date' }, { name: 'EndDate', kind: 'end' }, { name: 'Grade' }],
  Certifications: [{ name: 'Name', required: true }, { name: 'Issuer' }, { name: 'StartDate', kind: 'date' }, { name: 'EndDate', kind: 'end' }, { name: 'CredentialID' }, { name: 'Url' }],
  ProjectExperience: [{ name: 'ProjectName', required: true }, { name: 'Client' }, { name: 'Role' }, { name: 'ERPProduct' }, { name: 'StartDate', kind: 'date' }, { name: 'EndDate', kind: 'end' }, { name: 'Description', kind: 'textarea' }],
};
const listEndpoint = { Experiences: e.saveExperiences, EducationCertifications: e.saveEducation, Certifications: e.saveCertifications, ProjectExperience: e.saveProjects } as const;
const titleOf: Record<ResumeListSection, (x: Record<string, unknown>) => string> = {
  Experiences: (x) => `${x.Designation} · ${x.Company}`,
  EducationCertifications: (x) => `${x.Degree} · ${x.Institution}`,
  Certifications: (x) => String(x.Name),
  ProjectExperience: (x) => String(x.ProjectName),
};

type Errors = Record<string, string>;
/** Field errors of a failed save, by field name (the server's `body.<field>` or `body.Items.<i>.<field>` paths). */
function errorsOf(err: unknown): Errors {
  const list = (err as { errors?: { path: string; message: string }[] })?.errors ?? [];
  return Object.fromEntries(list.map((x) => [x.path.split('.').pop()!, x.message]));
}

function SectionCard({ title, onEdit, editLabel, children, filled }: { title: string; onEdit?: () => void; editLabel: string; children: ReactNode; filled: boolean }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="sm">
        <Group gap="xs"><Title order={3} fz="lg">{title}</Title>{filled && <Badge size="xs" color="teal" variant="light">✓</Badge>}</Group>
        {onEdit && <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} aria-label={`${editLabel}: ${title}`}>{editLabel}</Button>}
      </Group>
      {children}
    </Card>
  );
}

/** The personal info modal. */
function PersonalModal({ resume, onClose }: { resume: Resume; onClose: () => void }) {
  const { t } = useTranslation('resumes');
  const save = useSaveSection(e.savePersonal);
  const p = resume.PersonalInfo;
  const [v, setV] = useState({ FirstName: p.FirstName, LastName: p.LastName ?? '', ProfileHeadline: p.ProfileHeadline, CurrentCity: p.CurrentCity, CurrentState: p.CurrentState, CurrentCountry: p.CurrentCountry });
  const errors = errorsOf(save.error);
  const field = (name: keyof typeof v, required = false) => (
    <TextInput label={t(`fields.${name}`)} required={required} value={v[name]} error={errors[name]} onChange={(ev) => setV({ ...v, [name]: ev.currentTarget.value })} />
  );
  return (
    <Modal opened onClose={onClose} title={t('sections.PersonalInfo')} size="lg">
      <form onSubmit={(ev) => { ev.preventDefault(); save.mutate(v, { onSuccess: () => { notify(t('saved'), 'success'); onClose(); } }); }}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{field('FirstName', true)}{field('LastName')}</SimpleGrid>
          {field('ProfileHeadline')}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>{field('CurrentCity')}{field('CurrentState')}{field('CurrentCountry')}</SimpleGrid>
          <Group justify="flex-end"><Button type="submit" loading={save.isPending}>{t('save')}</Button></Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The contact info modal (skills and languages offer the resume masters; free entries are allowed). */
function ContactModal({ resume, onClose }: { resume: Resume; onClose: () => void }) {
  const { t } = useTranslation('resumes');
  const save = useSaveSection(e.saveContact);
  const skills = useMasterOptions('skills');
  const languages = useMasterOptions('languages');
  const c = resume.ContactInfo;
  const [v, setV] = useState({
    EmailID: c.EmailID ?? '', MobileNumberCountryCode: c.MobileNumberCountryCode, MobileNumber: c.MobileNumber ?? '', LinkedInProfileLink: c.LinkedInProfileLink ?? '',
    PassportAvailable: c.PassportAvailable, PassportExpiryDate: c.PassportExpiryDate, Gender: c.Gender, MaritalStatus: c.MaritalStatus, Nationality: c.Nationality,
    Travel: c.Travel, Relocation: c.Relocation, NightShift: c.NightShift, Skills: c.Skills, Languages: c.Languages,
  });
  const errors = errorsOf(save.error);
  const text = (name: 'EmailID' | 'MobileNumberCountryCode' | 'MobileNumber' | 'LinkedInProfileLink' | 'Nationality') => (
    <TextInput label={t(`fields.${name}`)} value={v[name]} error={errors[name]} onChange={(ev) => setV({ ...v, [name]: ev.currentTarget.value })} />
  );
  const flag = (name: 'PassportAvailable' | 'Travel' | 'Relocation' | 'NightShift') => (
    <Checkbox label={t(`fields.${name}`)} checked={v[name]} onChange={(ev) => setV({ ...v, [name]: ev.currentTarget.checked })} />
  );
  return (
    <Modal opened onClose={onClose} title={t('sections.ContactInfo')} size="lg">
      <form onSubmit={(ev) => { ev.preventDefault(); save.mutate({ ...v, Gender: v.Gender as never, MaritalStatus: v.MaritalStatus as never, PassportExpiryDate: v.PassportExpiryDate || null }, { onSuccess: () => { notify(t('saved'), 'success'); onClose(); } }); }}>
        <Stack>
          {text('EmailID')}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>{text('MobileNumberCountryCode')}<div style={{ gridColumn: 'span 2' }}>{text('MobileNumber')}</div></SimpleGrid>
          {text('LinkedInProfileLink')}
          <TagsInput label={t('fields.Skills')} data={skills.data ?? []} value={v.Skills} onChange={(Skills) => setV({ ...v, Skills })} description={t('skillsHint')} clearable />
          <TagsInput label={t('fields.Languages')} data={languages.data ?? []} value={v.Languages} onChange={(Languages) => setV({ ...v, Languages })} clearable />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label={t('fields.Gender')} data={['', 'Female', 'Male', 'Non-binary', 'Prefer not to say'].map((x) => ({ value: x, label: x ? t(`gender.${x}`) : '–' }))} value={v.Gender} onChange={(x) => setV({ ...v, Gender: x ?? '' })} />
            <Select label={t('fields.MaritalStatus')} data={['', 'Single', 'Married', 'Prefer not to say'].map((x) => ({ value: x, label: x ? t(`marital.${x}`) : '–' }))} value={v.MaritalStatus} onChange={(x) => setV({ ...v, MaritalStatus: x ?? '' })} />
          </SimpleGrid>
          {text('Nationality')}
          <Group>{flag('PassportAvailable')}{v.PassportAvailable && <TextInput label={t('fields.PassportExpiryDate')} placeholder="2030-05" value={v.PassportExpiryDate ?? ''} error={errors.PassportExpiryDate} onChange={(ev) => setV({ ...v, PassportExpiryDate: ev.currentTarget.value })} />}</Group>
          <Group>{flag('Travel')}{flag('Relocation')}{flag('NightShift')}</Group>
          <Group justify="flex-end"><Button type="submit" loading={save.isPending}>{t('save')}</Button></Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One list section: add, edit, remove and reorder; every change saves the whole list in its order. */
function ListSection({ section, resume }: { section: ResumeListSection; resume: Resume }) {
  const { t } = useTranslation('resumes');
  const save = useSaveSection(listEndpoint[section]);
  const items = resume[section] as unknown as Record<string, unknown>[];
  const [editing, setEditing] = useState<{ index: number; value: Record<string, string> } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const persist = (next: Record<string, unknown>[], done?: () => void) =>
    save.mutate({ Items: next.map((x) => Object.fromEntries(Object.entries(x).map(([k, val]) => [k, val === '' && (k === 'StartDate' || k === 'EndDate') ? null : val]))) } as never, {
      onSuccess: () => { notify(t('saved'), 'success'); setErrors({}); done?.(); },
      onError: (err) => setErrors(errorsOf(err)),
    });
  const move = (i: number, d: number) => {
    const next = [...items];
    const [x] = next.splice(i, 1);
    next.splice(i + d, 0, x!);
    persist(next);
  };
  const blank = () => Object.fromEntries(listFields[section].map((f) => [f.name, f.kind === 'end' ? '' : '']));
  const open = (index: number) => {
    setErrors({});
    const src = index < items.length ? items[index]! : blank();
    setEditing({ index, value: Object.fromEntries(Object.entries(src).map(([k, val]) => [k, val === null || val === undefined ? '' : String(val)])) });
  };
  return (
    <SectionCard title={t(`sections.${section}`)} editLabel={t('add')} filled={items.length > 0}>
      <Stack gap="xs">
        {items.length === 0 && <Text c="dimmed" size="sm">{t('empty')}</Text>}
        {items.map((x, i) => (
          <Group key={String(x.ID)} justify="space-between" wrap="nowrap" data-testid={`${section}-item`}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{titleOf[section](x)}</Text>
              <Text size="xs" c="dimmed">{[x.StartDate, x.EndDate === 'present' ? t('view.present') : x.EndDate].filter(Boolean).join(' – ')}</Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={t('moveUp')} disabled={i === 0} onClick={() => move(i, -1)}><IconArrowUp size={16} /></ActionIcon>
              <ActionIcon variant="subtle" aria-label={t('moveDown')} disabled={i === items.length - 1} onClick={() => move(i, 1)}><IconArrowDown size={16} /></ActionIcon>
              <ActionIcon variant="subtle" aria-label={`${t('edit')}: ${titleOf[section](x)}`} onClick={() => open(i)}><IconPencil size={16} /></ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`${t('remove')}: ${titleOf[section](x)}`} onClick={() => persist(items.filter((_, j) => j !== i))}><IconTrash size={16} /></ActionIcon>
            </Group>
          </Group>
        ))}
        <Group><Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => open(items.length)}>{t(`addTo.${section}`)}</Button></Group>
      </Stack>
      {editing && (
        <Modal opened onClose={() => setEditing(null)} title={t(`sections.${section}`)} size="lg">
          <form onSubmit={(ev) => {
            ev.preventDefault();
            const next = [...items];
            next.splice(editing.index, editing.index < items.length ? 1 : 0, editing.value);
            persist(next, () => setEditing(null));
          }}>
            <Stack>
              {listFields[section].map((f) => {
                const common = { key: f.name, label: t(`fields.${f.name}`), required: f.required, error: errors[f.name], value: editing.value[f.name] ?? '' };
                const set = (val: string) => setEditing({ ...editing, value: { ...editing.value, [f.name]: val } });
                if (f.kind === 'textarea') return <Textarea {...common} autosize minRows={3} onChange={(ev) => set(ev.currentTarget.value)} />;
                if (f.kind === 'end') {
                  return (
                    <Group key={f.name} align="flex-end">
                      <TextInput {...common} key={undefined} placeholder="2024-03" disabled={editing.value[f.name] === 'present'} value={editing.value[f.name] === 'present' ? '' : common.value} onChange={(ev) => set(ev.currentTarget.value)} />
                      <Checkbox label={t('present')} checked={editing.value[f.name] === 'present'} onChange={(ev) => set(ev.currentTarget.checked ? 'present' : '')} mb={8} />
                    </Group>
                  );
                }
                return <TextInput {...common} placeholder={f.kind === 'date' ? '2024-03' : undefined} onChange={(ev) => set(ev.currentTarget.value)} />;
              })}
              <Group justify="flex-end"><Button type="submit" loading={save.isPending}>{t('save')}</Button></Group>
            </Stack>
          </form>
        </Modal>
      )}
    </SectionCard>
  );
}

function CoverLetterModal({ resume, onClose }: { resume: Resume; onClose: () => void }) {
  const { t } = useTranslation('resumes');
  const save = useSaveSection(e.saveOther);
  const [html, setHtml] = useState(resume.OtherInfo.CoverLetter);
  return (
    <Modal opened onClose={onClose} title={t('sections.OtherInfo')} size="xl">
      <Stack>
        <RichTextField label={t('fields.CoverLetter')} value={html} onChange={setHtml} minRows={8} />
        <Group justify="flex-end"><Button loading={save.isPending} onClick={() => save.mutate({ CoverLetter: html }, { onSuccess: () => { notify(t('saved'), 'success'); onClose(); } })}>{t('save')}</Button></Group>
      </Stack>
    </Modal>
  );
}

/** The resume builder (the learner's /profile/resume tab): progress, each section edited in a modal, credentials, sharing, exports. */
export function ResumeBuilderPanel() {
  const { t } = useTranslation('resumes');
  const resume = useMyResume();
  const hide = useSaveSection(e.hideCredentials);
  const [modal, setModal] = useState<'personal' | 'contact' | 'cover' | null>(null);
  if (resume.isPending) return <Skeleton h={480} />;
  if (resume.isError) return <Alert color="red" title={t('loadError')}><Button size="xs" mt="xs" onClick={() => void resume.refetch()}>{t('retry')}</Button></Alert>;
  const r = resume.data as Resume;
  const p = r.PersonalInfo;
  const c = r.ContactInfo;
  const hidden = r.VerifiedCredentials.filter((v) => v.Hidden).map((v) => v.Key);
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Group justify="space-between" mb={6}><Text fw={600} id="resume-progress-label">{t('progress')}</Text><Text fw={700} data-testid="resume-progress">{r.Progress}%</Text></Group>
        <Progress.Root size="lg" radius="xl"><Progress.Section value={r.Progress} aria-label={`${t('progress')} ${r.Progress}%`} /></Progress.Root>
      </Card>
      <SectionCard title={t('sections.PersonalInfo')} editLabel={t('edit')} onEdit={() => setModal('personal')} filled={!!p.FirstName && !!p.ProfileHeadline}>
        <Text fw={600}>{p.FirstName} {p.LastName}</Text>
        <Text size="sm">{p.ProfileHeadline || <Text span c="dimmed">{t('hints.headline')}</Text>}</Text>
        <Text size="sm" c="dimmed">{[p.CurrentCity, p.CurrentState, p.CurrentCountry].filter(Boolean).join(', ')}</Text>
        <ResumeMedia resume={r} />
      </SectionCard>
      <SectionCard title={t('sections.ContactInfo')} editLabel={t('edit')} onEdit={() => setModal('contact')} filled={!!c.EmailID && !!c.MobileNumber}>
        <Text size="sm">{c.EmailID} {c.MobileNumber && `· ${c.MobileNumberCountryCode} ${c.MobileNumber}`}</Text>
        <Group gap={6} mt="xs">{c.Skills.map((s) => <Badge key={s} variant="light" tt="none">{s}</Badge>)}</Group>
        {c.Languages.length > 0 && <Text size="sm" mt="xs">{t('fields.Languages')}: {c.Languages.join(', ')}</Text>}
      </SectionCard>
      <ListSection section="Experiences" resume={r} />
      <ListSection section="EducationCertifications" resume={r} />
      <ListSection section="Certifications" resume={r} />
      <ListSection section="ProjectExperience" resume={r} />
      <SectionCard title={t('sections.VerifiedCredentials')} editLabel={t('edit')} filled={r.VerifiedCredentials.length > 0}>
        <Text size="sm" c="dimmed" mb="xs">{t('hints.credentials')}</Text>
        {r.VerifiedCredentials.length === 0 && <Text size="sm" c="dimmed">{t('hints.noCredentials')}</Text>}
        {r.VerifiedCredentials.map((v) => (
          <Group key={v.Key} justify="space-between">
            <Group gap="xs">
              {v.Kind === 'badge' ? <IconAward size={18} aria-hidden /> : <IconCertificate size={18} aria-hidden />}
              <Anchor href={v.Url} target="_blank" rel="noreferrer">{v.Title}</Anchor>
              <Badge color="gray" variant="light" tt="none">{t(`view.${v.Kind}`)}</Badge>
              <Badge color="teal" variant="light">{t('view.verified')}</Badge>
            </Group>
            <Switch label={t('showOnResume')} checked={!v.Hidden} onChange={(ev) => hide.mutate({ Hidden: ev.currentTarget.checked ? hidden.filter((k) => k !== v.Key) : [...hidden, v.Key] })} />
          </Group>
        ))}
      </SectionCard>
      <SectionCard title={t('sections.OtherInfo')} editLabel={t('edit')} onEdit={() => setModal('cover')} filled={!!r.OtherInfo.CoverLetter}>
        <Text size="sm" lineClamp={3}>{r.OtherInfo.CoverLetter.replace(/<[^>]+>/g, ' ') || <Text span c="dimmed">{t('hints.cover')}</Text>}</Text>
      </SectionCard>
      <SharePanel resume={r} maskable={maskableFields} />
      <ResumeTools />
      {modal === 'personal' && <PersonalModal resume={r} onClose={() => setModal(null)} />}
      {modal === 'contact' && <ContactModal resume={r} onClose={() => setModal(null)} />}
      {modal === 'cover' && <CoverLetterModal resume={r} onClose={() => setModal(null)} />}
    </Stack>
  );
}
