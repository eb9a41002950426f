import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../../features/profile/pages/profile-page.tsx';

const NotificationPreferencesPanel = lazy(() =>
  import('../../features/notifications/components/notification-preferences-panel.tsx').then((m) => ({ default: m.NotificationPreferencesPanel })),
);

/** /profile and /profile/{tabId}: the profile with the notification preferences as one more tab. */
export function ProfileRoutePage() {
  const { t } = useTranslation('notifications');
  return (
    <ProfilePage
      extraTabs={[
        {
          value: 'notifications',
          label: t('preferences.tab'),
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
