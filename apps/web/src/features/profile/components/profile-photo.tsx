import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@app/contracts/auth';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { hasPhoto } from '../../../ui/avatar-src.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { initials } from '../../../ui/format.ts';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, useUploadProfilePhoto } from '../api/upload-profile-photo.ts';
import { useRemoveProfilePhoto } from '../api/remove-profile-photo.ts';
import { useUserPhoto } from '../api/get-user-photo.ts';

/** My profile photo: the avatar, "Change photo" (PNG, JPEG or WebP up to 2 MB) and "Remove photo". */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const upload = useUploadProfilePhoto();
  const remove = useRemoveProfilePhoto();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const photo = useUserPhoto(user.thumb);

  const choose = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setError(t('photo.tooLarge', { max: 2 }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify(t('photo.changed'), 'success'),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify(t('photo.removed'), 'success');
      },
    });

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={photo} alt={t('photo.alt')} size={96} radius="50%" variant="filled">
        {initials(user.name)}
      </Avatar>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <FileButton onChange={choose} accept={PHOTO_ACCEPT}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                {t('photo.change')}
              </Button>
            )}
          </FileButton>
          {hasPhoto(user.thumb) ? (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              {t('photo.remove')}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">{t('photo.hint', { max: 2 })}</Text>
        {error ? <Text size="sm" c="red" role="alert">{error}</Text> : null}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => { setConfirming(false); remove.reset(); }}
        onConfirm={confirmRemove}
        title={t('photo.removeTitle')}
        confirmLabel={t('photo.remove')}
        danger
        loading={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
      >
        {t('photo.removeText')}
      </ConfirmModal>
    </Group>
  );
}
