import { useState } from 'react';
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconHistory, IconMailForward, IconPlayerPlay, IconPlayerStop, IconPlugConnected, IconShieldOff, IconUserCog, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountRoles, isAdminKind, type AccountRole } from '@app/contracts/roles';
import type { UserRow } from '@app/contracts/users';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getUsers, usersKey, type UsersFilters } from '../api/get-users.ts';
import { useResendInvite } from '../api/resend-invite.ts';
import { useResetTwoFactor } from '../api/reset-two-factor.ts';
import { useSetUserActive } from '../api/set-user-active.ts';
import { ChangeRoleModal } from '../components/change-role-modal.tsx';
import { CreateStaffModal } from '../components/create-staff-modal.tsx';
import { useLast } from '../../../ui/use-last.ts';
import { grantableRoles, grantableStaffRoles, mayManageRole } from '../components/roles.ts';

const roleColor = (role: string) => (isAdminKind(role) ? 'grape' : role === 'Trainee' ? 'gray' : 'blue');

/**
 * /Others/manageUsersGroups: users and their roles; invite staff (and resend an invitation still pending), change
 * a role, deactivate or reactivate.
 */
export function StaffUsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const fmt = useFormat();
  const me = useAuthStore((s) => s.user);
  const myRole = me?.role ?? null;
  // Staff by default: learners are managed on their own screens (Manage Student, Admissions).
  const [role, setRole] = useState<AccountRole | 'staff' | ''>('staff');
  const [active, setActive] = useState<'' | 'true' | 'false'>('');
  const [creating, setCreating] = useState(false);
  const [roleTarget, setRoleTarget] = useState<UserRow | null>(null);
  const [toggling, setToggling] = useState<UserRow | null>(null);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const setActiveState = useSetUserActive();
  const shown = useLast(toggling);
  const [inviting, setInviting] = useState<UserRow | null>(null);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const resend = useResendInvite();
  const invitee = useLast(inviting);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);
  const resetTwoFactor = useResetTwoFactor();
  const resetTarget = useLast(resetting);

  const filters: UsersFilters = { ...(role ? { role } : {}), ...(active ? { active } : {}) };
  const fullName = (u: UserRow) => `${u.FirstName} ${u.LastName}`.trim();
  const statusText = (u: UserRow) =>
    [u.Active ? t('users:active') : t('users:inactive'), u.InvitePending ? t('users:invitePending') : null].filter(Boolean).join(' · ');

  const columns: DataTableColumn<UserRow>[] = [
    {
      id: 'Name',
      header: t('users:fields.name'),
      sortable: true,
      primary: true,
      cell: (u) => (
        <>
          {fullName(u)}
          {u.ID === me?.id ? <Badge ml={6} size="xs" variant="outline">{t('users:you')}</Badge> : null}
        </>
      ),
      csv: fullName,
    },
    { id: 'Email', header: t('users:fields.email'), sortable: true },
    { id: 'Phone', header: t('users:fields.phone'), nowrap: true },
    {
      id: 'Role',
      header: t('users:fields.role'),
      sortable: true,
      cell: (u) => <Badge variant="light" color={roleColor(u.Role)}>{t(`users:roles.${u.Role}`)}</Badge>,
      csv: (u) => t(`users:roles.${u.Role}`),
    },
    {
      id: 'Active',
      header: t('users:fields.status'),
      cell: (u) => (
        <Group gap={6} wrap="wrap">
          <Badge variant="dot" color={u.Active ? 'green' : 'gray'}>{u.Active ? t('users:active') : t('users:inactive')}</Badge>
          {u.InvitePending ? (
            <Badge variant="light" color="orange" title={u.InvitedOn ? t('users:invitedOn', { date: fmt.dateTime(u.InvitedOn) }) : undefined}>
              {t('users:invitePending')}
            </Badge>
          ) : null}
        </Group>
      ),
      csv: statusText,
    },
    { id: 'CreatedOn', header: t('users:fields.createdOn'), sortable: true, cell: (u) => fmt.dateTime(u.CreatedOn), nowrap: true },
  ];

  const confirmToggle = () => {
    if (!toggling) return;
    const target = toggling;
    setToggleError(null);
    setActiveState.mutate({ id: target.ID, active: !target.Active }, {
      onSuccess: () => {
        notify(t(target.Active ? 'users:deactivated' : 'users:activated', { name: fullName(target) }), 'success');
        setToggling(null);
      },
      onError: (e) => setToggleError(errorMessage(e)),
    });
  };

  const confirmResend = () => {
    if (!inviting) return;
    const target = inviting;
    setInviteError(null);
    resend.mutate(target.ID, {
      onSuccess: () => {
        notify(t('users:resent', { email: target.Email }), 'success');
        setInviting(null);
      },
      onError: (e) => {
        // Chosen or deactivated meanwhile, or resent too often: say so in the user's language.
        if (e instanceof ApiError && e.code === 'RULE_VIOLATED') setInviteError(t('users:resendRefused', { name: fullName(target) }));
        else if (e instanceof ApiError && e.code === 'RATE_LIMITED') setInviteError(t('users:resendLimited', { name: fullName(target) }));
        else setInviteError(errorMessage(e));
      },
    });
  };

  const confirmResetTwoFactor = () => {
    if (!resetting) return;
    const target = resetting;
    setResetError(null);
    resetTwoFactor.mutate(target.ID, {
      onSuccess: () => {
        notify(t('users:resetTwoFactorDone', { name: fullName(target) }), 'success');
        setResetting(null);
      },
      onError: (e) => setResetError(e instanceof ApiError && e.code === 'RULE_VIOLATED' ? t('users:resetTwoFactorNone', { name: fullName(target) }) : errorMessage(e)),
    });
  };

  const filterControls = (
    <>
      <NativeSelect
        label={t('users:filters.role')}
        size="sm"
        value={role}
        onChange={(e) => setRole(e.currentTarget.value as AccountRole | 'staff' | '')}
        data={[
          { value: 'staff', label: t('users:filters.allStaff') },
          ...accountRoles.filter((r) => r !== 'Trainee').map((r) => ({ value: r, label: t(`users:roles.${r}`) })),
          { value: 'Trainee', label: t('users:roles.Trainee') },
          { value: '', label: t('users:filters.allRoles') },
        ]}
      />
      <NativeSelect
        label={t('users:filters.status')}
        size="sm"
        value={active}
        onChange={(e) => setActive(e.currentTarget.value as '' | 'true' | 'false')}
        data={[
          { value: '', label: t('users:filters.allStates') },
          { value: 'true', label: t('users:active') },
          { value: 'false', label: t('users:inactive') },
        ]}
      />
    </>
  );

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('users:title')}
        description={t('users:lead')}
        actions={
          <Group gap="md">
            <Anchor component={Link} to="/Others/ActiveUsersList" size="sm" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
                <IconPlugConnected size={16} aria-hidden />{t('users:links.active')}
            </Anchor>
            <Anchor component={Link} to="/Others/SessionUsersListHistory" size="sm" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
                <IconHistory size={16} aria-hidden />{t('users:links.history')}
            </Anchor>
          </Group>
        }
      />
      <DataTable<UserRow, UsersFilters>
        label={t('users:tableLabel')}
        queryKey={usersKey}
        fetchPage={getUsers}
        filters={filters}
        filterControls={filterControls}
        columns={columns}
        rowKey={(u) => u.ID}
        searchLabel={t('users:search')}
        viewToggle
        csvFileName="users"
        emptyText={t('users:empty')}
        actions={
          <Button size="sm" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('users:addStaff')}
          </Button>
        }
        rowActions={(u) => {
          const self = u.ID === me?.id;
          const manageable = mayManageRole(myRole, u.Role);
          const reason = self ? t('users:notYourself') : !manageable ? t('users:onlySuperAdmin') : undefined;
          return (
            <>
              {u.InvitePending && u.Active ? (
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconMailForward size={14} aria-hidden />}
                  aria-label={t('users:resendInviteOf', { name: fullName(u) })}
                  title={!manageable ? t('users:onlySuperAdmin') : undefined}
                  disabled={!manageable}
                  onClick={() => {
                    setInviteError(null);
                    setInviting(u);
                  }}
                >
                  {t('users:resendInvite')}
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUserCog size={14} aria-hidden />}
                aria-label={t('users:changeRoleOf', { name: fullName(u) })}
                title={reason}
                disabled={Boolean(reason)}
                onClick={() => setRoleTarget(u)}
              >
                {t('users:role')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color={u.Active ? 'red' : 'green'}
                leftSection={u.Active ? <IconPlayerStop size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
                aria-label={t(u.Active ? 'users:deactivateUser' : 'users:activateUser', { name: fullName(u) })}
                title={reason}
                disabled={Boolean(reason)}
                onClick={() => {
                  setToggleError(null);
                  setToggling(u);
                }}
              >
                {u.Active ? t('users:deactivate') : t('users:activate')}
              </Button>
              {myRole === 'SuperAdmin' && !self ? (
                <Button
                  size="xs"
                  variant="light"
                  color="grape"
                  leftSection={<IconShieldOff size={14} aria-hidden />}
                  aria-label={t('users:resetTwoFactorOf', { name: fullName(u) })}
                  onClick={() => {
                    setResetError(null);
                    setResetting(u);
                  }}
                >
                  {t('users:resetTwoFactor')}
                </Button>
              ) : null}
            </>
          );
        }}
      />
      <CreateStaffModal opened={creating} onClose={() => setCreating(false)} roles={grantableStaffRoles(myRole)} />
      <ChangeRoleModal user={roleTarget} onClose={() => setRoleTarget(null)} roles={grantableRoles(myRole)} />
      <ConfirmModal
        opened={toggling !== null}
        onClose={() => setToggling(null)}
        onConfirm={confirmToggle}
        title={shown?.Active === false ? t('users:activateTitle') : t('users:deactivateTitle')}
        confirmLabel={shown?.Active === false ? t('users:activate') : t('users:deactivate')}
        danger={shown?.Active !== false}
        loading={setActiveState.isPending}
        error={toggleError}
      >
        <Text>
          {shown?.Active === false
            ? t('users:activateText', { name: fullName(shown) })
            : t('users:deactivateText', { name: shown ? fullName(shown) : '' })}
        </Text>
      </ConfirmModal>
      <ConfirmModal
        opened={inviting !== null}
        onClose={() => setInviting(null)}
        onConfirm={confirmResend}
        title={t('users:resendTitle')}
        confirmLabel={t('users:resendConfirm')}
        loading={resend.isPending}
        error={inviteError}
      >
        <Text>{t('users:resendText', { name: invitee ? fullName(invitee) : '', email: invitee?.Email ?? '' })}</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={resetting !== null}
        onClose={() => setResetting(null)}
        onConfirm={confirmResetTwoFactor}
        title={t('users:resetTwoFactorTitle')}
        confirmLabel={t('users:resetTwoFactorConfirm')}
        danger
        loading={resetTwoFactor.isPending}
        error={resetError}
      >
        <Text>{t('users:resetTwoFactorText', { name: resetTarget ? fullName(resetTarget) : '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
