import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentEntry, CourseContent } from '@app/contracts/courses';
import { isLocked } from '../lib/course-items.ts';
import { itemTypeView } from '../lib/lock-status.ts';
import { playerPath } from '../lib/paths.ts';
import { ItemTypeIcon, LockStatusIcon } from './status-icon.tsx';
import classes from './player.module.css';

/**
 * The side list of the player: every lesson with its items (type, name, expected time, progress and the lock/status
 * icon). Locked items are listed but are not links; the open item is marked as the current page.
 */
export function LessonList({ content, current, onNavigate }: { content: CourseContent; current: string | null; onNavigate?: () => void }) {
  const { t } = useTranslation('course-player');
  const currentRef = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const lessons = [...content.Lessons].sort((a, b) => a.Position - b.Position);
  return (
    <nav aria-label={t('list.label')}>
      <ol className={classes.lessons}>
        {lessons.map((lesson, i) => (
          <li key={lesson.LessonID} className={classes.lesson}>
            <div className={classes.lessonHead}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ flex: 'none', paddingTop: 2 }}>{t('list.lessonNo', { number: i + 1 })}</Text>
              <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{lesson.Title}</Text>
              {lesson.Locked ? (
                <span role="img" aria-label={t('list.lessonLocked')} style={{ display: 'inline-flex', color: 'var(--mantine-color-dimmed)' }}>
                  <IconLock size={16} aria-hidden />
                </span>
              ) : lesson.Finished ? (
                <span role="img" aria-label={t('list.lessonFinished')} style={{ display: 'inline-flex', color: 'var(--mantine-color-teal-8)' }}>
                  <IconCircleCheck size={16} aria-hidden />
                </span>
              ) : null}
            </div>
            <ul className={classes.items}>
              {lesson.Contents.map((entry) => (
                <li key={entry.Url}>
                  <ItemRow entry={entry} current={entry.Url === current} courseId={content.CourseID} onNavigate={onNavigate} currentRef={currentRef} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ItemRow({ entry, current, courseId, onNavigate, currentRef }: {
  entry: ContentEntry;
  current: boolean;
  courseId: number;
  onNavigate?: () => void;
  currentRef: React.RefObject<HTMLAnchorElement | null>;
}) {
  const { t } = useTranslation('course-player');
  const type = t(itemTypeView(entry.Type, entry.Material).label);
  const partial = entry.Progress > 0 && entry.Progress < 100 && entry.LockStatus !== 'check-circle';
  const body = (
    <>
      <ItemTypeIcon type={entry.Type} kind={entry.Material} />
      <span className={classes.itemText}>
        <span className={classes.itemName}>{entry.Name}</span>
        <span className={classes.itemMeta}>
          {type}
          {entry.ExpectedComplitionTime !== '00:00' ? (
            <>
              {' · '}
              <span>{entry.ExpectedComplitionTime}</span>
            </>
          ) : null}
          {partial ? ` · ${t('item.progress', { value: entry.Progress })}` : null}
        </span>
      </span>
      <span className={classes.statusSlot}>
        <LockStatusIcon status={entry.LockStatus} />
      </span>
    </>
  );
  if (isLocked(entry)) {
    return (
      <div className={classes.item} data-locked aria-disabled="true" data-url={entry.Url}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={playerPath(courseId, entry.Url)}
      className={classes.item}
      aria-current={current ? 'page' : undefined}
      ref={current ? currentRef : undefined}
      onClick={onNavigate}
      data-url={entry.Url}
    >
      {body}
    </Link>
  );
}
