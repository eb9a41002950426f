import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useUserCourses } from '../api/get-user-courses.ts';

/**
 * The learner dashboard's heading and document title. A learner who has not started anything yet (no course
 * in progress or completed, the first visit) is welcomed and pointed to a first step, not "welcome back".
 */
export function DashboardHeading() {
  const { t } = useTranslation('courses');
  const name = useAuthStore((s) => s.user?.firstName || s.user?.name || '');
  const courses = useUserCourses();
  const returning = (courses.data ?? []).some((c) => c.status !== 'incomplete');
  const key = courses.isPending ? 'dashboard.title' : returning ? 'dashboard.welcome' : 'dashboard.firstVisit';
  const description = key === 'dashboard.title' ? undefined : name ? t(`${key}Named`, { name }) : t(key);
  return <PageTitle title={t('dashboard.title')} description={description} />;
}
