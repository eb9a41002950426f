import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContentEntry } from '@app/contracts/courses';
import { API_BASE } from '../../../lib/config.ts';
import type { ContentItem } from '../api/get-content-item.ts';
import { sendHeartbeat, sendHeartbeatOnLeave } from '../api/send-heartbeat.ts';
import { apiAddress, videoEmbed } from '../lib/course-items.ts';
import { HeartbeatScheduler, VisibleClock, type HeartbeatAck } from '../lib/heartbeat-scheduler.ts';
import { RichHtml } from './rich-html.tsx';
import classes from './player.module.css';

type Material = NonNullable<ContentItem['Material']>;

/** Share of the expected time that completes a video (DESIGN section 5). */
const WATCHED_SHARE = 0.9;

export interface MaterialViewProps {
  courseId: number;
  entry: ContentEntry;
  material: Material;
  /** The server recorded progress that changes the course (done, or the first watch time). */
  onProgress: () => void;
  /** Asks the server for the item again (a fresh signed media address) and resolves with the new material. */
  reload: () => Promise<Material | null>;
}

/** The open material: uploaded video, YouTube/Vimeo link, PDF or reading, with watch-time heartbeats where they count. */
export function MaterialView(props: MaterialViewProps) {
  const { material } = props;
  switch (material.Kind) {
    case 'video-upload':
      return <UploadedVideo {...props} />;
    case 'video-link':
      return <LinkedVideo {...props} />;
    case 'pdf':
      return <PdfDocument {...props} />;
    default:
      return <Reading {...props} />;
  }
}

/** Watch progress as the server credits it, announced politely; "Completed" once done. */
function WatchStatus({ done, progress, expected }: { done: boolean; progress: number; expected: number }) {
  const { t } = useTranslation('course-player');
  return (
    <Group gap="sm" align="center" wrap="nowrap" role="status" aria-live="polite" aria-atomic="true">
      {done ? (
        <Badge color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={14} aria-hidden />}>{t('material.completed')}</Badge>
      ) : (
        <>
          <Progress value={progress} w={160} size="md" aria-hidden color="blue" />
          <Text size="sm" c="dimmed">
            {expected > 0 ? t('material.watched', { value: progress, share: WATCHED_SHARE * 100 }) : t('material.watchedShort', { value: progress })}
          </Text>
        </>
      )}
    </Group>
  );
}

/**
 * Heartbeats of one material, kept for the life of the view (created in an effect, so React's development
 * double-mount cannot leave a disposed one behind); reports the last position when the page goes away.
 */
function useHeartbeats(courseId: number, entry: ContentEntry, expected: number, position: () => number, onProgress: () => void) {
  const initiallyDone = entry.LockStatus === 'check-circle';
  const [state, setState] = useState({ done: initiallyDone, progress: initiallyDone ? 100 : entry.Progress });
  const [failed, setFailed] = useState(false);
  const [scheduler, setScheduler] = useState<HeartbeatScheduler | null>(null);
  const latest = useRef({ position, onProgress, expected, initiallyDone });
  latest.current = { position, onProgress, expected, initiallyDone };
  const lessonId = entry.LessonID;

  useEffect(() => {
    let first = true;
    let wasDone = latest.current.initiallyDone;
    const s = new HeartbeatScheduler({
      send: (p) => sendHeartbeat(courseId, lessonId, p),
      sendOnLeave: (p) => sendHeartbeatOnLeave(courseId, lessonId, p),
      position: () => latest.current.position(),
      completeAt: latest.current.expected > 0 ? latest.current.expected * WATCHED_SHARE + 0.5 : null,
      onAck: (ack: HeartbeatAck) => {
        setFailed(false);
        setState({ done: ack.Done, progress: ack.Progress });
        // The list's icons and the course progress change on the first credit and on completion.
        if ((ack.Done && !wasDone) || first) latest.current.onProgress();
        wasDone = wasDone || ack.Done;
        first = false;
      },
      onError: () => setFailed(true),
    });
    setScheduler(s);
    const leave = () => s.leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      s.leave();
      s.dispose();
    };
  }, [courseId, lessonId]);

  return { scheduler, ...state, failed };
}

function HeartbeatFailed() {
  const { t } = useTranslation('course-player');
  return <Text size="sm" c="orange.9" role="alert">{t('material.heartbeatFailed')}</Text>;
}

