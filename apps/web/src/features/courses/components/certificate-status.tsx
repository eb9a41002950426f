import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CertificateStatusBadge({ revoked }: { revoked: boolean }) {
  const { t } = useTranslation('courses');
  return revoked
    ? <Badge color="red" variant="light">{t('certificates.status.revoked')}</Badge>
    : <Badge color="teal" variant="light">{t('certificates.status.valid')}</Badge>;
}
