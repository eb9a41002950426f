import { useState } from 'react';
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationTypes, type Notification } from '@app/contracts/notifications';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getNotificationsPage, type NotificationFilters } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { useMarkRead } from '../api/read-notifications.ts';
import { useNotificationTypeLabel } from '../components/notification-labels.ts';

/**
 * /notifications: my notifications, newest first (NotificationTitle, NotificationText, NotificationType, CreatedOn,
 * read or unread), filtered by type and state, searched; mark one or all read; a title opens the notification.
 * New ones arrive over the live stream and refresh the list in place.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const fmt = useFormat();
  const typeLabel = useNotificationTypeLabel();
  const markRead = useMarkRead();
  const unread = useUnreadCount().data ?? 0;
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const filters: NotificationFilters = {
    ...(type ? { type } : {}),
    ...(status === 'read' || status === 'unread' ? { status } : {}),
  };

  const columns: DataTableColumn<Notification>[] = [
    {
      id: 'NotificationTitle', header: t('fields.title'), sortable: true, primary: true,
      cell: (n) => (
        <Anchor component={Link} to={`/notification/${n.NotificationID}`} fw={n.NotificationStatus === 'unread' ? 700 : 400}>
          {n.NotificationTitle}
        </Anchor>
      ),
    },
    { id: 'NotificationText', header: t('fields.text'), cell: (n) => <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>{n.NotificationText}</Text> },
    { id: 'NotificationType', header: t('fields.type'), sortable: true, cell: (n) => typeLabel(n.NotificationType), csv: (n) => typeLabel(n.NotificationType) },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (n) => <time dateTime={n.CreatedOn}>{fmt.dateTime(n.CreatedOn)}</time> },
    {
      id: 'NotificationStatus', header: t('fields.status'), sortable: true,
      cell: (n) => <Badge variant={n.NotificationStatus === 'unread' ? 'filled' : 'light'} color={n.NotificationStatus === 'unread' ? 'blue' : 'gray'}>{t(`status.${n.NotificationStatus}`)}</Badge>,
      csv: (n) => t(`status.${n.NotificationStatus}`),
    },
  ];

  const selectWidth = { base: '100%', xs: '13rem' };
  const filterControls = (
    <>
      <NativeSelect
        label={t('filters.type')}
        w={selectWidth}
        size="sm"
        value={type}
        onChange={(e) => setType(e.currentTarget.value)}
        data={[{ value: '', label: t('filters.allTypes') }, ...notificationTypes.map((v) => ({ value: v, label: typeLabel(v) }))]}
      />
      <NativeSelect
        label={t('filters.status')}
        w={selectWidth}
        size="sm"
        value={status}
        onChange={(e) => setStatus(e.currentTarget.value)}
        data={[{ value: '', label: t('filters.allStates') }, { value: 'unread', label: t('status.unread') }, { value: 'read', label: t('status.read') }]}
      />
    </>
  );

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('title')}
        description={t('lead', { count: unread })}
        actions={
          <Button
            leftSection={<IconChecks size={18} aria-hidden />}
            disabled={unread === 0}
            loading={markRead.isPending && !('ids' in (markRead.variables ?? {}))}
            onClick={() => markRead.mutate(type ? { all: true, type } : { all: true })}
          >
            {type ? t('markAllOfTypeRead', { type: typeLabel(type) }) : t('markAllRead')}
          </Button>
        }
      />
      <DataTable<Notification, NotificationFilters>
        label={t('tableLabel')}
        queryKey={notificationKeys.list}
        fetchPage={getNotificationsPage}
        filters={filters}
        filterControls={filterControls}
        columns={columns}
        rowKey={(n) => n.NotificationID}
        csvFileName="notifications"
        emptyText={type || status ? t('emptyFiltered') : t('empty')}
        rowActions={(n) =>
          n.NotificationStatus === 'unread' ? (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCheck size={14} aria-hidden />}
                aria-label={t('markReadOne', { title: n.NotificationTitle })}
                onClick={() => markRead.mutate({ ids: [n.NotificationID] })}
              >
                {t('markRead')}
              </Button>
            </Group>
          ) : null
        }
      />
    </Stack>
  );
}
