import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, languages } from '../../lib/i18n.ts';

/** Language items for a Menu dropdown (used by the user menu and the visitor's language button). */
export function LanguageItems() {
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

/** The visitor's language switch (signed-in users have it in the user menu). */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <Tooltip label={t('shell.language')}>
          <ActionIcon variant="subtle" color="inherit" size="lg" aria-label={t('shell.language')} c="inherit">
            <IconLanguage size={20} stroke={1.5} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageItems />
      </Menu.Dropdown>
    </Menu>
  );
}
