import { Stack } from '@mantine/core';
import { DashboardHeading } from '../../features/courses/components/dashboard-heading.tsx';
import { LatestCertificatesSection } from '../../features/courses/components/latest-certificates-section.tsx';
import { MyCoursesSection } from '../../features/courses/components/my-courses-section.tsx';
import { SandboxSection } from '../../features/courses/components/sandbox-section.tsx';
import { MyGlpsSection } from '../../features/glps/components/my-glps-section.tsx';
import { MyJobsSection } from '../../features/jobs/components/my-jobs-section.tsx';
import { LearnerNextSteps } from '../../features/staff-home/components/learner-next-steps.tsx';

/**
 * /dashboard: the learner's home base, one section per feature, stacked (a feature adds its section here):
 * what to do next (lesson to continue, tests due, invitations to answer), my courses with progress and next step,
 * my guided learning paths, certificates earned, my ERP sandbox logins.
 */
export function LearnerDashboardPage() {
  return (
    <Stack gap="xl">
      <DashboardHeading />
      <LearnerNextSteps />
      <MyCoursesSection />
      <MyGlpsSection />
      <LatestCertificatesSection />
      <SandboxSection />
      <MyJobsSection />
    </Stack>
  );
}
