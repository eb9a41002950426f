import { useTranslation } from 'react-i18next';
import { DeferredMenu } from './deferred-menu.tsx';
import { LanguageTrigger } from './triggers.tsx';

const loadLanguageMenu = () => import('./menu-dropdowns.tsx').then((m) => ({ default: m.LanguageMenuFull }));

/** The visitor's language switch (signed-in users have it in the user menu). */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  return <DeferredMenu load={loadLanguageMenu} props={{}} placeholder={(h) => <LanguageTrigger label={t('shell.language')} {...h} />} />;
}
