import { useEffect } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMessage, IconMessageCircle, IconMessageReport, IconMessages, IconThumbUp, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ForumStats } from '@app/contracts/forum';
import { isAdminKind } from '@app/contracts/roles';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useForumStats } from '../api/get-forum-stats.ts';

/** The seven cards of the spec, in its order: each figure of GET /Topics/getForumStats and where its card leads. */
const cards: { field: keyof ForumStats; label: string; to: string; icon: typeof IconMessages }[] = [
  { field: 'TotalQuestions', label: 'dashboard.totalTopics', to: '/appAdmin/forumQuestions', icon: IconMessages },
  { field: 'ReportedQuestions', label: 'dashboard.reportedTopics', to: '/appAdmin/forumQuestions?filter=Report', icon: IconMessageReport },
  { field: 'TotalAnswers', label: 'dashboard.totalThreads', to: '/appAdmin/forumThreads/threads', icon: IconMessage },
  { field: 'UsefulAnswers', label: 'dashboard.usefulThreads', to: '/appAdmin/forumThreads/threads?filter=Useful', icon: IconThumbUp },
  { field: 'ReportedAnswers', label: 'dashboard.reportedThreads', to: '/appAdmin/forumThreads/threads?filter=Report', icon: IconFlag },
  { field: 'TotalComments', label: 'dashboard.totalComments', to: '/appAdmin/forumComments/all/comments', icon: IconMessageCircle },
  // DESIGN section 5: the server's figure, not the spec's fixed 7.
  { field: 'ReportedComments', label: 'dashboard.reportedComments', to: '/appAdmin/forumComments/all/comments?filter=Report', icon: IconAlertTriangle },
];

/**
 * /ForumDashboard and /appAdmin/forumDashboard: titled 'Forum Dashboard'; the stats load once the user is known and
 * only for the admin kind (others make no call and see no cards); no card before the answer; a card for each figure
 * present in it, three per row; a failed load (500) shows the danger toast of spec section 8.
 */
export function ForumDashboardPage() {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  const role = useAuthStore((s) => s.user?.role);
  const stats = useForumStats(isAdminKind(role));
  useEffect(() => {
    if (stats.isError) notify(t('common:errors.INTERNAL'), 'danger');
  }, [stats.isError, t]);
  const data = stats.data as Partial<ForumStats> | undefined;
  const shown = data ? cards.filter((c) => typeof data[c.field] === 'number') : [];
  return (
    <Stack gap="lg">
      <PageTitle title={t('dashboard.title')} />
      {shown.length ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="forum-stats">
          {shown.map((c) => (
            <StatCard key={c.field} label={t(c.label)} value={fmt.number(data![c.field]!)} icon={c.icon} to={c.to} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
