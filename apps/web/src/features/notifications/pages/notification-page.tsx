import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useOpenNotification } from '../api/read-notifications.ts';
import { useNotificationTypeLabel } from '../components/notification-labels.ts';
import { linkTarget } from '../components/notification-link.ts';

/** /notification/{notificationId}: one of my notifications, marked read as it opens, with the way to what it is about. */
export function NotificationPage() {
  const { t } = useTranslation('notifications');
  const fmt = useFormat();
  const typeLabel = useNotificationTypeLabel();
  const id = Number(useParams().notificationId);
  const q = useOpenNotification(id);
  const back = { to: '/notifications', label: t('backToList') };

  if (!Number.isInteger(id) || id <= 0 || (q.isError && q.error instanceof ApiError && q.error.status === 404)) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('notFound.title')} back={back} />
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden />}>{t('notFound.text')}</Alert>
      </Stack>
    );
  }
  if (q.isError) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('title')} back={back} />
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(q.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void q.refetch()}>{t('retry')}</Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (!q.data) {
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton h={36} w="60%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  const n = q.data;
  const target = linkTarget(n.Link);
  return (
    <Stack gap="lg">
      <PageTitle title={n.NotificationTitle} back={back} />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{typeLabel(n.NotificationType)}</Badge>
            <Text size="sm" c="dimmed"><time dateTime={n.CreatedOn}>{fmt.dateTime(n.CreatedOn)}</time></Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.NotificationText}</Text>
          {target && 'internal' in target ? (
            <Button component={Link} to={target.internal} rightSection={<IconArrowRight size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
              {t('follow')}
            </Button>
          ) : null}
          {target && 'external' in target ? (
            <Anchor href={target.external} target="_blank" rel="noopener noreferrer" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              {t('followExternal')} <IconExternalLink size={16} aria-hidden />
            </Anchor>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
