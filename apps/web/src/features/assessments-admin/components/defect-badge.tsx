import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The "looks defective" flag of a question, with its reasons as text (not only a tooltip). */
export function DefectBadge({ defective, reasons }: { defective: boolean; reasons: readonly string[] }) {
  const { t } = useTranslation('assessments-admin');
  if (!defective) return <Badge variant="light" color="gray">{t('reports.ok')}</Badge>;
  const badge = (
    <Badge color="red" variant="filled" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      {t('reports.defective')}
    </Badge>
  );
  return reasons.length > 0 ? <Tooltip label={reasons.join('; ')} multiline w={260}>{badge}</Tooltip> : badge;
}
