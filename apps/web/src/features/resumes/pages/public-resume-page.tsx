import { Alert, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useSharedResume } from '../api/resume-builder.ts';
import { ResumeView } from '../components/resume-view.tsx';

/** /Resume/{ResumeID} (public): a resume shared by link, masked as its owner chose; an expired or revoked link says so. */
export function PublicResumePage() {
  const { t } = useTranslation('resumes');
  const { ResumeID = '' } = useParams();
  const resume = useSharedResume(ResumeID);
  return (
    <Container size="md" py="md">
      {resume.isPending && <Skeleton h={480} />}
      {resume.isError && (
        <Stack>
          <PageTitle title={t('public.goneTitle')} />
          <Alert color="gray" data-testid="resume-gone"><Text>{t('public.gone')}</Text></Alert>
        </Stack>
      )}
      {resume.data && (
        <Stack>
          <PageTitle title={t('public.title', { name: resume.data.PersonalInfo.FirstName })} />
          <ResumeView resume={resume.data} />
        </Stack>
      )}
    </Container>
  );
}
