import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@app/contracts/courses';

/** The draft/published badge of a course. */
export function StatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('course-building');
  return <Badge variant="light" color={status === 'published' ? 'green' : 'gray'}>{t(`status.${status}`)}</Badge>;
}
