import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { CurrentUser } from '@app/contracts/auth';
import type { AccountRole } from '@app/contracts/roles';
import { i18n } from '../lib/i18n.ts';
import { useAuthStore } from '../lib/auth-store.ts';

/** A signed-in user of the given role, for guard and menu tests. */
export function userOf(role: AccountRole, id = 7, emailVerified = true): CurrentUser {
  return {
    id, role, name: `${role} User`, firstName: role, lastName: 'User', email: `${role.toLowerCase()}@example.com`,
    country: '+91', mobileNumber: '9876543210', thumb: '', EmailVerified: emailVerified,
  };
}

export function signInAs(role: AccountRole | null): void {
  if (role === null) useAuthStore.setState({ token: null, userId: null, user: null, status: 'anonymous' });
  else useAuthStore.setState({ token: 'test-token', userId: 7, user: userOf(role), status: 'authenticated' });
}

/** Renders routes in a memory router with the app's providers. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...utils, router, queryClient };
}

export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '*', element: ui }], '/');
}
