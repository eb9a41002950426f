import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page.tsx';

export function PageNotFoundPage() {
  const { t } = useTranslation('public');
  return (
    <StatusPage
      code="404"
      icon={<IconMapQuestion size={40} stroke={1.5} />}
      title={t('status.notFound.title')}
      text={t('status.notFound.text')}
      actions={<Button component={Link} to="/contact" variant="default">{t('status.contact')}</Button>}
    />
  );
}
