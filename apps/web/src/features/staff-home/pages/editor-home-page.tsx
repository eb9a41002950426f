import type { ReactNode } from 'react';
import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBooks, IconChecklist, IconCircleCheck, IconFilePencil, IconListCheck, IconMessageReport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EditorHome, HomeCourse, HomeTest } from '@app/contracts/home';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useEditorHome } from '../api/get-editor-home.ts';
import { HomeEmpty, HomeQuery, LinkListCard, StatusBadge, type LinkRow } from '../components/home-parts.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import { COURSES_PATH, courseEditorPath, KNOWLEDGE_REVIEW_PATH, knowledgeItemPath, QUESTION_ISSUES_PATH, TESTS_PATH, testEditorPath } from '../lib/paths.ts';
import { timeAgo } from '../lib/time-ago.ts';

/**
 * /editordashboard: where an editor lands. Drafts (courses and tests not published yet), what changed lately, and
 * what is pending review: submissions waiting for a mentor (and courses where no mentor is assigned to check
 * them), issues learners reported on test questions and knowledge items contributed and waiting for review.
 */
export function EditorHomePage() {
  const { t } = useTranslation('staff-home');
  const name = useAuthStore((s) => s.user?.firstName || s.user?.name || '');
  const home = useEditorHome();
  return (
    <Stack gap="xl">
      <PageTitle title={t('editor.title')} description={name ? t('editor.leadNamed', { name }) : t('editor.lead')} />
      <HomeQuery query={home} label={t('editor.loading')} stats={5}>{(d) => <EditorHomeContent home={d} />}</HomeQuery>
    </Stack>
  );
}

