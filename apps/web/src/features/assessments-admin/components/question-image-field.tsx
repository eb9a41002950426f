import { useState } from 'react';
import { ActionIcon, FileButton, Group, Image, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUploadQuestionImage } from '../api/upload-question-image.ts';

/** Types and size the server accepts for question images (questions.service uploadImage). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const MAX_BYTES = 2 * 1024 * 1024;

export interface QuestionImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** The question's image: an address typed in, or an uploaded image (PNG, JPEG, WebP, GIF up to 2 MB), with a preview. */
export function QuestionImageField({ value, onChange, error }: QuestionImageFieldProps) {
  const { t } = useTranslation('assessments-admin');
  const upload = useUploadQuestionImage();
  const [tooLarge, setTooLarge] = useState(false);
  const pick = (file: File | null) => {
    if (!file) return;
    upload.reset();
    // Said at once rather than after sending megabytes the server would refuse (413).
    setTooLarge(file.size > MAX_BYTES);
    if (file.size <= MAX_BYTES) upload.mutate(file, { onSuccess: (img) => onChange(img.Url) });
  };
  const uploadError = tooLarge ? t('questions.imageTooLarge') : upload.isError ? errorMessage(upload.error) : undefined;
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('fields.imageUrl')}
          description={t('questions.imageHint')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error ?? uploadError}
        />
        <FileButton onChange={pick} accept={ACCEPT}>
          {(props) => (
            <Tooltip label={t('questions.imageUpload')}>
              <ActionIcon {...props} size="lg" variant="default" loading={upload.isPending} aria-label={t('questions.imageUpload')} mb={error ?? uploadError ? 22 : 0}>
                <IconPhotoUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        {value ? (
          <Tooltip label={t('questions.imageRemove')}>
            <ActionIcon size="lg" variant="default" onClick={() => onChange('')} aria-label={t('questions.imageRemove')} mb={error ?? uploadError ? 22 : 0}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {value && !error ? (
        <Group gap="sm" align="flex-start">
          <Image src={value} alt={t('questions.imagePreview')} maw={240} mah={160} fit="contain" radius="sm" />
          <Text size="xs" c="dimmed">{t('questions.imageTypes')}</Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">{t('questions.imageTypes')}</Text>
      )}
    </Stack>
  );
}
