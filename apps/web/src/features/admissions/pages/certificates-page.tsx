import { useSearchParams } from 'react-router';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { CertificatesTable } from '../components/certificates-table.tsx';
import { CourseSelect } from '../components/course-select.tsx';
import { idParam } from '../lib/paths.ts';

/** /Trainings/allCertificates: every certificate, or one course's (`?course=`); PDF, verification page, revoke. */
export function CertificatesPage() {
  const { t } = useTranslation('admissions');
  const [params, setParams] = useSearchParams();
  const courseId = idParam(params.get('course'));
  const setCourse = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('course', String(id));
    else next.delete('course');
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="lg">
      <PageTitle title={t('certificates.title')} description={t('certificates.lead')} />
      <CertificatesTable
        courseId={courseId}
        label={t('certificates.tableLabel')}
        csvFileName="certificates"
        emptyText={courseId ? t('certificates.emptyCourse') : t('certificates.empty')}
        filterControls={<CourseSelect value={courseId} onChange={setCourse} label={t('fields.course')} placeholder={t('certificates.allCourses')} clearable inToolbar />}
      />
    </Stack>
  );
}
