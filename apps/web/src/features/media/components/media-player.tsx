import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { youtubeId, type MediaDetail } from '@app/contracts/media';
import { apiUrl, useMediaItem } from '../api/media-api.ts';
import classes from './media.module.css';

/** The privacy-enhanced embed of a YouTube address (no cookies until the viewer plays). */
export const nocookieEmbed = (link: string) => {
  const id = youtubeId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?rel=0` : null;
};

/** An embedded YouTube video (marketplace and saved links) in a 16:9 frame. */
export function EmbedFrame({ src, title }: { src: string; title: string }) {
  return (
    <div className={classes.ratio}>
      <iframe
        className={classes.frame}
        src={src}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/**
 * Plays one media item as the lesson player plays materials: an uploaded video in a `<video>` fed by the signed
 * stream address (the browser seeks with range requests), a PDF inline, an external video through its
 * privacy-enhanced embed.
 */
export function MediaPlayer({ id }: { id: number }) {
  const { t } = useTranslation('media');
  const { data, isPending, isError, refetch } = useMediaItem(id);
  if (isPending) return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  if (isError || !data) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('playError')}>
        <Button size="xs" variant="default" onClick={() => void refetch()}>{t('retry')}</Button>
      </Alert>
    );
  }
  return <Playable item={data} />;
}

function Playable({ item }: { item: MediaDetail }) {
  const { t } = useTranslation('media');
  if (!item.Url) return <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>{t('noFile')}</Alert>;
  if (item.Type === 'link') {
    const embed = nocookieEmbed(item.Url);
    return embed ? <EmbedFrame src={embed} title={t('videoLabel', { name: item.Title })} /> : <Anchor href={item.Url} target="_blank" rel="noopener noreferrer">{item.Url}</Anchor>;
  }
  const src = apiUrl(item.Url);
  if (item.Type === 'document') {
    return (
      <Stack gap="sm">
        <iframe className={`${classes.frame} ${classes.pdf}`} src={src} title={t('pdfLabel', { name: item.Title })} />
        <Group>
          <Button component="a" href={src} download={item.Attachment || `${item.Title}.pdf`} variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            {t('download')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <video
        className={classes.video}
        src={src}
        controls
        preload="metadata"
        playsInline
        poster={item.PosterUrl ? apiUrl(item.PosterUrl) : undefined}
        aria-label={t('videoLabel', { name: item.Title })}
      />
      {item.Description ? <Text size="sm" c="dimmed">{item.Description}</Text> : null}
    </Stack>
  );
}
