import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { defective: boolean; reasons: readonly string[]; responses: number; enough: boolean; min: number };

/**
 * The "looks defective" flag of a question, with its reasons as text (not only a tooltip). Below the minimum
 * sample the figures say too little: the badge says so instead of flagging.
 */
export function DefectBadge({ defective, reasons, responses, enough, min }: Props) {
  const { t } = useTranslation('assessments-admin');
  if (!enough) return <Badge variant="outline" color="gray">{t('reports.notEnough', { count: responses, min })}</Badge>;
  if (!defective) return <Badge variant="light" color="gray">{t('reports.ok')}</Badge>;
  const badge = (
    <Badge color="red" variant="filled" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      {t('reports.defective')}
    </Badge>
  );
  return reasons.length > 0 ? <Tooltip label={reasons.join('; ')} multiline w={260}>{badge}</Tooltip> : badge;
}
