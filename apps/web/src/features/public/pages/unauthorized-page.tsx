import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page.tsx';

export function UnauthorizedPage() {
  const { t } = useTranslation('public');
  return (
    <StatusPage
      code="403"
      icon={<IconLock size={40} stroke={1.5} />}
      title={t('status.unauthorized.title')}
      text={t('status.unauthorized.text')}
      actions={<Button component={Link} to="/contact" variant="default">{t('status.contact')}</Button>}
    />
  );
}
