import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CatalogueCourse } from '../api/get-catalogue.ts';
import type { UserCourse } from '../api/get-user-courses.ts';
import { landingPath } from '../lib/paths.ts';
import { CourseImage } from './course-image.tsx';
import { CoursePrice } from './course-price.tsx';
import { CourseProgress } from './course-status.tsx';
import classes from './courses.module.css';

/** A course in the catalogue's box view: the whole card opens the landing page. */
export function CourseCard({ course, enrolment }: { course: CatalogueCourse; enrolment?: UserCourse }) {
  const { t } = useTranslation('courses');
  return (
    <Card withBorder radius="md" padding="md" className={classes.card}>
      <Card.Section>
        <CourseImage src={course.ImageUrl} title={course.Title} seed={course.ID} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={landingPath(course.Url)} className={classes.stretched} c="inherit" fw={700} underline="hover">
            {course.Title}
          </Anchor>
        </Title>
        <Group gap="md" wrap="wrap">
          {course.Duration ? (
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm" c="dimmed">{course.Duration}</Text>
            </Group>
          ) : null}
          <Group gap={4} wrap="nowrap">
            <IconBooks size={16} aria-hidden />
            <Text size="sm" c="dimmed">{t('lessons', { count: course.LessonCount })}</Text>
          </Group>
        </Group>
        <CoursePrice price={course.CoursePrice} fw={600} mt="auto" />
        {enrolment ? <CourseProgress title={course.Title} status={enrolment.status} progress={enrolment.Progress} /> : null}
      </Stack>
    </Card>
  );
}
