import { useState } from 'react';
import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudentRow } from '@app/contracts/admissions';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getStudents, type StudentFilters } from '../api/get-students.ts';
import { studentsKey } from '../api/keys.ts';
import { CourseSelect } from '../components/course-select.tsx';
import { ProgressBar } from '../components/progress-cell.tsx';
import { StudentDrawer } from '../components/student-drawer.tsx';
import { idParam } from '../lib/paths.ts';

/** /admin/manage/managestudent: learners with their courses and progress; "Courses" opens the learner's courses. */
export function ManageStudentsPage() {
  const { t } = useTranslation('admissions');
  const { dateTime, number } = useFormat();
  const [params, setParams] = useSearchParams();
  const courseId = idParam(params.get('course'));
  const [open, setOpen] = useState<StudentRow | null>(null);
  const setCourse = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('course', String(id));
    else next.delete('course');
    setParams(next, { replace: true });
  };

  const columns: DataTableColumn<StudentRow>[] = [
    {
      id: 'UserName',
      header: t('fields.learner'),
      sortable: true,
      primary: true,
      cell: (r) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <UnstyledButton onClick={() => setOpen(r)} style={{ alignSelf: 'flex-start' }}>
            <Text size="sm" fw={500} c="var(--mantine-primary-color-filled)" td="underline">{r.UserName}</Text>
          </UnstyledButton>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{r.Email}</Text>
        </Stack>
      ),
      csv: (r) => `${r.UserName} <${r.Email}>`,
    },
    {
      id: 'CourseCount',
      header: t('students.courses'),
      sortable: true,
      cell: (r) => (
        <Stack gap={0} maw={260}>
          <Text size="sm" fw={500}>{number(r.CourseCount)}</Text>
          <Text size="xs" c="dimmed" lineClamp={2}>{r.Courses.map((c) => c.CourseName).join(', ')}</Text>
        </Stack>
      ),
      csv: (r) => r.Courses.map((c) => `${c.CourseName} (${c.Progress}%)`).join('; '),
    },
    {
      id: 'AverageProgress',
      header: t('students.averageProgress'),
      sortable: true,
      cell: (r) => <ProgressBar value={r.AverageProgress} label={t('students.averageOf', { name: r.UserName })} width={100} />,
    },
    {
      id: 'CompletedCount',
      header: t('status.completed'),
      sortable: true,
      nowrap: true,
      cell: (r) => t('students.completedOf', { completed: r.CompletedCount, total: r.CourseCount }),
      csv: (r) => r.CompletedCount,
    },
    { id: 'CertificateCount', header: t('courses.certificates'), nowrap: true, cell: (r) => number(r.CertificateCount) },
    { id: 'LastActivity', header: t('students.lastActivity'), sortable: true, nowrap: true, cell: (r) => dateTime(r.LastActivity), csv: (r) => r.LastActivity },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('students.title')} description={t('students.lead')} />
      <DataTable<StudentRow, StudentFilters>
        label={t('students.tableLabel')}
        queryKey={[...studentsKey, 'list']}
        fetchPage={getStudents}
        columns={columns}
        rowKey={(r) => r.UserID}
        filters={courseId ? { courseId } : {}}
        filterControls={<CourseSelect value={courseId} onChange={setCourse} label={t('fields.course')} placeholder={t('students.allCourses')} clearable inToolbar />}
        searchLabel={t('students.search')}
        csvFileName="learners"
        emptyText={t('students.empty')}
        rowActions={(r) => (
          <Button size="xs" variant="light" leftSection={<IconListDetails size={14} aria-hidden />} onClick={() => setOpen(r)} aria-label={t('students.coursesOfN', { name: r.UserName })}>
            {t('students.openCourses')}
          </Button>
        )}
      />
      <StudentDrawer student={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
