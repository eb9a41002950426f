import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Drawer, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCertificate, IconChevronLeft, IconInfoCircle, IconListDetails, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentEntry, CourseContent } from '@app/contracts/courses';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { courseContentKey, coursePlayerKey, useCourseContent } from '../api/get-course-content.ts';
import { useContentItem, type ContentItem } from '../api/get-content-item.ts';
import { flattenEntries, isContentUrl, isLocked, neighbours, startUrl } from '../lib/course-items.ts';
import { itemTypeView, lockStatusView } from '../lib/lock-status.ts';
import { certificatePath, DASHBOARD_PATH, playerPath } from '../lib/paths.ts';
import { AssignmentView } from './assignment-view.tsx';
import { LessonList } from './lesson-list.tsx';
import { LessonQuestions } from './lesson-questions.tsx';
import { MaterialView } from './material-view.tsx';
import { ItemTypeIcon, LockStatusIcon } from './status-icon.tsx';
import classes from './player.module.css';

/** What the page gives the test pane (features must not import each other: the test pane comes from the page). */
export interface TestPaneProps {
  courseId: number;
  lessonId: number;
  entry: ContentEntry;
  test: NonNullable<ContentItem['Test']>;
  /** The test's state changed on the server (attempt submitted): icons, progress and the item are read again. */
  onProgress: () => void;
  /** An attempt is being taken (true) or not (false): the player gives it the whole width and hides item navigation. */
  onAttemptChange: (active: boolean) => void;
}

export interface CoursePlayerProps {
  courseId: number;
  contentUrl: string | undefined;
  /** The lesson test's pane (the assessment engine's attempt player, composed by the page). */
  renderTest: (props: TestPaneProps) => ReactNode;
  /** Learner progress changed (for other screens' cached data). */
  onProgressChange?: () => void;
}

/**
 * The lesson player (`/course/{id}/{contentUrl}`): the course's lessons and items with progress and lock icons at
 * the side (a drawer below 992 px), the open item on the right, previous/next, the course progress and, once the
 * course is completed, the certificate.
 */
export function CoursePlayer({ courseId, contentUrl, renderTest, onProgressChange }: CoursePlayerProps) {
  const { t } = useTranslation('course-player');
  const content = useCourseContent(courseId);
  const [listOpen, setListOpen] = useState(false);
  // While a test attempt runs, the item takes the whole width (the lessons stay in the drawer).
  const [focus, setFocus] = useState(false);
  useEffect(() => setFocus(false), [contentUrl]);

  if (content.isPending) return <FullPageLoader label={t('loading')} />;
  if (content.isError) {
    if (content.error instanceof ApiError && content.error.code === 'NOT_FOUND') return <NotAdmitted />;
    return <FullPageLoader error={errorMessage(content.error)} onRetry={() => void content.refetch()} />;
  }
  const c = content.data;
  const known = isContentUrl(contentUrl) && flattenEntries(c).some((e) => e.Url === contentUrl);
  if (!known) {
    const start = startUrl(c);
    if (start) return <Navigate to={playerPath(courseId, start)} replace />;
    return (
      <Stack gap="lg">
        <PlayerHeader content={c} onOpenList={null} focus={false} position={null} />
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>{t('empty')}</Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PlayerHeader content={c} onOpenList={() => setListOpen(true)} focus={focus} position={neighbours(c, contentUrl)} />
      <div className={classes.layout} data-focus={focus || undefined}>
        {focus ? null : (
          <Card withBorder radius="md" padding={0} visibleFrom="md" className={classes.side}>
            <LessonList content={c} current={contentUrl} />
          </Card>
        )}
        <ItemPane
          key={contentUrl}
          courseId={courseId}
          contentUrl={contentUrl}
          content={c}
          renderTest={renderTest}
          onProgressChange={onProgressChange}
          focus={focus}
          onAttemptChange={setFocus}
        />
      </div>
      <Drawer
        opened={listOpen}
        onClose={() => setListOpen(false)}
        title={t('list.title')}
        position="left"
        size="min(22rem, 90vw)"
        hiddenFrom={focus ? undefined : 'md'}
        padding={0}
        styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
        closeButtonProps={{ 'aria-label': t('list.close') }}
      >
        <LessonList content={c} current={contentUrl} onNavigate={() => setListOpen(false)} />
      </Drawer>
    </Stack>
  );
}

function NotAdmitted() {
  const { t } = useTranslation('course-player');
  usePageTitle(t('notAdmitted.title'));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>{t('notAdmitted.title')}</Title>
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>{t('notAdmitted.text')}</Alert>
      <Group>
        <Button component={Link} to={DASHBOARD_PATH}>{t('backToDashboard')}</Button>
        <Button component={Link} to="/courses" variant="default">{t('notAdmitted.catalogue')}</Button>
      </Group>
    </Stack>
  );
}

