import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useColorScheme } from '@mantine/hooks';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { usePrefsStore } from '../lib/prefs-store.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { buildTheme, cssVariablesResolver } from './theme.ts';

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

/** Everything a screen relies on: theme, toasts, modals, server-state cache, translations. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <ModalsProvider>
            <Notifications position="top-right" />
            {children}
          </ModalsProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
