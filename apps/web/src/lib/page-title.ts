import { useEffect } from 'react';
import { BRAND } from './config.ts';

/** Page title template '%s | <brand>'; without a title the brand alone. */
export function formatTitle(title?: string | null): string {
  return title ? `${title} | ${BRAND}` : BRAND;
}

export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}
