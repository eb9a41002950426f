import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RESUME_PHOTO_MAX_BYTES, RESUME_PHOTO_TYPES, RESUME_VIDEO_MAX_BYTES, RESUME_VIDEO_TYPES, type Resume, type ResumeMediaKind } from '@app/contracts/resumes';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { initials } from '../../../ui/format.ts';
import { useRemoveResumeMedia, useUploadResumeMedia } from '../api/resume-builder.ts';

const rules: Record<ResumeMediaKind, { accept: string; max: number }> = {
  ProfilePic: { accept: RESUME_PHOTO_TYPES.join(','), max: RESUME_PHOTO_MAX_BYTES },
  ProfileIntroVideo: { accept: `${RESUME_VIDEO_TYPES.join(',')},.mov`, max: RESUME_VIDEO_MAX_BYTES },
};

/** Upload (with progress), replace and remove one of the resume's files; the server checks type and size again. */
function MediaControls({ kind, present }: { kind: ResumeMediaKind; present: boolean }) {
  const { t } = useTranslation('resumes');
  const upload = useUploadResumeMedia(kind);
  const remove = useRemoveResumeMedia(kind);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const photo = kind === 'ProfilePic';
  const choose = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (file.size > rules[kind].max) {
      setError(t('media.tooLarge', { max: rules[kind].max / 1024 / 1024 }));
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => notify(t('media.uploaded'), 'success'),
        onError: (err) => setError(errorMessage(err)),
        onSettled: () => setProgress(null),
      },
    );
  };
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <FileButton onChange={choose} accept={rules[kind].accept}>
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}>
              {t(present ? (photo ? 'media.changePhoto' : 'media.changeVideo') : photo ? 'media.uploadPhoto' : 'media.uploadVideo')}
            </Button>
          )}
        </FileButton>
        {present && (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => notify(t('media.removed'), 'success'), onError: (err) => setError(errorMessage(err)) })}>
            {t(photo ? 'media.removePhoto' : 'media.removeVideo')}
          </Button>
        )}
      </Group>
      {progress !== null && (
        <Progress value={percent} size="sm" aria-label={t('media.uploading', { percent })} animated />
      )}
      <Text size="xs" c="dimmed">{t(photo ? 'media.photoHint' : 'media.videoHint')}</Text>
      {error && <Text size="sm" c="red" role="alert">{error}</Text>}
    </Stack>
  );
}

/** The photo and the intro video of PersonalInfo, shown and managed in the builder. */
export function ResumeMedia({ resume }: { resume: Resume }) {
  const { t } = useTranslation('resumes');
  const p = resume.PersonalInfo;
  const name = `${p.FirstName} ${p.LastName ?? ''}`.trim();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar src={p.ProfilePic} alt={t('media.photoAlt', { name })} size={88} radius="50%" variant="filled" data-testid="resume-photo">
          {initials(name)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">{t('media.photo')}</Text>
          {!p.ProfilePic && <Text size="xs" c="dimmed">{t('media.noPhoto')}</Text>}
          <MediaControls kind="ProfilePic" present={!!p.ProfilePic} />
        </Stack>
      </Group>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap={6}><IconVideo size={16} aria-hidden /><Text fw={600} size="sm">{t('media.video')}</Text></Group>
        {p.ProfileIntroVideo ? (
          <video src={p.ProfileIntroVideo} controls preload="metadata" aria-label={t('media.videoLabel', { name })} data-testid="resume-video"
            style={{ width: '100%', maxHeight: 220, borderRadius: 8, background: '#000' }} />
        ) : (
          <Text size="xs" c="dimmed">{t('media.noVideo')}</Text>
        )}
        <MediaControls kind="ProfileIntroVideo" present={!!p.ProfileIntroVideo} />
      </Stack>
    </SimpleGrid>
  );
}