function PlayerHeader({ content: c, onOpenList, focus, position }: {
  content: CourseContent;
  onOpenList: (() => void) | null;
  focus: boolean;
  position: { index: number; total: number } | null;
}) {
  const { t } = useTranslation('course-player');
  const statusColor = c.status === 'completed' ? 'teal' : c.status === 'in-progress' ? 'blue' : 'gray';
  return (
    <Stack gap={8}>
      <Anchor component={Link} to={DASHBOARD_PATH} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 2, alignSelf: 'flex-start' }}>
        <IconChevronLeft size={16} aria-hidden />
        {t('backToDashboard')}
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>{c.Title}</Title>
      <Group gap="sm" align="center" wrap="wrap">
        <Progress value={c.Progress} size="lg" radius="xl" style={{ flex: '1 1 10rem', maxWidth: '28rem' }} aria-label={t('courseProgress')} color={c.status === 'completed' ? 'teal' : 'blue'} />
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={600}>{t('percentComplete', { value: c.Progress })}</Text>
          <Badge color={statusColor} variant="light">{t(`courseStatus.${c.status}`)}</Badge>
        </Group>
      </Group>
      {onOpenList ? (
        <Button
          hiddenFrom={focus ? undefined : 'md'}
          variant="default"
          leftSection={<IconListDetails size={16} aria-hidden />}
          onClick={onOpenList}
          aria-haspopup="dialog"
          justify="flex-start"
          fullWidth={!focus}
          style={{ alignSelf: focus ? 'flex-start' : undefined }}
        >
          {t('list.open')}
          {position && position.index >= 0 ? <Text span size="sm" c="dimmed" ml={8} fw={400}>{t('item.position', { index: position.index + 1, total: position.total })}</Text> : null}
        </Button>
      ) : null}
      {c.status === 'completed' && c.CertificateID ? (
        <Alert color="teal" variant="light" icon={<IconCertificate aria-hidden />} title={t('certificate.title')}>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm">{t('certificate.text')}</Text>
            <Button component={Link} to={certificatePath(c.courseURL, c.CertificateID)} color="teal.9" size="sm" leftSection={<IconCertificate size={16} aria-hidden />}>
              {t('certificate.view')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}

function ItemPane({ courseId, contentUrl, content, renderTest, onProgressChange, focus, onAttemptChange }: {
  courseId: number;
  contentUrl: string;
  content: CourseContent;
  renderTest: CoursePlayerProps['renderTest'];
  onProgressChange?: () => void;
  focus: boolean;
  onAttemptChange: (active: boolean) => void;
}) {
  const { t } = useTranslation('course-player');
  const queryClient = useQueryClient();
  const all = flattenEntries(content);
  const entry = all.find((e) => e.Url === contentUrl)!;
  const lesson = content.Lessons.find((l) => l.LessonID === entry.LessonID)!;
  const lessonNo = [...content.Lessons].sort((a, b) => a.Position - b.Position).findIndex((l) => l.LessonID === lesson.LessonID) + 1;
  const locked = isLocked(entry);
  const item = useContentItem(courseId, contentUrl, !locked);
  usePageTitle(`${entry.Name} · ${content.Title}`);

  const refreshContent = () => {
    void queryClient.invalidateQueries({ queryKey: courseContentKey(courseId) });
    onProgressChange?.();
  };
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: coursePlayerKey(courseId) });
    onProgressChange?.();
  };

  // Opening can change the state (a document counts as done on opening; a missed test result is picked up):
  // the list is read again when the item's status differs from it.
  const seen = useRef(0);
  useEffect(() => {
    if (!item.data || seen.current === item.dataUpdatedAt) return;
    seen.current = item.dataUpdatedAt;
    if (item.data.Entry.LockStatus !== entry.LockStatus || item.data.Entry.Progress !== entry.Progress) refreshContent();
    // Only when a new answer arrives.
  }, [item.data, item.dataUpdatedAt]);

  const forbidden = item.error instanceof ApiError && item.error.code === 'FORBIDDEN';
  // The list is read again after every change, the item only on opening: its status comes from the list.
  const shown = entry;
  const status = lockStatusView(shown.LockStatus);
  const { previous, next, index, total } = neighbours(content, contentUrl);

  let body: ReactNode;
  if (locked || forbidden) {
    const go = startUrl(content);
    body = (
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} title={t('locked.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('locked.text')}</Text>
          {go && go !== contentUrl ? <Button component={Link} to={playerPath(courseId, go)} size="sm">{t('locked.goNext')}</Button> : null}
        </Stack>
      </Alert>
    );
  } else if (item.isPending) {
    body = <FullPageLoader label={t('loadingItem')} />;
  } else if (item.isError) {
    body = <FullPageLoader error={errorMessage(item.error)} onRetry={() => void item.refetch()} />;
  } else {
    const d = item.data;
    if (d.Material) {
      body = (
        <MaterialView
          courseId={courseId}
          entry={d.Entry}
          material={d.Material}
          onProgress={refreshContent}
          reload={async () => (await item.refetch()).data?.Material ?? null}
        />
      );
    } else if (d.Test) {
      body = renderTest({ courseId, lessonId: entry.LessonID, entry: d.Entry, test: d.Test, onProgress: refreshAll, onAttemptChange });
    } else if (d.Assignment) {
      body = <AssignmentView courseId={courseId} lessonId={entry.LessonID} assignment={d.Assignment} onProgress={refreshAll} />;
    } else {
      body = null;
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="player-item-title" style={{ minWidth: 0 }}>
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('item.lessonLine', { number: lessonNo, title: lesson.Title })}
            <Text span size="sm" c="dimmed" visibleFrom="xs">{` · ${t('item.position', { index: index + 1, total })}`}</Text>
          </Text>
          <Group gap="sm" align="center" wrap="nowrap">
            <ItemTypeIcon type={entry.Type} kind={entry.Material} size={26} />
            <Title order={2} fz={{ base: 20, sm: 24 }} id="player-item-title" style={{ overflowWrap: 'anywhere' }}>{entry.Name}</Title>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="gray">{t(itemTypeView(entry.Type, entry.Material).label)}</Badge>
            {hasTime(entry) ? <Badge variant="outline" color="gray">{t('item.expected', { time: entry.ExpectedComplitionTime })}</Badge> : null}
            {status ? (
              <Group gap={6} wrap="nowrap">
                <LockStatusIcon status={shown.LockStatus} />
                {/* A finished material says so in its own view ("Completed"). */}
                {shown.LockStatus === 'check-circle' && entry.Type === 'material' ? null : (
                  <Text size="sm">{t(shown.LockStatus === 'check-circle' ? status.label : status.hint)}</Text>
                )}
              </Group>
            ) : null}
          </Group>
          {entry.Description ? <Text size="sm" c="dimmed">{entry.Description}</Text> : null}
        </Stack>

        {body}

        {focus ? null : (
          <Group justify="space-between" gap="sm" className={classes.nav} wrap="nowrap" align="stretch">
            {previous && !isLocked(previous) ? (
              <NavButton courseId={courseId} entry={previous} direction="previous" />
            ) : <span />}
            {next ? (
              isLocked(next) ? (
                <Group gap={6} wrap="nowrap" style={{ textAlign: 'right' }}>
                  <IconLock size={16} aria-hidden color="var(--mantine-color-dimmed)" style={{ flex: 'none' }} />
                  <Text size="sm" c="dimmed">{t('nav.nextLocked')}</Text>
                </Group>
              ) : (
                <NavButton courseId={courseId} entry={next} direction="next" />
              )
            ) : null}
          </Group>
        )}
        {focus ? null : <LessonQuestions courseId={courseId} lessonId={entry.LessonID} lessonTitle={lesson.Title} />}
      </Stack>
    </Card>
  );
}

