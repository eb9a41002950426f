import { Stack } from '@mantine/core';
import { CareersPage } from '../../features/public/pages/careers-page.tsx';
import { CareersPlacements } from '../../features/jobs/components/careers-placements.tsx';

/** /careers: the academy's own careers page, then its placement record and the open jobs of client companies. */
export function CareersRoutePage() {
  return (
    <Stack gap="xl">
      <CareersPage />
      <CareersPlacements />
    </Stack>
  );
}
