import { Alert, Button, Card, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconClipboardText, IconClock, IconFileText, IconInfoCircle, IconListCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCourseLanding, type CourseLanding } from '../api/get-course-landing.ts';
import { CourseImage } from '../components/course-image.tsx';
import { CoursePrice } from '../components/course-price.tsx';
import { EnrolmentPanel } from '../components/enrolment-panel.tsx';
import { LessonOutline } from '../components/lesson-outline.tsx';
import { RichText } from '../components/rich-text.tsx';
import { CATALOGUE_PATH } from '../lib/paths.ts';

/** /courselanding/{courseUrl}/{contentUrl}: the course landing item (public); any contentUrl shows the landing page. */
export function CourseLandingPage() {
  const { t } = useTranslation('courses');
  const { courseUrl = '' } = useParams();
  const viewer = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.id ?? 0) : 0));
  const landing = useCourseLanding(courseUrl, viewer);

  if (landing.isPending) return <FullPageLoader label={t('landing.loading')} />;
  if (landing.isError) {
    if (landing.error instanceof ApiError && (landing.error.code === 'NOT_FOUND' || landing.error.code === 'VALIDATION')) return <CourseNotFound />;
    return <FullPageLoader error={errorMessage(landing.error)} onRetry={() => void landing.refetch()} />;
  }
  return <Landing course={landing.data} />;
}

function CourseNotFound() {
  const { t } = useTranslation('courses');
  return (
    <Stack gap="lg">
      <PageTitle title={t('landing.notFoundTitle')} back={{ to: CATALOGUE_PATH, label: t('landing.back') }} />
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} maw={640}>
        <Stack gap="sm" align="flex-start">
          <Text>{t('landing.notFoundText')}</Text>
          <Button component={Link} to={CATALOGUE_PATH}>{t('landing.browse')}</Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <span aria-hidden style={{ display: 'inline-flex', color: 'var(--mantine-color-dimmed)' }}>{icon}</span>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function Landing({ course: c }: { course: CourseLanding }) {
  const { t } = useTranslation('courses');
  return (
    <Stack gap="lg">
      <PageTitle title={c.Title} back={{ to: CATALOGUE_PATH, label: t('landing.back') }} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Card withBorder radius="md" padding="lg">
            <Card.Section>
              <CourseImage src={c.Image} title={c.Title} seed={c.ID} />
            </Card.Section>
            <Stack gap="md" mt="md">
              <CoursePrice price={c.CoursePrice} fw={700} size="lg" />
              <EnrolmentPanel course={c} />
              <Divider />
              <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('landing.factsLabel')}>
                {c.Duration ? <Fact icon={<IconClock size={18} />}>{t('landing.duration', { value: c.Duration })}</Fact> : null}
                <Fact icon={<IconBooks size={18} />}>{t('lessons', { count: c.Contents.length })}</Fact>
                <Fact icon={<IconFileText size={18} />}>{t('landing.materialCount', { count: c.MaterialCount })}</Fact>
                <Fact icon={<IconListCheck size={18} />}>{t('landing.testCount', { count: c.TestCount })}</Fact>
                <Fact icon={<IconClipboardText size={18} />}>{t('landing.assignmentCount', { count: c.AssignmentCount })}</Fact>
              </Stack>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="xl">
            {c.Description.trim() ? (
              <section aria-labelledby="course-about">
                <Title order={2} size="h3" id="course-about" mb="sm">{t('landing.about')}</Title>
                <RichText html={c.Description} />
              </section>
            ) : null}
            <section aria-labelledby="course-contents">
              <Title order={2} size="h3" id="course-contents" mb="sm">{t('landing.contents')}</Title>
              <LessonOutline contents={c.Contents} />
            </section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
