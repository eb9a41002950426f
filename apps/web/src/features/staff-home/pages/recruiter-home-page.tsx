import type { ComponentType, ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconBriefcase, IconCertificate, IconMicrophone, IconUserCircle, IconUserSearch, IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canRoleOpen, findWebRoute } from '@app/contracts/web-routes';
import type { RecruiterHome } from '@app/contracts/home';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useRecruiterHome } from '../api/get-recruiter-home.ts';
import { HomeQuery } from '../components/home-parts.tsx';
import { PageSection } from '../../../ui/page-section.tsx';
import { CATALOGUE_PATH, inviteForJobPath, JOBS_PATH, landingPath, PROFILE_PATH } from '../lib/paths.ts';

type Icon = ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;

/** The recruiter's tools (the recruiter menu of DESIGN section 4): each opens from here once its screen is built. */
const tools: { key: 'resumeBank' | 'jobsDashboard' | 'interviews'; route: string; icon: Icon }[] = [
  { key: 'resumeBank', route: '/Others/ResumeBank', icon: IconUserSearch },
  { key: 'jobsDashboard', route: '/Others/JobsDashboard', icon: IconBriefcase },
  { key: 'interviews', route: '/interviewFeedback', icon: IconMicrophone },
];

/**
 * /recruiterdashboard: where a recruiter lands. What to do next first: the company's open jobs, each with the resume
 * bank's candidates matching its skills and not invited yet (invite them from there); then the published curriculum
 * candidates learn, certificate verification and the hiring tools. Every figure comes from the server.
 */
export function RecruiterHomePage() {
  const { t } = useTranslation('staff-home');
  const name = useAuthStore((s) => s.user?.firstName || s.user?.name || '');
  const home = useRecruiterHome();
  return (
    <Stack gap="xl">
      <PageTitle title={t('recruiter.title')} description={name ? t('recruiter.leadNamed', { name }) : t('recruiter.lead')} />
      <HomeQuery query={home} label={t('recruiter.loading')}>{(d) => (
        <>
          <OpenJobs home={d} />
          <RecruiterHomeContent home={d} />
        </>
      )}</HomeQuery>
      <Tools />
    </Stack>
  );
}

