import { useTranslation } from 'react-i18next';
import { coinEventCodes } from '@app/contracts/coins';

/** The name of a kind of coin change in the reader's language (an unknown code shows the server's English name). */
export function useCoinEventName() {
  const { t } = useTranslation('coins');
  return (code: string, fallback: string) => ((coinEventCodes as readonly string[]).includes(code) ? t(`events.${code}`) : fallback);
}
