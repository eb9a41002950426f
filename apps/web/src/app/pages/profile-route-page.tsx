import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { IconBell, IconFileCv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasCapability } from '@app/contracts/roles';
import { useAuthStore } from '../../lib/auth-store.ts';
import { ProfilePage } from '../../features/profile/pages/profile-page.tsx';

const ResumeBuilderPanel = lazy(() =>
  import('../../features/resumes/components/resume-builder-panel.tsx').then((m) => ({ default: m.ResumeBuilderPanel })),
);
const NotificationPreferencesPanel = lazy(() =>
  import('../../features/notifications/components/notification-preferences-panel.tsx').then((m) => ({ default: m.NotificationPreferencesPanel })),
);

/** /profile and /profile/{tabId}: the profile with the notification preferences as one more tab. */
export function ProfileRoutePage() {
  const { t } = useTranslation(['notifications', 'resumes']);
  const role = useAuthStore((s) => s.user?.role);
  // The Resume Builder (menu "Resume Builder" -> /profile/resume) for those who build a resume.
  const resumeTab = hasCapability(role, 'resumes.build')
    ? [{
        value: 'resume',
        label: t('resumes:tab'),
        icon: <IconFileCv size={16} aria-hidden />,
        panel: (
          <Suspense fallback={<Skeleton h={480} />}>
            <ResumeBuilderPanel />
          </Suspense>
        ),
      }]
    : [];
  return (
    <ProfilePage
      extraTabs={[
        ...resumeTab,
        {
          value: 'notifications',
          label: t('notifications:preferences.tab'),
          icon: <IconBell size={16} aria-hidden />,
          panel: (
            <Suspense fallback={<Skeleton h={320} />}>
              <NotificationPreferencesPanel />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
