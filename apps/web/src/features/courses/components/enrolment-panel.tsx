import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCertificate, IconDownload, IconLogin, IconMail, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasCapability } from '@app/contracts/roles';
import { currentRole, useAuthStore } from '../../../lib/auth-store.ts';
import { loginPathFor } from '../../../lib/return-to.ts';
import { downloadCourseCertificate } from '../api/download-course-certificate.ts';
import type { CourseLanding } from '../api/get-course-landing.ts';
import { useUserCourses } from '../api/get-user-courses.ts';
import { certificateFileName } from '../lib/files.ts';
import { firstContentUrl, nextStep } from '../lib/outline.ts';
import { certificatePath, playerPath } from '../lib/paths.ts';
import { BuyPanel } from './buy-panel.tsx';
import { CourseProgress } from './course-status.tsx';
import { usePdfDownload } from './use-pdf-download.ts';

/**
 * The landing page's call to action: an admitted learner's progress with Start / Continue / Review and the
 * certificate once issued; anyone else learns that admission is arranged by the team (log in, contact us).
 */
export function EnrolmentPanel({ course: c }: { course: CourseLanding }) {
  const { t } = useTranslation('courses');
  const status = useAuthStore((s) => s.status);
  const role = useAuthStore(currentRole);
  const location = useLocation();

  if (c.Admitted) return <AdmittedPanel course={c} />;
  const priced = c.CoursePrice.INR > 0 || c.CoursePrice.USD > 0;
  if (status === 'authenticated' && priced && hasCapability(role, 'courses.learn')) {
    return (
      <Stack gap="sm">
        <BuyPanel course={c} />
        <Button component={Link} to="/contact" variant="subtle" leftSection={<IconMail size={16} aria-hidden />} fullWidth>{t('buy.payOffline')}</Button>
      </Stack>
    );
  }
  if (status === 'authenticated') {
    return (
      <Stack gap="sm">
        <Alert variant="light" color="blue" title={t('landing.notEnrolledTitle')}>{t('landing.notEnrolledText')}</Alert>
        <Button component={Link} to="/contact" leftSection={<IconMail size={16} aria-hidden />} fullWidth>{t('landing.contactToEnrol')}</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t('landing.visitorText')}</Text>
      <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)} leftSection={<IconLogin size={16} aria-hidden />} fullWidth>
        {t('landing.loginToContinue')}
      </Button>
      <Button component={Link} to="/contact" variant="default" leftSection={<IconMail size={16} aria-hidden />} fullWidth>
        {t('landing.contactToEnrol')}
      </Button>
    </Stack>
  );
}

function AdmittedPanel({ course: c }: { course: CourseLanding }) {
  const { t } = useTranslation('courses');
  const step = nextStep(c);
  const target = step === 'review' ? firstContentUrl(c.Contents) : c.NextUrl;
  // The landing item has no certificate; my courses list has it once issued.
  const mine = useUserCourses(c.status === 'completed');
  const certificateId = mine.data?.find((m) => m.CourseID === c.ID)?.CertificateID ?? null;
  const pdf = usePdfDownload();
  const Icon = step === 'review' ? IconRefresh : IconPlayerPlay;

  return (
    <Stack gap="sm">
      <CourseProgress title={c.Title} status={c.status} progress={c.Progress} />
      {target ? (
        <Button component={Link} to={playerPath(c.ID, target)} leftSection={<Icon size={16} aria-hidden />} fullWidth>
          {t(`actions.${step}`)}
        </Button>
      ) : null}
      {certificateId ? (
        <>
          <Button component={Link} to={certificatePath(c.courseURL, certificateId)} variant="light" leftSection={<IconCertificate size={16} aria-hidden />} fullWidth>
            {t('actions.viewCertificate')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={pdf.busy === 'course'}
            onClick={() => void pdf.run('course', () => downloadCourseCertificate(c.ID), certificateFileName(c.Title))}
            fullWidth
          >
            {t('actions.downloadPdf')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
