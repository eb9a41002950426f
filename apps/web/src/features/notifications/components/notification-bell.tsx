import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Indicator, Loader, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useLiveNotifications } from '../lib/use-live-notifications.ts';
import type { NotificationPopover as PopoverComponent } from './notification-popover.tsx';

let popoverModule: Promise<typeof PopoverComponent> | undefined;
/** The popover (its list, Popover and floating-ui) is fetched once, on the first sign of intent. */
const loadPopover = () => (popoverModule ??= import('./notification-popover.tsx').then((m) => m.NotificationPopover));

/**
 * The bell in the shell's header: the unread count (a badge, announced to screen readers as it changes) and the
 * button that opens the latest notifications (NotificationPopover, loaded when the pointer comes near, the button
 * gets the focus or is pressed; until then a press shows the button's loading state). It holds the live stream,
 * so a new notification raises the count and shows a toast on whatever page is open.
 */
export function NotificationBell() {
  // The shell's own namespace: the notifications one (the popover's) is not part of the first load.
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const [Popover, setPopover] = useState<typeof PopoverComponent | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  const count = useUnreadCount();
  const unread = count.data ?? 0;

  useLiveNotifications(true, (item) => notify(item.NotificationText, 'info', item.NotificationTitle));

  const intent = useCallback(() => {
    if (Popover) return;
    void loadPopover().then((component) => {
      // Swapping the plain button for the popover's: keep the focus where the user put it.
      setRefocus(document.activeElement === buttonRef.current);
      setPopover(() => component);
    });
  }, [Popover]);

  // Screen readers hear the count when it changes, not when the page loads.
  const [announced, setAnnounced] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (count.data === undefined) return;
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnounced(t('shell.notifications.unread', { count: count.data }));
  }, [count.data, t]);

  const label = unread > 0 ? t('shell.notifications.labelUnread', { count: unread }) : t('shell.notifications.label');
  const button = (
    <ActionIcon
      ref={buttonRef}
      variant="subtle"
      color="inherit"
      c="inherit"
      size="lg"
      aria-label={label}
      title={label}
      onPointerEnter={intent}
      onFocus={intent}
      onClick={() => {
        setOpened((o) => !o);
        intent();
      }}
      // Until the popover is here, the same attributes its target carries, and a loading state once pressed
      // (not ActionIcon's `loading`: that disables the button and would drop the keyboard focus).
      {...(Popover ? {} : { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, 'aria-busy': opened || undefined })}
      data-testid="notification-bell"
    >
      {opened && !Popover ? <Loader size={16} color="gray" aria-label={t('loading')} /> : <IconBell size={20} stroke={1.5} aria-hidden />}
    </ActionIcon>
  );

  return (
    <>
      <VisuallyHidden aria-live="polite" role="status">{announced}</VisuallyHidden>
      {/* The badge wraps the target: the popover's ARIA attributes belong on the button, not on the badge's box. */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        color="red"
        offset={6}
        disabled={unread === 0}
        data-testid="notification-count"
        data-count={unread}
      >
        {Popover ? (
          <Popover opened={opened} setOpened={setOpened} unread={unread} button={button} buttonRef={buttonRef} refocus={refocus} />
        ) : button}
      </Indicator>
    </>
  );
}
