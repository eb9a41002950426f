import type { ReactNode } from 'react';
import { Avatar, Badge, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconDevices, IconLock, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { initials } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { MySessionsPanel } from '../components/my-sessions-panel.tsx';
import { PersonalDetailsForm } from '../components/personal-details-form.tsx';
import { TwoFactorPanel } from '../components/two-factor-panel.tsx';
import { ProfilePhoto } from '../components/profile-photo.tsx';
import { useUserPhoto } from '../api/get-user-photo.ts';

/** Tabs of /profile/{tabId}; /profile opens the first. */
export const profileTabs = ['details', 'password', 'two-factor', 'sessions'] as const;
type ProfileTab = (typeof profileTabs)[number];

/** A tab another module adds to the profile (composed in app/: features do not import each other). */
export type ProfileExtraTab = { value: string; label: string; icon: ReactNode; panel: ReactNode };

/** /profile and /profile/{tabId}: personal details, change password, two-factor sign-in, my sessions, and the tabs added. */
export function ProfilePage({ extraTabs = [] }: { extraTabs?: ProfileExtraTab[] }) {
  const { t } = useTranslation(['profile', 'users']);
  const { tabId } = useParams();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const photo = useUserPhoto(user?.thumb);
  const tab = (tabId ?? 'details').toLowerCase() as ProfileTab;
  if (!profileTabs.includes(tab) && !extraTabs.some((x) => x.value === tab)) return <Navigate to="/profile" replace />;
  if (!user) return null;

  return (
    <Stack gap="lg">
      <PageTitle title={t('profile:title')} />
      <Card withBorder padding="lg" radius="md">
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={photo}
            alt=""
            aria-hidden
            size={72}
            radius="50%"
            variant="filled"
          >
            {initials(user.name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>{user.name}</Text>
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
            <Group gap="xs" mt={4}>
              <Badge variant="light">{t(`users:roles.${user.role}`)}</Badge>
            </Group>
          </Stack>
        </Group>
      </Card>
      <Tabs
        value={tab}
        onChange={(v) => v && void navigate(v === 'details' ? '/profile' : `/profile/${v}`)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('profile:sections')}>
          <Tabs.Tab value="details" leftSection={<IconUser size={16} aria-hidden />}>{t('profile:tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconLock size={16} aria-hidden />}>{t('profile:tabs.password')}</Tabs.Tab>
          <Tabs.Tab value="two-factor" leftSection={<IconShieldLock size={16} aria-hidden />}>{t('profile:tabs.twoFactor')}</Tabs.Tab>
          <Tabs.Tab value="sessions" leftSection={<IconDevices size={16} aria-hidden />}>{t('profile:tabs.sessions')}</Tabs.Tab>
          {extraTabs.map((x) => <Tabs.Tab key={x.value} value={x.value} leftSection={x.icon}>{x.label}</Tabs.Tab>)}
        </Tabs.List>
        <Tabs.Panel value="details" pt="lg">
          <Stack gap="xl">
            <ProfilePhoto user={user} />
            <PersonalDetailsForm key={user.id} user={user} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="password" pt="lg">
          <ChangePasswordForm />
        </Tabs.Panel>
        <Tabs.Panel value="two-factor" pt="lg">
          <TwoFactorPanel />
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="lg">
          <MySessionsPanel />
        </Tabs.Panel>
        {extraTabs.map((x) => <Tabs.Panel key={x.value} value={x.value} pt="lg">{x.panel}</Tabs.Panel>)}
      </Tabs>
    </Stack>
  );
}
