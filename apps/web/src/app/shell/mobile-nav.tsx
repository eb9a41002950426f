import { Drawer, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../lib/config.ts';
import { usePrefsStore } from '../../lib/prefs-store.ts';
import { VerticalMenu } from './nav-menu.tsx';
import type { MenuItem } from './menus.ts';

/** The menu below 992 px: a drawer (loaded on first open, so desktop visitors never download it). */
export function MobileNav({ items, opened }: { items: MenuItem[]; opened: boolean }) {
  const { t } = useTranslation('common');
  const setOpenPanel = usePrefsStore((s) => s.setOpenPanel);
  return (
    <Drawer
      opened={opened}
      onClose={() => setOpenPanel(null)}
      size={300}
      title={<Text fw={700}>{BRAND}</Text>}
      closeButtonProps={{ 'aria-label': t('shell.closeMenu') }}
    >
      <VerticalMenu items={items} onNavigate={() => setOpenPanel(null)} />
    </Drawer>
  );
}
