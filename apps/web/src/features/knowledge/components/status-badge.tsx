import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KnowledgeStatus } from '@app/contracts/knowledge';

const colors: Record<KnowledgeStatus, string> = { pending: 'blue.9', changes: 'grape.9', approved: 'teal.9', rejected: 'red.9' };

export function StatusBadge({ status }: { status: KnowledgeStatus }) {
  const { t } = useTranslation('knowledge');
  return <Badge size="sm" color={colors[status]}>{t(`status.${status}`)}</Badge>;
}
