import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyProgress } from '@app/contracts/capsules';

/** Where a learner is in a capsule: not started, bought, Test 1 passed, both passed, badge claimed. */
export function CapsuleProgressBadge({ progress: p }: { progress: MyProgress | null }) {
  const { t } = useTranslation('capsules');
  if (!p) return <Badge variant="outline" color="gray" size="sm">{t('progress.notStarted')}</Badge>;
  const [key, color] = p.BadgeClaimed ? ['badge', 'teal'] : p.Test2Completed ? ['test2', 'teal'] : p.Test1Completed ? ['test1', 'blue'] : p.VideoBought ? ['bought', 'blue'] : ['notStarted', 'gray'];
  return <Badge variant="light" color={color} size="sm">{t(`progress.${key}`)}</Badge>;
}