/** Whether an item has a meaningful expected time (assignments have none). */
const hasTime = (e: ContentEntry) => e.ExpectedComplitionTime !== '00:00';

/** Previous/next item, with the item's name under the direction. */
function NavButton({ courseId, entry, direction }: { courseId: number; entry: ContentEntry; direction: 'previous' | 'next' }) {
  const { t } = useTranslation('course-player');
  const next = direction === 'next';
  return (
    <Button
      component={Link}
      to={playerPath(courseId, entry.Url)}
      variant={next ? 'filled' : 'default'}
      h="auto"
      py={6}
      maw="48%"
      leftSection={next ? undefined : <IconArrowLeft size={16} aria-hidden />}
      rightSection={next ? <IconArrowRight size={16} aria-hidden /> : undefined}
      aria-label={t(next ? 'nav.nextAria' : 'nav.previousAria', { name: entry.Name })}
      styles={{ label: { flexDirection: 'column', alignItems: next ? 'flex-end' : 'flex-start', whiteSpace: 'normal', overflow: 'hidden' } }}
    >
      <span>{t(next ? 'nav.next' : 'nav.previous')}</span>
      <Text span size="xs" fw={400} lineClamp={1} style={{ textAlign: next ? 'right' : 'left' }}>{entry.Name}</Text>
    </Button>
  );
}
