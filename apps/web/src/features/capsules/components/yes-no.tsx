import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A step done or not, as a small badge. */
export function YesNo({ v }: { v: boolean }) {
  const { t } = useTranslation('capsules');
  return <Badge size="sm" variant="light" color={v ? 'teal' : 'gray'}>{v ? t('yes') : t('no')}</Badge>;
}