function EditorHomeContent({ home: d }: { home: EditorHome }) {
  const { t } = useTranslation('staff-home');
  const { number, locale } = useFormat();
  const courseRows = (list: HomeCourse[], withStatus: boolean) => list.map((c) => courseRow(c, withStatus));
  const testRows = (list: HomeTest[], withStatus: boolean) => list.map((x) => testRow(x, withStatus));

  function courseRow(c: HomeCourse, withStatus: boolean): LinkRow {
    return {
      key: c.ID, to: courseEditorPath(c.ID), title: c.Title,
      meta: <Meta status={withStatus ? c.Status : undefined} text={`${t('lessons', { count: c.LessonCount })} · ${t('changed', { ago: timeAgo(c.UpdatedOn, locale) })}`} />,
    };
  }
  function testRow(x: HomeTest, withStatus: boolean): LinkRow {
    return {
      key: x.ID, to: testEditorPath(x.ID), title: x.Title,
      meta: (
        <Meta status={withStatus ? x.Status : undefined} text={t('changed', { ago: timeAgo(x.UpdatedOn, locale) })}>
          {x.InSeries ? <Badge variant="light" color="blue">{t('editor.recent.inSeries')}</Badge> : null}
        </Meta>
      ),
    };
  }

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        <StatCard label={t('editor.stats.draftCourses')} value={number(d.Drafts.CourseCount)} caption={t('editor.stats.notPublished')} icon={IconFilePencil} to={COURSES_PATH} />
        <StatCard label={t('editor.stats.draftTests')} value={number(d.Drafts.TestCount)} caption={t('editor.stats.notPublished')} icon={IconListCheck} to={TESTS_PATH} />
        <StatCard
          label={t('editor.stats.waitingChecks')} value={number(d.Review.WaitingChecks)}
          caption={t('editor.stats.waitingCaption', { count: d.Review.WaitingChecks })} icon={IconChecklist}
        />
        <StatCard
          label={t('editor.stats.knowledge')} value={number(d.Knowledge.Pending)}
          caption={t('editor.stats.knowledgeCaption', { count: d.Knowledge.Pending })} icon={IconBooks} to={KNOWLEDGE_REVIEW_PATH}
        />
        <StatCard
          label={t('editor.stats.openIssues')} value={number(d.Review.OpenIssues)}
          caption={t('editor.stats.issuesCaption', { count: d.Review.OpenIssues })} icon={IconMessageReport} to={QUESTION_ISSUES_PATH}
        />
      </SimpleGrid>

      <PageSection id="editor-review" title={t('editor.review.title')}>
        <Review review={d.Review} />
        <LinkListCard
          id="editor-knowledge" title={t('editor.knowledge.title', { count: d.Knowledge.Pending })} empty={t('editor.knowledge.empty')}
          rows={d.Knowledge.Items.map((k) => ({
            key: k.ID, to: knowledgeItemPath(k.ID), title: k.Title,
            meta: <Text size="sm" c="dimmed">{t('editor.knowledge.meta', { folder: k.FolderName, author: k.AuthorName, ago: timeAgo(k.UpdatedOn, locale) })}</Text>,
          }))}
          footer={d.Knowledge.Pending > 0 ? { to: KNOWLEDGE_REVIEW_PATH, label: t('editor.knowledge.all', { count: d.Knowledge.Pending }) } : undefined}
        />
      </PageSection>

      <PageSection id="editor-drafts" title={t('editor.drafts.title')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <LinkListCard id="editor-draft-courses" title={t('editor.drafts.courses')} rows={courseRows(d.Drafts.Courses, false)} empty={t('editor.drafts.emptyCourses')} />
          <LinkListCard id="editor-draft-tests" title={t('editor.drafts.tests')} rows={testRows(d.Drafts.Tests, false)} empty={t('editor.drafts.emptyTests')} />
        </SimpleGrid>
      </PageSection>

      <PageSection id="editor-recent" title={t('editor.recent.title')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
          <LinkListCard
            id="editor-recent-courses" title={t('editor.recent.courses')} rows={courseRows(d.Recent.Courses, true)} empty={t('editor.recent.emptyCourses')}
            footer={{ to: COURSES_PATH, label: t('editor.recent.allCourses') }}
          />
          <LinkListCard
            id="editor-recent-tests" title={t('editor.recent.tests')} rows={testRows(d.Recent.Tests, true)} empty={t('editor.recent.emptyTests')}
            footer={{ to: TESTS_PATH, label: t('editor.recent.allTests') }}
          />
        </SimpleGrid>
      </PageSection>
    </>
  );
}

function Meta({ status, text, children }: { status?: 'draft' | 'published'; text: string; children?: ReactNode }) {
  return (
    <>
      {status ? <StatusBadge status={status} /> : null}
      {children}
      <Text size="sm" c="dimmed">{text}</Text>
    </>
  );
}

function Review({ review: r }: { review: EditorHome['Review'] }) {
  const { t } = useTranslation('staff-home');
  const { date } = useFormat();
  if (r.Unmentored.length === 0 && r.WaitingChecks === 0 && r.OpenIssues === 0) {
    return <HomeEmpty icon={<IconCircleCheck size={40} stroke={1.3} />} text={t('editor.review.allClear')} />;
  }
  const parts: ReactNode[] = [];
  if (r.Unmentored.length > 0) {
    parts.push(
      <Stack key="unmentored" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="orange" radius="md" aria-hidden><IconAlertTriangle size={18} /></ThemeIcon>
          <Text>{t('editor.review.unmentored')}</Text>
        </Group>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {r.Unmentored.map((c) => (
            <Group component="li" key={c.ID} justify="space-between" gap="sm" wrap="wrap">
              <Text fw={500} style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                {c.Title} <Text span size="sm" c="dimmed">({t('editor.review.unmentoredWaiting', { count: c.Waiting })})</Text>
              </Text>
              <Button component={Link} to={courseEditorPath(c.ID)} size="xs" variant="light" aria-label={t('editor.review.assignNamed', { course: c.Title })}>
                {t('editor.review.assign')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>,
    );
  }
  if (r.WaitingChecks > 0) {
    parts.push(
      <Group key="checks" gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" aria-hidden><IconChecklist size={18} /></ThemeIcon>
        <Text>{t('editor.review.checks', { count: r.WaitingChecks, date: date(r.OldestCheckOn) })}</Text>
      </Group>,
    );
  }
  if (r.OpenIssues > 0) {
    parts.push(
      <Group key="issues" gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 16rem' }}>
          <ThemeIcon variant="light" radius="md" aria-hidden><IconMessageReport size={18} /></ThemeIcon>
          <Text>{t('editor.review.issues', { count: r.OpenIssues, date: date(r.OldestIssueOn) })}</Text>
        </Group>
        <Button component={Link} to={QUESTION_ISSUES_PATH} size="xs" variant="light">{t('editor.review.openIssues')}</Button>
      </Group>,
    );
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {parts.flatMap((p, i) => (i === 0 ? [p] : [<Divider key={`d${i}`} />, p]))}
      </Stack>
    </Card>
  );
}
