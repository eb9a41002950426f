import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { usePrefsStore } from '../lib/prefs-store.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useToastHost } from '../lib/notify.ts';
import { buildTheme, cssVariablesResolver } from './theme.ts';

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Where toasts appear; mounted with the first toast so pages without one never load its code. */
function ToastHost() {
  const needed = useToastHost((s) => s.needed);
  return needed ? <Suspense fallback={null}><Notifications position="top-right" /></Suspense> : null;
}

/** Theme from the persisted layout settings; mode Default follows the operating system. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const settings = usePrefsStore((s) => s.settings);
  const os = useColorScheme('light', { getInitialValueInEffect: false });
  const theme = useMemo(() => buildTheme(settings), [settings]);
  const scheme = settings.mode === 'default' ? os : settings.mode;
  return (
    <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/**
 * Everything a screen relies on: theme, toasts, server-state cache, translations. No ModalsProvider: it
 * would put Modal in the first load; screens render their own <Modal> (or ui/ConfirmModal) instead.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <ToastHost />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
