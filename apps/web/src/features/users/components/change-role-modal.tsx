import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountRole } from '@app/contracts/roles';
import type { UserRow } from '@app/contracts/users';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeUserRole } from '../api/change-user-role.ts';
import { useLast } from '../../../ui/use-last.ts';

/** Gives a user another role (only roles the signed-in user may grant are offered). */
export function ChangeRoleModal({ user: current, onClose, roles }: { user: UserRow | null; onClose: () => void; roles: AccountRole[] }) {
  const { t } = useTranslation(['users', 'common']);
  const change = useChangeUserRole();
  const user = useLast(current);
  const [role, setRole] = useState<AccountRole>('Trainee');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (current) {
      setRole(current.Role);
      setError(null);
    }
  }, [current]);

  const name = user ? `${user.FirstName} ${user.LastName}` : '';
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!user) return;
    if (role === user.Role) {
      onClose();
      return;
    }
    setError(null);
    change.mutate({ id: user.ID, role }, {
      onSuccess: () => {
        notify(t('users:roleChanged', { name, role: t(`users:roles.${role}`) }), 'success');
        onClose();
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <Modal
      opened={current !== null}
      onClose={change.isPending ? () => undefined : onClose}
      title={t('users:changeRoleTitle', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{error}</Alert> : null}
          {user ? <Text size="sm" c="dimmed">{t('users:currentRole', { role: t(`users:roles.${user.Role}`) })}</Text> : null}
          <NativeSelect
            label={t('users:fields.newRole')}
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as AccountRole)}
            data={roles.map((r) => ({ value: r, label: t(`users:roles.${r}`) }))}
            data-autofocus
          />
          <Text size="sm" c="dimmed">{t('users:roleNote')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={change.isPending}>{t('users:changeRole')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
