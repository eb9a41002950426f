import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../lib/auth-store.ts';
import { usePrefsStore } from '../../lib/prefs-store.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { LanguageItems } from './language-menu.tsx';
import { isRouteBuilt } from './use-menu.ts';

function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((p) => p[0]!.toUpperCase()).join('') || '?';
}

/** Profile, language, settings and logout. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const user = useAuthStore((s) => s.user);
  const openSettings = () => usePrefsStore.getState().setOpenPanel('settings');
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;
  return (
    <Menu position="bottom-end" withArrow width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.accountMenu', { name: user.name })} style={{ borderRadius: '50%' }}>
          <Avatar src={user.thumb || null} alt="" variant="filled" radius="xl">
            {initials(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="bright" truncate>{user.name}</Text>
          <Text size="xs" c="dimmed" truncate>{user.email}</Text>
        </Menu.Label>
        {isRouteBuilt('/profile') ? (
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={18} stroke={1.5} aria-hidden />}>
            {t('shell.profile')}
          </Menu.Item>
        ) : null}
        <Menu.Item onClick={openSettings} leftSection={<IconSettings size={18} stroke={1.5} aria-hidden />}>
          {t('shell.settings')}
        </Menu.Item>
        <Menu.Divider />
        <LanguageItems />
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={18} stroke={1.5} aria-hidden />}
          onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) })}
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