/** The company's open jobs with their new matches: candidates naming the job's skills, not invited yet. */
function OpenJobs({ home: d }: { home: RecruiterHome }) {
  const { t } = useTranslation('staff-home');
  return (
    <PageSection
      id="recruiter-jobs" title={t('recruiter.jobs.title', { count: d.OpenJobs })}
      action={<Button component={Link} to={JOBS_PATH} variant="subtle" size="sm">{t('recruiter.jobs.all')}</Button>}
    >
      {d.Jobs.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed">{t('recruiter.jobs.empty')}</Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {d.Jobs.map((j) => (
            <Card key={j.ID} component="li" withBorder radius="md" padding="md">
              <Stack gap="xs" h="100%">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{j.Title}</Text>
                    <Text size="sm" c="dimmed">{j.CompanyName} · {t('recruiter.jobs.openings', { count: j.Openings })}</Text>
                  </div>
                  <Badge variant="light" color={j.NewMatches > 0 ? 'teal' : 'gray'} tt="none" style={{ flexShrink: 0 }}>
                    {t('recruiter.jobs.newMatches', { count: j.NewMatches })}
                  </Badge>
                </Group>
                {j.Top.length > 0 ? (
                  <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('recruiter.jobs.bestFor', { job: j.Title })}>
                    {j.Top.map((c) => (
                      <Text component="li" size="sm" key={c.ID}>
                        <Text span fw={500}>{c.Name}</Text>
                        {c.Headline ? <Text span c="dimmed"> · {c.Headline}</Text> : null}
                        <Text span c="dimmed"> · {t('recruiter.jobs.skills', { count: c.Match })}</Text>
                      </Text>
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">{t('recruiter.jobs.noMatches')}</Text>
                )}
                <Button
                  component={Link} to={inviteForJobPath(j.ID)} size="xs" variant="light" mt="auto" style={{ alignSelf: 'flex-start' }}
                  leftSection={<IconUsersPlus size={14} aria-hidden />} aria-label={t('recruiter.jobs.inviteNamed', { job: j.Title })}
                >
                  {t('recruiter.jobs.invite')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </PageSection>
  );
}

function RecruiterHomeContent({ home: d }: { home: RecruiterHome }) {
  const { t } = useTranslation('staff-home');
  return (
    <PageSection id="recruiter-today" title={t('recruiter.today')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <TodayCard id="recruiter-catalogue" icon={IconBook} title={t('recruiter.catalogue.title')}>
          <Text size="sm">{d.PublishedCourses > 0 ? t('recruiter.catalogue.text', { count: d.PublishedCourses }) : t('recruiter.catalogue.empty')}</Text>
          {d.Courses.length > 0 ? (
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {d.Courses.map((c) => (
                <li key={c.ID}>
                  <Anchor component={Link} to={landingPath(c.Url)} fw={500} style={{ overflowWrap: 'anywhere' }}>{c.Title}</Anchor>
                  <Text size="sm" c="dimmed">{[t('lessons', { count: c.LessonCount }), c.Duration].filter(Boolean).join(' · ')}</Text>
                </li>
              ))}
            </Stack>
          ) : null}
          <Button component={Link} to={CATALOGUE_PATH} variant="light" mt="auto" style={{ alignSelf: 'flex-start' }}>{t('recruiter.catalogue.browse')}</Button>
        </TodayCard>
        <TodayCard id="recruiter-certificates" icon={IconCertificate} title={t('recruiter.certificates.title')}>
          <Text size="sm">{t('recruiter.certificates.text')}</Text>
          <Text size="sm" fw={500}>
            {d.CertificatesIssued > 0 ? t('recruiter.certificates.count', { count: d.CertificatesIssued }) : t('recruiter.certificates.none')}
          </Text>
        </TodayCard>
        <TodayCard id="recruiter-profile" icon={IconUserCircle} title={t('recruiter.profile.title')}>
          <Text size="sm">{t('recruiter.profile.text')}</Text>
          <Button component={Link} to={PROFILE_PATH} variant="light" mt="auto" style={{ alignSelf: 'flex-start' }}>{t('recruiter.profile.open')}</Button>
        </TodayCard>
      </SimpleGrid>
    </PageSection>
  );
}

function TodayCard({ id, icon: IconC, title, children }: { id: string; icon: Icon; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" aria-hidden><IconC size={20} stroke={1.5} /></ThemeIcon>
          <Title order={3} size="h5" id={id}>{title}</Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The hiring tools: a link once the screen exists (the route table says so), "Coming soon" until then. */
function Tools() {
  const { t } = useTranslation(['staff-home', 'menu']);
  const role = useAuthStore((s) => s.user?.role ?? null);
  return (
    <PageSection id="recruiter-tools" title={t('recruiter.tools.title')}>
      <Text c="dimmed" mt={-8}>{t('recruiter.tools.lead')}</Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="recruiter-tools">
        {tools.map(({ key, route, icon: IconC }) => {
          const ready = findWebRoute(route)?.built === true && canRoleOpen(route, role);
          const label = t(`menu:${key}`);
          return (
            <Card component="li" key={key} withBorder radius="md" padding="md">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <ThemeIcon size={36} radius="md" variant="light" color={ready ? undefined : 'gray'} aria-hidden><IconC size={20} stroke={1.5} /></ThemeIcon>
                  <div>
                    <Text fw={600}>{label}</Text>
                    <Text size="sm" c="dimmed">{t(`recruiter.tools.${key}`)}</Text>
                  </div>
                </Group>
                {ready ? (
                  <Button component={Link} to={route} size="xs" aria-label={t('recruiter.tools.openNamed', { tool: label })}>{t('recruiter.tools.open')}</Button>
                ) : (
                  <Badge variant="light" color="gray">{t('recruiter.tools.soon')}</Badge>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    </PageSection>
  );
}
