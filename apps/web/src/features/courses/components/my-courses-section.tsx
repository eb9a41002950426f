import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconCertificate, IconPlayerPlay, IconRefresh, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../ui/format.ts';
import { useUserCourses, type UserCourse } from '../api/get-user-courses.ts';
import { nextStep } from '../lib/outline.ts';
import { CATALOGUE_PATH, certificatePath, landingPath, playerPath } from '../lib/paths.ts';
import { CourseImage } from './course-image.tsx';
import { CourseProgress } from './course-status.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import { SectionEmpty, SectionError, SectionLoading } from './section-states.tsx';
import classes from './courses.module.css';

/** Dashboard: the courses I am admitted to, with progress, status and the next step. */
export function MyCoursesSection() {
  const { t } = useTranslation('courses');
  const courses = useUserCourses();

  let body;
  if (courses.isPending) body = <SectionLoading label={t('dashboard.courses.loading')} />;
  else if (courses.isError) body = <SectionError error={courses.error} onRetry={() => void courses.refetch()} retrying={courses.isFetching} />;
  else if (courses.data.length === 0) {
    body = (
      <SectionEmpty
        icon={<IconBook2 size={40} stroke={1.3} />}
        text={t('dashboard.courses.empty')}
        action={<Button component={Link} to={CATALOGUE_PATH} leftSection={<IconSearch size={16} aria-hidden />}>{t('dashboard.courses.browse')}</Button>}
      />
    );
  } else {
    body = (
      <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {courses.data.map((c) => <MyCourseCard key={c.CourseID} course={c} />)}
      </SimpleGrid>
    );
  }

  return (
    <PageSection
      id="dashboard-courses"
      title={t('dashboard.courses.title')}
      action={courses.data && courses.data.length > 0 ? <Anchor component={Link} to={CATALOGUE_PATH} size="sm">{t('dashboard.courses.browseAll')}</Anchor> : undefined}
    >
      {body}
    </PageSection>
  );
}

function MyCourseCard({ course: c }: { course: UserCourse }) {
  const { t } = useTranslation('courses');
  const { date } = useFormat();
  const step = nextStep(c);
  const to = step === 'review' || !c.NextUrl ? landingPath(c.courseURL) : playerPath(c.CourseID, c.NextUrl);
  const Icon = step === 'review' ? IconRefresh : IconPlayerPlay;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <div className={classes.thumb}>
          <CourseImage src={c.Image} title={c.Title} seed={c.CourseID} />
        </div>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={2}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={landingPath(c.courseURL)} c="inherit">{c.Title}</Anchor>
            </Title>
            <Text size="xs" c="dimmed">{t('dashboard.courses.admittedOn', { date: date(c.AdmittedOn) })}</Text>
          </Stack>
          <CourseProgress title={c.Title} status={c.status} progress={c.Progress} />
          <Group gap="xs" wrap="wrap">
            <Button
              component={Link}
              to={to}
              size="sm"
              leftSection={<Icon size={16} aria-hidden />}
              aria-label={t(`actions.${step}Named`, { title: c.Title })}
            >
              {t(`actions.${step}`)}
            </Button>
            {c.CertificateID ? (
              <Button
                component={Link}
                to={certificatePath(c.courseURL, c.CertificateID)}
                size="sm"
                variant="light"
                leftSection={<IconCertificate size={16} aria-hidden />}
                aria-label={t('actions.viewCertificateNamed', { title: c.Title })}
              >
                {t('actions.viewCertificate')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
