import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StaffUsersPage } from '../../features/users/pages/staff-users-page.tsx';
import { GroupsPanel } from '../../features/groups/pages/groups-panel.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

/** /Others/manageUsersGroups: the users (roles, invitations) and the user groups (features/groups), one tab each. */
export function UsersGroupsRoutePage() {
  const { t } = useTranslation('groups');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'groups' ? 'groups' : 'users';
  return (
    <Tabs value={tab} onChange={(v) => setParams(v === 'groups' ? { tab: 'groups' } : {})} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="users">{t('tabUsers')}</Tabs.Tab>
        <Tabs.Tab value="groups">{t('tabGroups')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="users"><StaffUsersPage /></Tabs.Panel>
      <Tabs.Panel value="groups">
        <Stack gap="lg">
          <PageTitle title={t('title')} description={t('ruleHint')} />
          <GroupsPanel />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
