import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Attempt } from '@app/contracts/assessments';
import { errorMessage } from '../../lib/api-client.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useStartAssessment } from '../../features/jobs/api/invitations.ts';
import { getAttempt } from '../../features/test-series/api/get-attempt.ts';
import { AttemptPlayer } from '../../features/test-series/components/attempt-player.tsx';
import { useTestSession } from '../../features/test-series/lib/test-session-store.ts';

/**
 * /jobs/assessment/{id}: the assessment of a job invitation, taken with the assessment engine's attempt player
 * (features/test-series); the jobs module starts (or resumes) the attempt, its score reaches the recruiter's report.
 */
export function JobAssessmentPage() {
  const { t } = useTranslation('jobs');
  const { id = '' } = useParams();
  const start = useStartAssessment();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const clearTest = useTestSession((s) => s.clearTest);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    clearTest();
    start.mutate(Number(id), {
      onSuccess: async (r) => {
        try {
          setAttempt(await getAttempt(r.AttemptID));
        } catch (e) {
          setError(errorMessage(e));
        }
      },
      onError: (e) => setError(errorMessage(e)),
    });
    return () => clearTest();
  }, [id]);
  if (error) {
    return (
      <Stack gap="md">
        <PageTitle title={t('learner.assessmentTitle')} back={{ to: '/jobs', label: t('learner.title') }} />
        <Alert color="red" variant="light" role="alert">{error}</Alert>
        <Button component={Link} to="/jobs" variant="default" w="fit-content">{t('learner.back')}</Button>
      </Stack>
    );
  }
  if (!attempt) return <FullPageLoader label={t('learner.loading')} />;
  return (
    <Stack gap="md">
      <PageTitle title={attempt.TestTitle} description={t('learner.assessmentLead')} back={{ to: '/jobs', label: t('learner.title') }} />
      <AttemptPlayer attempt={attempt} onFinished={() => { void qc.invalidateQueries({ queryKey: ['jobs'] }); void navigate('/jobs?assessment=done'); }} />
    </Stack>
  );
}
