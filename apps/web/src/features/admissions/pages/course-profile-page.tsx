import type { ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, List, Loader, SimpleGrid, Stack, Tabs, Text, Typography } from '@mantine/core';
import { IconAlertCircle, IconClipboardCheck, IconFileText, IconListCheck, IconUsers } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasCapability } from '@app/contracts/roles';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useCourse, type CourseDetail } from '../api/get-course.ts';
import { useCourseSummary } from '../api/get-course-summary.ts';
import { AdmissionsTable } from '../components/admissions-table.tsx';
import { CertificatesTable } from '../components/certificates-table.tsx';
import { formatMoney } from '../lib/money.ts';
import { admissionsPath, idParam, MANAGE_COURSES_PATH } from '../lib/paths.ts';

const TABS = ['overview', 'learners', 'certificates'] as const;
type Tab = (typeof TABS)[number];

/** /admin/manage/courseprofile/{ID}: a course's details, lessons, mentors, learners with progress, certificates. */
export function CourseProfilePage() {
  const { ID } = useParams();
  const { t } = useTranslation('admissions');
  const courseId = idParam(ID);
  const back = { to: MANAGE_COURSES_PATH, label: t('profile.back') };
  if (courseId === null) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('profile.title')} back={back} />
        <Alert color="red" variant="light" role="alert">{t('profile.badAddress')}</Alert>
      </Stack>
    );
  }
  return <Profile courseId={courseId} back={back} />;
}

function Profile({ courseId, back }: { courseId: number; back: { to: string; label: string } }) {
  const { t } = useTranslation('admissions');
  const { number } = useFormat();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const course = useCourse(courseId);
  const summary = useCourseSummary(courseId);
  // The certificates list answers only one's own without certificates.manage (an Editor): no tab then.
  const role = useAuthStore((st) => st.user?.role ?? null);
  const withCertificates = hasCapability(role, 'certificates.manage');
  const tabs: readonly Tab[] = withCertificates ? TABS : TABS.filter((x) => x !== 'certificates');
  const tab: Tab = (tabs as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'overview';

  if (course.isPending || course.isError) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('profile.title')} back={back} />
        {course.isPending ? <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group> : null}
        {course.isError ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={t('profile.loadFailed')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(course.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void course.refetch()} loading={course.isFetching}>{t('retry')}</Button>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    );
  }
  const c = course.data;
  const s = summary.data;

  return (
    <Stack gap="lg">
      <PageTitle
        title={c.Title}
        description={t('profile.lead')}
        back={back}
        actions={
          <Button component={Link} to={admissionsPath(c.ID)} size="sm" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('profile.manageAdmissions')}
          </Button>
        }
      />
      {summary.isError ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(summary.error)}</Alert> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" aria-busy={summary.isPending || undefined}>
        <StatCard label={t('courses.learners')} value={s ? number(s.Learners) : '…'} />
        <StatCard label={t('status.in-progress')} value={s ? number(s.InProgress) : '…'} caption={s ? t('profile.notStartedCaption', { count: s.NotStarted }) : undefined} />
        <StatCard label={t('status.completed')} value={s ? number(s.Completed) : '…'} />
        <StatCard label={t('courses.averageProgress')} value={s ? `${s.AverageProgress}%` : '…'} />
        <StatCard
          label={t('courses.certificates')}
          value={s ? number(s.CertificatesIssued) : '…'}
          caption={s && s.CertificatesRevoked ? t('profile.revokedCaption', { count: s.CertificatesRevoked }) : undefined}
        />
      </SimpleGrid>
      <Tabs value={tab} onChange={(v) => { const n = new URLSearchParams(params); n.set('tab', v ?? 'overview'); setParams(n, { replace: true }); }} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('profile.tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="learners">{t('profile.tabs.learners')}</Tabs.Tab>
          {withCertificates ? <Tabs.Tab value="certificates">{t('profile.tabs.certificates')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Overview course={c} />
        </Tabs.Panel>
        <Tabs.Panel value="learners" pt="md">
          <AdmissionsTable courseId={c.ID} label={t('profile.learnersLabel', { course: c.Title })} csvFileName={`learners-${c.Url}`} emptyText={t('admissions.emptyCourse')} />
        </Tabs.Panel>
        {withCertificates ? (
          <Tabs.Panel value="certificates" pt="md">
            <CertificatesTable courseId={c.ID} label={t('profile.certificatesLabel', { course: c.Title })} csvFileName={`certificates-${c.Url}`} emptyText={t('certificates.emptyCourse')} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}

function Overview({ course: c }: { course: CourseDetail }) {
  const { t } = useTranslation('admissions');
  const { date, locale } = useFormat();
  const rows: [string, string][] = [
    [t('fields.status'), t(`courseStatus.${c.Status}`)],
    [t('profile.url'), c.Url],
    [t('profile.duration'), c.Duration || '–'],
    [t('profile.price'), `${formatMoney(c.CoursePrice.INR, 'INR', locale)} · ${formatMoney(c.CoursePrice.USD, 'USD', locale)}`],
    [t('profile.lessonCount'), String(c.LessonCount)],
    [t('profile.createdOn'), date(c.CreatedOn)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="md">
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="details-heading">
          <Text component="h2" id="details-heading" fw={700} fz="lg" m={0} mb="sm">{t('profile.details')}</Text>
          <Stack gap={6} component="dl" m={0}>
            {rows.map(([k, v]) => (
              <Group key={k} gap="xs" wrap="nowrap" align="baseline">
                <Text component="dt" size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>{k}</Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>{v}</Text>
              </Group>
            ))}
          </Stack>
          {c.Description ? (
            <Typography mt="md" fz="sm">
              {/* Sanitized by the server (platform/text rich-text sanitizer) when the course was saved. */}
              <div dangerouslySetInnerHTML={{ __html: c.Description }} />
            </Typography>
          ) : null}
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="mentors-heading">
          <Text component="h2" id="mentors-heading" fw={700} fz="lg" m={0} mb="sm">{t('profile.mentors')}</Text>
          {c.Mentors && c.Mentors.length > 0 ? (
            <Group gap="xs">{c.Mentors.map((m) => <Badge key={m.ID} variant="light" size="lg" tt="none">{m.Name}</Badge>)}</Group>
          ) : <Text size="sm" c="dimmed">{t('profile.noMentors')}</Text>}
        </Card>
      </Stack>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="outline-heading">
        <Text component="h2" id="outline-heading" fw={700} fz="lg" m={0} mb="sm">{t('profile.outline')}</Text>
        {c.Lessons.length === 0 ? <Text size="sm" c="dimmed">{t('profile.noLessons')}</Text> : (
          <List spacing="sm" listStyleType="none">
            {c.Lessons.map((l) => (
              <List.Item key={l.ID}>
                <Text size="sm" fw={500}>{l.Title}</Text>
                <Stack gap={2} mt={2}>
                  {l.MaterialName ? <OutlineItem icon={<IconFileText size={14} aria-hidden />} label={t('detail.type.material')} name={l.MaterialName} /> : null}
                  {l.TestTitle ? <OutlineItem icon={<IconListCheck size={14} aria-hidden />} label={t('detail.type.test')} name={l.TestTitle} /> : null}
                  {l.AssignmentTitle ? <OutlineItem icon={<IconClipboardCheck size={14} aria-hidden />} label={t('detail.type.assignment')} name={l.AssignmentTitle} /> : null}
                </Stack>
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </SimpleGrid>
  );
}

function OutlineItem({ icon, label, name }: { icon: ReactNode; label: string; name: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="center">
      {icon}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{label}: {name}</Text>
    </Group>
  );
}
