import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../lib/auth-store.ts';
import { DeferredMenu } from './deferred-menu.tsx';
import { AvatarTrigger } from './triggers.tsx';

const loadUserMenu = () => import('./menu-dropdowns.tsx').then((m) => ({ default: m.UserMenuFull }));

/** Profile, language, settings and logout (the menu code loads on first use). */
export function UserMenu() {
  const { t } = useTranslation('common');
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const label = t('shell.accountMenu', { name: user.name });
  return <DeferredMenu load={loadUserMenu} props={{}} placeholder={(h) => <AvatarTrigger user={user} label={label} {...h} />} />;
}
