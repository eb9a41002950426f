import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KnowledgeStatus } from '@app/contracts/knowledge';

const colors: Record<KnowledgeStatus, string> = { pending: 'yellow', changes: 'orange', approved: 'teal', rejected: 'red' };

export function StatusBadge({ status }: { status: KnowledgeStatus }) {
  const { t } = useTranslation('knowledge');
  return <Badge size="sm" variant="light" color={colors[status]} c={`${colors[status]}.9`}>{t(`status.${status}`)}</Badge>;
}
