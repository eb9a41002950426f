import { useState } from 'react';
import { Badge, Button, Card, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartPie, IconClock, IconPlus, IconSend, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Announcement } from '@app/contracts/notifications';
import { errorMessage } from '../../../lib/api-client.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { getAnnouncements, useAnnouncementStats, useCancelAnnouncement, type AnnouncementFilters } from '../api/announcements.ts';
import { announcementKeys } from '../api/notification-keys.ts';
import { useNotificationTypeLabel } from '../components/notification-labels.ts';

const statusColor = { sent: 'teal', scheduled: 'blue', cancelled: 'gray' } as const;

/**
 * /notificationdashboards (notifications.manage): announcements sent and waiting, how many people each reached
 * and how many read it; notifications of every kind over the last 30 days. Scheduled ones can be cancelled.
 */
export function NotificationDashboardPage() {
  const { t } = useTranslation('notifications');
  const fmt = useFormat();
  const typeLabel = useNotificationTypeLabel();
  const stats = useAnnouncementStats();
  const cancel = useCancelAnnouncement();
  const [status, setStatus] = useState('');
  const [cancelling, setCancelling] = useState<Announcement | null>(null);
  const { i18n } = useTranslation();
  const percent = (v: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(v);

  // Everyone and roles in the reader's language; a course's title and a count of people as the server wrote them.
  const audienceText = (a: Announcement) =>
    a.Audience.kind === 'everyone' ? t('audience.everyone') : a.Audience.kind === 'role' ? t(`roles.${a.Audience.role}`) : a.AudienceLabel;
  const filters: AnnouncementFilters = status === 'sent' || status === 'scheduled' || status === 'cancelled' ? { status } : {};
  const columns: DataTableColumn<Announcement>[] = [
    {
      id: 'Title', header: t('dashboard.fields.title'), sortable: true, primary: true,
      cell: (a) => (
        <>
          <Text size="sm" fw={600}>{a.Title}</Text>
          <Text size="xs" c="dimmed" lineClamp={2}>{a.Text}</Text>
        </>
      ),
    },
    { id: 'AudienceLabel', header: t('dashboard.fields.audience'), cell: (a) => audienceText(a), csv: (a) => audienceText(a) },
    { id: 'Status', header: t('dashboard.fields.status'), sortable: true, cell: (a) => <Badge color={statusColor[a.Status]} variant="light">{t(`dashboard.status.${a.Status}`)}</Badge>, csv: (a) => t(`dashboard.status.${a.Status}`) },
    { id: 'SendAt', header: t('dashboard.fields.sendAt'), sortable: true, nowrap: true, cell: (a) => <time dateTime={a.SentOn ?? a.SendAt}>{fmt.dateTime(a.SentOn ?? a.SendAt)}</time> },
    { id: 'Recipients', header: t('dashboard.fields.recipients'), sortable: true, cell: (a) => fmt.number(a.Recipients) },
    { id: 'ReadRate', header: t('dashboard.fields.readRate'), cell: (a) => (a.Status === 'sent' ? `${percent(a.ReadRate)} (${fmt.number(a.Read)})` : '—'), csv: (a) => a.ReadRate },
    { id: 'CreatedBy', header: t('dashboard.fields.createdBy'), cell: (a) => a.CreatedBy },
  ];

  const s = stats.data;
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('dashboard.title')}
        description={t('dashboard.lead')}
        actions={<Button component={Link} to="/addNotification" leftSection={<IconPlus size={18} aria-hidden />}>{t('dashboard.new')}</Button>}
      />
      {stats.isError ? (
        <Text c="red" role="alert">{errorMessage(stats.error)}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {s ? (
            <>
              <StatCard label={t('dashboard.stats.sent')} value={fmt.number(s.AnnouncementsSent)} caption={t('dashboard.stats.sentCaption')} icon={IconSend} />
              <StatCard label={t('dashboard.stats.scheduled')} value={fmt.number(s.AnnouncementsScheduled)} caption={t('dashboard.stats.scheduledCaption')} icon={IconClock} />
              <StatCard label={t('dashboard.stats.reach')} value={fmt.number(s.Reach)} caption={t('dashboard.stats.reachCaption')} icon={IconUsers} />
              <StatCard label={t('dashboard.stats.readRate')} value={percent(s.ReadRate)} caption={t('dashboard.stats.readRateCaption')} icon={IconChartPie} />
            </>
          ) : (
            [0, 1, 2, 3].map((i) => <Skeleton key={i} h={96} radius="md" />)
          )}
        </SimpleGrid>
      )}

      <DataTable<Announcement, AnnouncementFilters>
        label={t('dashboard.tableLabel')}
        queryKey={announcementKeys.list}
        fetchPage={getAnnouncements}
        filters={filters}
        filterControls={
          <NativeSelect
            label={t('dashboard.fields.status')}
            w={{ base: '100%', xs: '12rem' }}
            size="sm"
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value)}
            data={[
              { value: '', label: t('dashboard.allStates') },
              ...(['sent', 'scheduled', 'cancelled'] as const).map((v) => ({ value: v, label: t(`dashboard.status.${v}`) })),
            ]}
          />
        }
        columns={columns}
        rowKey={(a) => a.AnnouncementID}
        csvFileName="announcements"
        emptyText={t('dashboard.empty')}
        rowActions={(a) =>
          a.Status === 'scheduled' ? (
            <Button size="xs" variant="light" color="red" onClick={() => setCancelling(a)} aria-label={t('dashboard.cancelOne', { title: a.Title })}>
              {t('dashboard.cancel')}
            </Button>
          ) : null
        }
      />

      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">{t('dashboard.byTypeTitle')}</Title>
          {s && s.ByType.length ? (
            <Table.ScrollContainer minWidth={320}>
              <Table striped aria-label={t('dashboard.byTypeTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.type')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.fields.recipients')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.fields.readRate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.ByType.map((r) => (
                    <Table.Tr key={r.Type}>
                      <Table.Td>{typeLabel(r.Type)}</Table.Td>
                      <Table.Td ta="right">{fmt.number(r.Sent)}</Table.Td>
                      <Table.Td ta="right">{percent(r.Sent ? r.Read / r.Sent : 0)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text size="sm" c="dimmed">{s ? t('dashboard.byTypeEmpty') : t('loading')}</Text>
          )}
        </Stack>
      </Card>

      <ConfirmModal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling.AnnouncementID, { onSuccess: () => setCancelling(null) })}
        title={t('dashboard.cancelTitle')}
        confirmLabel={t('dashboard.cancelConfirm')}
        danger
        loading={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
      >
        {t('dashboard.cancelText', { title: cancelling?.Title ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
