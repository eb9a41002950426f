import { useTranslation } from 'react-i18next';

/** The translated name of a notification type (any type not listed is shown as written). */
export function useNotificationTypeLabel() {
  const { t } = useTranslation('notifications');
  return (type: string) => t(`types.${type}`, { defaultValue: type });
}
