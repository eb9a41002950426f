import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Box } from '@mantine/core';
import { FullPageLoader } from '../ui/full-page-loader.tsx';

/** Layout of the spec's exact-match public and authentication routes: no shell, just the page. */
export function BareLayout() {
  // data-path as in the shell: the address the shown page belongs to.
  const { pathname } = useLocation();
  return (
    <Box component="main" id="main-content" data-path={pathname} mih="100dvh" bg="var(--mantine-color-body)">
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
