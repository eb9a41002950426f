import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { PageTitle } from '../../../ui/page-title.tsx';

/** The learner dashboard's heading and document title. */
export function DashboardHeading() {
  const { t } = useTranslation('courses');
  const name = useAuthStore((s) => s.user?.firstName || s.user?.name || '');
  return <PageTitle title={t('dashboard.title')} description={name ? t('dashboard.welcomeNamed', { name }) : t('dashboard.welcome')} />;
}
