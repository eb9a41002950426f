import { notifications } from '@mantine/notifications';

/** Toast styles of the spec's error catalogue (section 8). */
export type ToastStyle = 'info' | 'danger' | 'success';

const colors: Record<ToastStyle, string> = { info: 'blue', danger: 'red', success: 'green' };

/** Shows a toast; danger toasts stay a little longer and are announced assertively. */
export function notify(message: string, style: ToastStyle = 'info', title?: string): void {
  notifications.show({
    message,
    title,
    color: colors[style],
    autoClose: style === 'danger' ? 8000 : 5000,
    withBorder: true,
    role: style === 'danger' ? 'alert' : 'status',
  });
}
