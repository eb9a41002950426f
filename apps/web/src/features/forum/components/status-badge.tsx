import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ForumPostStatus } from '@app/contracts/forum';

const colors: Record<ForumPostStatus, string> = { visible: 'green', hidden: 'orange', held: 'yellow', deleted: 'gray' };

/** A post's status (moderation lists, one's own held post). */
export function PostStatusBadge({ status }: { status: ForumPostStatus }) {
  const { t } = useTranslation('forum');
  return <Badge color={colors[status]} variant="light">{t(`status.${status}`)}</Badge>;
}
