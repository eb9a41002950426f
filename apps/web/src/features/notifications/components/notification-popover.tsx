import { useEffect, useRef, useState, type ReactElement, type Ref } from 'react';
import { Anchor, Box, Button, Divider, Group, Loader, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '@app/contracts/notifications';
import { useFormat } from '../../../ui/format.ts';
import { useLatestNotifications } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/read-notifications.ts';
import { useNotificationTypeLabel } from './notification-labels.ts';

type Props = {
  opened: boolean;
  setOpened: (opened: boolean) => void;
  unread: number;
  /** The bell's button (NotificationBell renders it; Popover.Target adds its ARIA attributes and ref). */
  button: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  /** The bell had the focus when this replaced the plain button: give it back before opening. */
  refocus: boolean;
};

/**
 * The bell's popover: the latest notifications, "mark all read" and the way to the full list. Loaded on the first
 * sign of intent (pointer over, focus, click), so the first load of every page carries only the badge.
 */
export function NotificationPopover({ opened, setOpened, unread, button, buttonRef, refocus }: Props) {
  const { t } = useTranslation('notifications');
  const fmt = useFormat();
  const typeLabel = useNotificationTypeLabel();
  const navigate = useNavigate();
  const latest = useLatestNotifications(opened);
  const markRead = useMarkRead();
  // Mounting replaced the plain button: focus the new one first, so the popover returns focus to it on close.
  const [ready, setReady] = useState(false);
  const once = useRef(refocus);
  useEffect(() => {
    if (once.current) buttonRef.current?.focus();
    once.current = false;
    setReady(true);
  }, [buttonRef]);

  const open = (n: Notification) => {
    setOpened(false);
    void navigate(n.NotificationID > 0 ? `/notification/${n.NotificationID}` : '/notifications');
  };
  const items = latest.data?.notificationList ?? [];

  return (
    <Popover opened={opened && ready} onChange={setOpened} position="bottom-end" width={360} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target popupType="dialog">{button}</Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-label={t('bell.title')} role="dialog">
        <Group justify="space-between" px="md" py="xs" wrap="nowrap">
          <Text fw={600}>{t('bell.title')}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unread === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('markAllRead')}
          </Button>
        </Group>
        <Divider />
        <Box mah={360} style={{ overflowY: 'auto' }}>
          {latest.isPending ? (
            <Group justify="center" p="md"><Loader size="sm" aria-label={t('loading')} /></Group>
          ) : latest.isError ? (
            <Stack align="center" gap="xs" p="md">
              <Text size="sm" c="red">{t('loadFailed')}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void latest.refetch()}>{t('retry')}</Button>
            </Stack>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" p="md" ta="center">{t('empty')}</Text>
          ) : (
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((n) => (
                <li key={n.NotificationID}>
                  <UnstyledButton onClick={() => open(n)} px="md" py="xs" w="100%" data-unread={n.NotificationStatus === 'unread' || undefined} style={{ display: 'block' }}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Box w={8} h={8} mt={6} style={{ borderRadius: '50%', flex: 'none', background: n.NotificationStatus === 'unread' ? 'var(--mantine-color-blue-6)' : 'transparent' }} aria-hidden />
                      <Stack gap={2} miw={0}>
                        <Text size="sm" fw={n.NotificationStatus === 'unread' ? 600 : 400} lineClamp={2}>
                          {n.NotificationTitle}
                          {n.NotificationStatus === 'unread' ? <VisuallyHidden>{` (${t('status.unread')})`}</VisuallyHidden> : null}
                        </Text>
                        <Text size="xs" c="dimmed" lineClamp={2}>{n.NotificationText}</Text>
                        <Text size="xs" c="dimmed">{typeLabel(n.NotificationType)} · <time dateTime={n.CreatedOn}>{fmt.dateTime(n.CreatedOn)}</time></Text>
                      </Stack>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          )}
        </Box>
        <Divider />
        <Group justify="center" p="xs">
          <Anchor component={Link} to="/notifications" size="sm" onClick={() => setOpened(false)}>{t('viewAll')}</Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
