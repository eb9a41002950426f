import { create } from 'zustand';
import { i18n } from './i18n.ts';

/** Toast styles of the spec's error catalogue (section 8). */
export type ToastStyle = 'info' | 'danger' | 'success';

const colors: Record<ToastStyle, string> = { info: 'blue', danger: 'red', success: 'green' };

/** Whether a toast was ever asked for: the toast host (and its code) is mounted from then on. */
export const useToastHost = create<{ needed: boolean }>(() => ({ needed: false }));

/** Shows a toast; danger toasts stay longer and are announced assertively. Toast code loads on first use. */
export function notify(message: string, style: ToastStyle = 'info', title?: string): void {
  useToastHost.setState({ needed: true });
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({
      message,
      title,
      color: colors[style],
      autoClose: style === 'danger' ? 8000 : 5000,
      withBorder: true,
      role: style === 'danger' ? 'alert' : 'status',
      closeButtonProps: { 'aria-label': i18n.t('common:actions.closeNotification') },
    });
  });
}
