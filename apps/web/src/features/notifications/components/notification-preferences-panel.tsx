import { useEffect, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreference } from '@app/contracts/notifications';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useNotificationPreferences, useSavePreferences } from '../api/notification-preferences.ts';
import { useNotificationTypeLabel } from './notification-labels.ts';

/** The profile's notification settings: per type, shown in the app and/or mailed. */
export function NotificationPreferencesPanel() {
  const { t } = useTranslation('notifications');
  const typeLabel = useNotificationTypeLabel();
  const prefs = useNotificationPreferences();
  const save = useSavePreferences();
  const [draft, setDraft] = useState<NotificationPreference[] | null>(null);
  useEffect(() => {
    if (prefs.data) setDraft(prefs.data);
  }, [prefs.data]);

  if (prefs.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(prefs.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void prefs.refetch()}>{t('retry')}</Button>
        </Stack>
      </Alert>
    );
  }
  if (!draft) return <Skeleton h={320} />;
  const set = (type: string, field: 'InApp' | 'Email', value: boolean) =>
    setDraft((d) => d!.map((p) => (p.Type === type ? { ...p, [field]: value } : p)));
  const changed = JSON.stringify(draft) !== JSON.stringify(prefs.data);

  return (
    <Stack gap="md" maw={720}>
      <Text c="dimmed" size="sm">{t('preferences.lead')}</Text>
      <Table.ScrollContainer minWidth={300}>
        <Table aria-label={t('preferences.title')} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.type')}</Table.Th>
              <Table.Th ta="center">{t('preferences.inApp')}</Table.Th>
              <Table.Th ta="center">{t('preferences.email')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.map((p) => (
              <Table.Tr key={p.Type}>
                <Table.Td>{typeLabel(p.Type)}</Table.Td>
                <Table.Td>
                  <Group justify="center"><Switch checked={p.InApp} onChange={(e) => set(p.Type, 'InApp', e.currentTarget.checked)} aria-label={t('preferences.inAppFor', { type: typeLabel(p.Type) })} /></Group>
                </Table.Td>
                <Table.Td>
                  <Group justify="center"><Switch checked={p.Email} onChange={(e) => set(p.Type, 'Email', e.currentTarget.checked)} aria-label={t('preferences.emailFor', { type: typeLabel(p.Type) })} /></Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutate(draft, { onSuccess: () => notify(t('preferences.saved'), 'success') })}>
          {t('preferences.save')}
        </Button>
      </Group>
    </Stack>
  );
}
