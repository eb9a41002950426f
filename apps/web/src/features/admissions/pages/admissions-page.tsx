import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCourse } from '../api/get-course.ts';
import { AdmissionsTable } from '../components/admissions-table.tsx';
import { AdmitModal } from '../components/admit-modal.tsx';
import { CourseSelect } from '../components/course-select.tsx';
import { idParam } from '../lib/paths.ts';

/**
 * /admin/manage/admissions: pick a course (kept in the address as `?course=`), see its admissions with status and
 * progress, admit learners, remove an admission; a row opens the learner's progress in the course.
 */
export function AdmissionsPage() {
  const { t } = useTranslation('admissions');
  const [params, setParams] = useSearchParams();
  const courseId = idParam(params.get('course'));
  const course = useCourse(courseId);
  const [admitting, setAdmitting] = useState(false);

  const setCourse = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('course', String(id));
    else next.delete('course');
    setParams(next, { replace: true });
  };

  const admitButton = (
    <Button
      size="sm"
      leftSection={<IconUserPlus size={16} aria-hidden />}
      onClick={() => setAdmitting(true)}
      disabled={!course.data}
    >
      {t('admit.open')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t('admissions.title')} description={t('admissions.lead')} />
      <CourseSelect value={courseId} onChange={setCourse} label={t('fields.course')} placeholder={t('admissions.allCourses')} clearable />
      {courseId === null ? <Text size="sm" c="dimmed">{t('admissions.pickCourseHint')}</Text> : null}
      <AdmissionsTable
        courseId={courseId}
        label={course.data ? t('admissions.tableLabelN', { course: course.data.Title }) : t('admissions.tableLabel')}
        removable
        csvFileName={course.data ? `admissions-${course.data.Url}` : 'admissions'}
        emptyText={courseId ? t('admissions.emptyCourse') : t('admissions.empty')}
        actions={admitButton}
      />
      {course.data ? (
        <AdmitModal opened={admitting} onClose={() => setAdmitting(false)} courseId={course.data.ID} courseTitle={course.data.Title} />
      ) : null}
    </Stack>
  );
}
