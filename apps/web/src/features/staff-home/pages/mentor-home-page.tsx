import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBook, IconChecklist, IconMoodSmile, IconRotateClockwise, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CheckingRow } from '@app/contracts/courses';
import type { MentorCourse, MentorHome } from '@app/contracts/home';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useMentorHome } from '../api/get-mentor-home.ts';
import { HomeEmpty, HomeQuery, StatusBadge } from '../components/home-parts.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import { assignmentViewPath, CHECKING_PATH, checkingPathFor, courseEditorPath } from '../lib/paths.ts';
import { timeAgo } from '../lib/time-ago.ts';

/**
 * /mentordashboard: where a mentor lands. The checking queue of their courses (the two tabs of the checking
 * screen counted, the submission waiting longest with a way straight into it) and their courses with learners
 * and what waits in each.
 */
export function MentorHomePage() {
  const { t } = useTranslation('staff-home');
  const name = useAuthStore((s) => s.user?.firstName || s.user?.name || '');
  const home = useMentorHome();
  return (
    <Stack gap="xl">
      <PageTitle title={t('mentor.title')} description={name ? t('mentor.leadNamed', { name }) : t('mentor.lead')} />
      <HomeQuery query={home} label={t('mentor.loading')}>{(d) => <MentorHomeContent home={d} />}</HomeQuery>
    </Stack>
  );
}

function MentorHomeContent({ home: d }: { home: MentorHome }) {
  const { t } = useTranslation('staff-home');
  const { number } = useFormat();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard
          label={t('mentor.stats.pending')} value={number(d.Pending)} caption={t('mentor.stats.pendingCaption', { count: d.Pending })}
          icon={IconChecklist} to={CHECKING_PATH}
        />
        <StatCard
          label={t('mentor.stats.reattempted')} value={number(d.Reattempted)} caption={t('mentor.stats.reattemptedCaption', { count: d.Reattempted })}
          icon={IconRotateClockwise} to={`${CHECKING_PATH}?tab=reattempted`}
        />
        <StatCard label={t('mentor.stats.courses')} value={number(d.CourseCount)} caption={t('mentor.stats.coursesCaption', { count: d.CourseCount })} icon={IconBook} />
      </SimpleGrid>

      <PageSection
        id="mentor-oldest"
        title={t('mentor.oldest.title')}
        action={d.Oldest ? <Anchor component={Link} to={CHECKING_PATH} size="sm">{t('mentor.oldest.all')}</Anchor> : undefined}
      >
        {d.Oldest ? <OldestCard row={d.Oldest} /> : <HomeEmpty icon={<IconMoodSmile size={40} stroke={1.3} />} text={t('mentor.oldest.empty')} />}
      </PageSection>

      <PageSection id="mentor-courses" title={t('mentor.courses.title')}>
        {d.Courses.length === 0 ? (
          <HomeEmpty icon={<IconSchool size={40} stroke={1.3} />} text={t('mentor.courses.empty')} />
        ) : (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="mentor-courses">
              {d.Courses.map((c) => <CourseRow key={c.ID} course={c} />)}
            </Stack>
            {d.CourseCount > d.Courses.length ? (
              <Text size="sm" c="dimmed">{t('mentor.courses.more', { shown: d.Courses.length, total: d.CourseCount })}</Text>
            ) : null}
          </Stack>
        )}
      </PageSection>
    </>
  );
}

function OldestCard({ row }: { row: CheckingRow }) {
  const { t } = useTranslation('staff-home');
  const { dateTime, locale } = useFormat();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>{row.AssignmentName}</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{t('mentor.oldest.who', { name: row.UserName, course: row.CourseName })}</Text>
          <Text size="sm" c="dimmed">
            {t('mentor.oldest.submitted', { date: dateTime(row.CreatedOn), ago: timeAgo(row.CreatedOn, locale) })}
            {row.AttemptNo > 1 ? ` · ${t('mentor.oldest.attempt', { no: row.AttemptNo })}` : ''}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={assignmentViewPath(row)}
          leftSection={<IconChecklist size={16} aria-hidden />}
          aria-label={t('mentor.oldest.checkNamed', { assignment: row.AssignmentName, name: row.UserName })}
        >
          {t('mentor.oldest.check')}
        </Button>
      </Group>
    </Card>
  );
}

function CourseRow({ course: c }: { course: MentorCourse }) {
  const { t } = useTranslation('staff-home');
  const { date } = useFormat();
  const waiting = c.Pending + c.Reattempted;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Anchor component={Link} to={courseEditorPath(c.ID)} fw={600} style={{ overflowWrap: 'anywhere' }}>{c.Title}</Anchor>
          <Group gap={6} wrap="wrap">
            {c.Status === 'draft' ? <StatusBadge status="draft" /> : null}
            <Text size="sm" c="dimmed">
              {t('mentor.courses.learners', { count: c.Learners })}
              {c.OldestOn ? ` · ${t('mentor.courses.oldestOn', { date: date(c.OldestOn) })}` : ''}
            </Text>
          </Group>
        </Stack>
        {waiting > 0 ? (
          <Button
            component={Link}
            to={checkingPathFor(c.ID, c.Pending, c.Reattempted)}
            variant="light"
            size="sm"
            aria-label={t('mentor.courses.waitingNamed', { count: waiting, course: c.Title })}
          >
            {t('mentor.courses.waiting', { count: waiting })}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">{t('mentor.courses.nothingWaiting')}</Text>
        )}
      </Group>
    </Card>
  );
}
