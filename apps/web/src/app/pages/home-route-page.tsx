import { Stack } from '@mantine/core';
import { HomePage } from '../../features/public/pages/home-page.tsx';
import { LearnerNextSteps } from '../../features/staff-home/components/learner-next-steps.tsx';

/** /home: a signed-in learner's next steps (nothing for visitors and staff) above the academy's home page. */
export function HomeRoutePage() {
  return (
    <Stack gap={48}>
      <LearnerNextSteps />
      <HomePage />
    </Stack>
  );
}
