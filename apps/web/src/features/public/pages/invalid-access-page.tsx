import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page.tsx';

/** Where a signed-in user lands on a page meant for visitors only (login, register, password reset). */
export function InvalidAccessPage() {
  const { t } = useTranslation('public');
  return (
    <StatusPage
      code="400"
      icon={<IconBan size={40} stroke={1.5} />}
      title={t('status.invalidAccess.title')}
      text={t('status.invalidAccess.text')}
    />
  );
}
