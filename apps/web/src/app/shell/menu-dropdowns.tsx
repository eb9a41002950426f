import { Menu, Text } from '@mantine/core';
import { IconCheck, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../lib/auth-store.ts';
import { usePrefsStore } from '../../lib/prefs-store.ts';
import { changeLanguage, currentLanguage, languages } from '../../lib/i18n.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { itemTarget, type MenuItem } from './menus.ts';
import { isRouteBuilt } from './use-menu.ts';
import { AvatarTrigger, CompactGroupTrigger, LanguageTrigger, MenuBarTrigger } from './triggers.tsx';

// The dropdown menus of the shell, loaded on first use (see deferred-menu.tsx).

const ICON = { size: 18, stroke: 1.5 } as const;

function LanguageItems() {
  const { t } = useTranslation('common');
  const active = currentLanguage();
  return (
    <>
      <Menu.Label>{t('shell.language')}</Menu.Label>
      {languages.map((l) => (
        <Menu.Item
          key={l.code}
          lang={l.locale}
          onClick={() => void changeLanguage(l.code)}
          rightSection={l.code === active ? <IconCheck size={16} aria-hidden /> : null}
          aria-current={l.code === active ? 'true' : undefined}
        >
          {l.label}
        </Menu.Item>
      ))}
    </>
  );
}

/** Profile, settings, language and logout. */
export function UserMenuFull({ defaultOpened }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('common');
  const user = useAuthStore((s) => s.user);
  const logout = useLogout();
  if (!user) return null;
  return (
    <Menu withInitialFocusPlaceholder={false} position="bottom-end" withArrow width={240} defaultOpened={defaultOpened}>
      <Menu.Target>
        <AvatarTrigger user={user} label={t('shell.accountMenu', { name: user.name })} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="bright" truncate>{user.name}</Text>
          <Text size="xs" c="dimmed" truncate>{user.email}</Text>
        </Menu.Label>
        {isRouteBuilt('/profile') ? (
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser {...ICON} aria-hidden />}>{t('shell.profile')}</Menu.Item>
        ) : null}
        <Menu.Item onClick={() => usePrefsStore.getState().setOpenPanel('settings')} leftSection={<IconSettings {...ICON} aria-hidden />}>
          {t('shell.settings')}
        </Menu.Item>
        <LanguageItems />
        <Menu.Item
          leftSection={<IconLogout {...ICON} aria-hidden />}
          onClick={() => logout.mutate()}
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The visitor's language switch. */
export function LanguageMenuFull({ defaultOpened }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Menu withInitialFocusPlaceholder={false} position="bottom-end" withArrow defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageTrigger label={t('shell.language')} />
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageItems />
      </Menu.Dropdown>
    </Menu>
  );
}

function DropdownItems({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation('menu');
  return items.flatMap((entry) =>
    entry.children
      ? [
          <Menu.Label key={`l-${entry.label}`}>{t(entry.label)}</Menu.Label>,
          ...entry.children.map((c) => (
            <Menu.Item key={c.label} component={Link} to={itemTarget(c)!} leftSection={<c.icon {...ICON} aria-hidden />}>
              {t(c.label)}
            </Menu.Item>
          )),
        ]
      : [
          entry.href ? (
            <Menu.Item key={entry.label} component="a" href={entry.href} target="_blank" rel="noreferrer" leftSection={<entry.icon {...ICON} aria-hidden />}>
              {t(entry.label)}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.label} component={Link} to={itemTarget(entry)!} leftSection={<entry.icon {...ICON} aria-hidden />}>
              {t(entry.label)}
            </Menu.Item>
          ),
        ],
  );
}

/** A horizontal-menu dropdown: a group's children, or the entries that did not fit ("More"). */
export function MenuBarDropdown({ label, icon, active, more, items, defaultOpened }: {
  label: string; icon?: React.ReactNode; active?: boolean; more?: boolean; items: MenuItem[]; defaultOpened?: boolean;
}) {
  return (
    <Menu withInitialFocusPlaceholder={false} position={more ? 'bottom-end' : 'bottom-start'} withArrow defaultOpened={defaultOpened}>
      <Menu.Target>
        <MenuBarTrigger label={label} icon={icon} active={active} more={more} />
      </Menu.Target>
      <Menu.Dropdown>
        <DropdownItems items={items} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** A group of the compact (icon-only) vertical menu. */
export function CompactGroupDropdown({ label, icon, active, items, onNavigate, defaultOpened }: {
  label: string; icon: React.ReactNode; active?: boolean; items: MenuItem[]; onNavigate?: () => void; defaultOpened?: boolean;
}) {
  const { t } = useTranslation('menu');
  return (
    <Menu withInitialFocusPlaceholder={false} position="right-start" withArrow defaultOpened={defaultOpened}>
      <Menu.Target>
        <CompactGroupTrigger label={label} icon={icon} active={active} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {items.map((c) => (
          <Menu.Item key={c.label} component={Link} to={itemTarget(c)!} leftSection={<c.icon {...ICON} aria-hidden />} onClick={onNavigate}>
            {t(c.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
