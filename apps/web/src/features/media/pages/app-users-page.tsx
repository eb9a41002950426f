import { useState } from 'react';
import { Badge, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { IconDeviceMobile, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AppPlatform, AppSubscriber, AppUser } from '@app/contracts/mobile';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getAppSubscribers, getAppUsers, mobileKey } from '../api/mobile-api.ts';

const PlatformBadge = ({ p }: { p: string }) => <Badge variant="light" color={p === 'ios' ? 'gray' : 'green'}>{p === 'ios' ? 'iOS' : 'Android'}</Badge>;

/** /appAdmin/appUsers (mobile.manage): accounts signed in on the app, and the app's anonymous subscribers. */
export function AppUsersPage() {
  const { t } = useTranslation('media');
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'subscribers' ? 'subscribers' : 'users';
  const [platform, setPlatform] = useState<'' | AppPlatform>('');
  const filters = platform ? { Platform: platform } : {};
  const platformControl = (
    <SegmentedControl aria-label={t('app.platform')} value={platform} onChange={(v) => setPlatform(v as '' | AppPlatform)}
      data={[{ value: '', label: t('app.allPlatforms') }, { value: 'android', label: 'Android' }, { value: 'ios', label: 'iOS' }]} />
  );
  const date = (v: string) => <time dateTime={v}>{fmt.dateTime(v)}</time>;
  const userColumns: DataTableColumn<AppUser>[] = [
    { id: 'FirstName', header: t('app.firstName'), sortable: true, primary: true, cell: (r) => r.FirstName },
    { id: 'LastName', header: t('app.lastName'), sortable: true, cell: (r) => r.LastName },
    { id: 'Email', header: t('app.email'), sortable: true, cell: (r) => r.Email },
    { id: 'Platform', header: t('app.platform'), cell: (r) => <PlatformBadge p={r.Platform} />, csv: (r) => r.Platform },
    { id: 'AppVersion', header: t('app.version'), cell: (r) => r.AppVersion },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => date(r.CreatedOn) },
    { id: 'LastSeenOn', header: t('app.lastSeen'), sortable: true, nowrap: true, cell: (r) => date(r.LastSeenOn) },
  ];
  const subColumns: DataTableColumn<AppSubscriber>[] = [
    { id: 'Name', header: t('app.name'), sortable: true, primary: true, cell: (r) => r.Name || '–' },
    { id: 'EmailID', header: t('app.email'), sortable: true, cell: (r) => r.EmailID || '–' },
    { id: 'Platform', header: t('app.platform'), sortable: true, cell: (r) => <PlatformBadge p={r.Platform} />, csv: (r) => r.Platform },
    { id: 'DeviceID', header: t('app.deviceId'), sortable: true, cell: (r) => <code style={{ overflowWrap: 'anywhere' }}>{r.DeviceID}</code>, csv: (r) => r.DeviceID },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => date(r.CreatedOn) },
    { id: 'LastSeenOn', header: t('app.lastSeen'), sortable: true, nowrap: true, cell: (r) => date(r.LastSeenOn) },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('app.usersTitle')} description={t('app.usersLead')} />
      <Tabs value={tab} onChange={(v) => setParams(v === 'subscribers' ? { tab: 'subscribers' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users" leftSection={<IconUserCheck size={16} aria-hidden />}>{t('app.usersTab')}</Tabs.Tab>
          <Tabs.Tab value="subscribers" leftSection={<IconDeviceMobile size={16} aria-hidden />}>{t('app.subscribersTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <DataTable<AppUser, { Platform?: AppPlatform }> label={t('app.usersTab')} queryKey={[...mobileKey, 'users']} fetchPage={getAppUsers} filters={filters} filterControls={platformControl}
            columns={userColumns} rowKey={(r) => r.UserID} initialSort={{ id: 'LastSeenOn', desc: true }} searchLabel={t('app.searchUsers')} emptyText={t('app.emptyUsers')} csvFileName="app-users" />
        </Tabs.Panel>
        <Tabs.Panel value="subscribers" pt="md">
          <DataTable<AppSubscriber, { Platform?: AppPlatform }> label={t('app.subscribersTab')} queryKey={[...mobileKey, 'subscribers']} fetchPage={getAppSubscribers} filters={filters} filterControls={platformControl}
            columns={subColumns} rowKey={(r) => r.ID} initialSort={{ id: 'CreatedOn', desc: true }} searchLabel={t('app.searchSubscribers')} emptyText={t('app.emptySubscribers')} csvFileName="app-subscribers" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