function UploadedVideo({ courseId, entry, material, onProgress, reload }: MaterialViewProps) {
  const { t } = useTranslation('course-player');
  const video = useRef<HTMLVideoElement | null>(null);
  const [src, setSrc] = useState(material.Url ? apiAddress(material.Url, API_BASE) : null);
  const [broken, setBroken] = useState(false);
  const resumeAt = useRef(material.ResumePosition);
  const retries = useRef(0);
  const { scheduler, done, progress, failed } = useHeartbeats(courseId, entry, material.ExpectedSeconds, () => video.current?.currentTime ?? 0, onProgress);

  // The signed address expired (a long pause) or the session changed: ask for a new one and carry on where it was.
  const onError = async () => {
    const at = video.current?.currentTime ?? 0;
    if (retries.current >= 2) {
      setBroken(true);
      return;
    }
    retries.current += 1;
    const fresh = await reload().catch(() => null);
    if (!fresh?.Url) {
      setBroken(true);
      return;
    }
    resumeAt.current = at || resumeAt.current;
    setSrc(apiAddress(fresh.Url, API_BASE));
  };

  if (!src) return <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>{t('material.noFile')}</Alert>;
  return (
    <Stack gap="sm">
      <video
        ref={video}
        className={classes.video}
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={t('material.videoLabel', { name: entry.Name })}
        onLoadedMetadata={(e) => {
          const v = e.currentTarget;
          const at = resumeAt.current;
          if (at > 0 && (!Number.isFinite(v.duration) || at < v.duration - 2)) v.currentTime = at;
        }}
        onPlay={() => scheduler?.play()}
        onPause={() => scheduler?.pause()}
        onEnded={() => scheduler?.ended()}
        onTimeUpdate={(e) => scheduler?.progress(e.currentTarget.currentTime)}
        onError={() => void onError()}
      />
      {broken ? <Alert color="red" variant="light" role="alert">{t('material.videoBroken')}</Alert> : null}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <WatchStatus done={done} progress={progress} expected={material.ExpectedSeconds} />
        {material.ResumePosition > 0 && !done ? (
          <Text size="sm" c="dimmed">{t('material.resumed', { time: clock(material.ResumePosition) })}</Text>
        ) : null}
      </Group>
      {failed ? <HeartbeatFailed /> : null}
    </Stack>
  );
}

const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

function LinkedVideo({ courseId, entry, material, onProgress }: MaterialViewProps) {
  const { t } = useTranslation('course-player');
  const [clockOnPage] = useState(() => new VisibleClock(material.ResumePosition));
  const embed = material.Url ? videoEmbed(material.Url, material.ResumePosition) : null;
  const { scheduler, done, progress, failed } = useHeartbeats(courseId, entry, material.ExpectedSeconds, () => clockOnPage.seconds(), onProgress);

  // Time on the page counts while the page is visible (the external player does not tell its position).
  useEffect(() => {
    if (!scheduler) return;
    const sync = () => {
      if (document.visibilityState === 'visible') {
        clockOnPage.resume();
        scheduler.play();
      } else {
        clockOnPage.pause();
        scheduler.pause();
      }
    };
    sync();
    const tick = window.setInterval(() => scheduler.progress(clockOnPage.seconds()), 1000);
    document.addEventListener('visibilitychange', sync);
    return () => {
      window.clearInterval(tick);
      document.removeEventListener('visibilitychange', sync);
      clockOnPage.pause();
    };
  }, [clockOnPage, scheduler]);

  return (
    <Stack gap="sm">
      {embed ? (
        <div className={classes.ratio}>
          <iframe
            className={classes.frame}
            src={embed.src}
            title={t('material.videoLabel', { name: entry.Name })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('material.externalOnly')}</Text>
            {material.Url ? (
              <Button component="a" href={material.Url} target="_blank" rel="noopener noreferrer" size="xs" leftSection={<IconExternalLink size={14} aria-hidden />}>
                {t('material.openExternal')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      )}
      <Text size="sm" c="dimmed">{t('material.timeOnPage')}</Text>
      <WatchStatus done={done} progress={progress} expected={material.ExpectedSeconds} />
      {failed ? <HeartbeatFailed /> : null}
    </Stack>
  );
}

/** Documents count as done on opening (the server records it when the item is opened). */
function DocumentDone({ entry }: { entry: ContentEntry }) {
  const { t } = useTranslation('course-player');
  if (entry.LockStatus !== 'check-circle') return null;
  return (
    <Group gap="xs" role="status">
      <Badge color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={14} aria-hidden />}>{t('material.completed')}</Badge>
      <Text size="sm" c="dimmed">{t('material.documentDone')}</Text>
    </Group>
  );
}

function PdfDocument({ entry, material }: MaterialViewProps) {
  const { t } = useTranslation('course-player');
  if (!material.Url) return <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>{t('material.noFile')}</Alert>;
  const src = apiAddress(material.Url, API_BASE);
  return (
    <Stack gap="sm">
      <DocumentDone entry={entry} />
      <iframe className={`${classes.frame} ${classes.pdf}`} src={src} title={t('material.pdfLabel', { name: entry.Name })} />
      <Group gap="sm">
        <Button component="a" href={src} download={`${entry.Name}.pdf`} variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          {t('material.downloadPdf')}
        </Button>
        <Anchor href={src} target="_blank" rel="noopener" size="sm">
          {t('material.openPdf')}
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed">{t('material.pdfFallback')}</Text>
    </Stack>
  );
}

function Reading({ entry, material }: MaterialViewProps) {
  return (
    <Stack gap="md">
      <DocumentDone entry={entry} />
      <RichHtml html={material.Body} className={classes.reading} />
    </Stack>
  );
}
