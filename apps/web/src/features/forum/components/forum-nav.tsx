import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hasCapability } from '@app/contracts/roles';
import { useAuthStore } from '../../../lib/auth-store.ts';

const links = [
  { to: '/Forum', key: 'nav.all' },
  { to: '/Forum/MyTopics', key: 'nav.myTopics' },
  { to: '/Forum/MyAnswers', key: 'nav.myAnswers' },
  { to: '/Forum/MyBookmarks', key: 'nav.myBookmarks' },
  { to: '/Forum/ReportedQuestions', key: 'nav.myReports' },
] as const;

/** The forum's own sections for members (a visitor sees only the topics), and the Ask button. */
export function ForumNav() {
  const { t } = useTranslation('forum');
  const role = useAuthStore((s) => s.user?.role);
  const { pathname } = useLocation();
  if (!hasCapability(role, 'forum.participate')) return null;
  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label={t('nav.label')}>
      {links.map((l) => (
        <Button key={l.to} component={Link} to={l.to} size="xs" variant={pathname.toLowerCase() === l.to.toLowerCase() ? 'filled' : 'light'}>
          {t(l.key)}
        </Button>
      ))}
      <Button component={Link} to="/Forum/AddTopic" size="xs" variant="outline" leftSection={<IconPlus size={14} aria-hidden />}>{t('ask')}</Button>
    </Group>
  );
}
