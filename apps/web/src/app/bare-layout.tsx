import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Box } from '@mantine/core';
import { FullPageLoader } from '../ui/full-page-loader.tsx';

/** Layout of the spec's exact-match public and authentication routes: no shell, just the page. */
export function BareLayout() {
  return (
    <Box component="main" id="main-content" mih="100dvh" bg="var(--mantine-color-body)">
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
