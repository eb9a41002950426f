import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook, IconBriefcase, IconCertificate, IconClipboardList, IconMessages, IconPill, IconUserCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHero } from '../components/page-hero.tsx';

const featureIcons = [IconBook, IconClipboardList, IconPill, IconUserCheck, IconBriefcase, IconMessages];

interface Feature { title: string; text: string }
interface Step { title: string; text: string }
interface Track { title: string; text: string }

/** /home: the public landing inside the app for visitors, and the learner's home once signed in. */
export function HomePage() {
  const { t } = useTranslation('public');
  usePageTitle(t('home.title'));
  const user = useAuthStore((s) => (s.status === 'authenticated' ? s.user : null));
  const features = t('home.features', { returnObjects: true }) as Feature[];
  const steps = t('home.steps', { returnObjects: true }) as Step[];
  const tracks = t('home.tracks', { returnObjects: true }) as Track[];

  return (
    <Stack gap={48}>
      <PageHero
        eyebrow={user ? t('home.welcomeBack', { name: user.firstName || user.name }) : t('home.eyebrow')}
        title={user ? t('home.memberTitle') : t('home.heroTitle')}
        lead={user ? t('home.memberLead') : t('home.heroLead')}
      >
        <Group mt="sm">
          {user ? (
            <>
              <Button component={Link} to="/contact" size="md">{t('home.talkToAdvisor')}</Button>
              <Button component={Link} to="/about" size="md" variant="default">{t('home.howWeTeach')}</Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/register" size="md">{t('home.startFree')}</Button>
              <Button component={Link} to="/contact" size="md" variant="default">{t('home.talkToAdvisor')}</Button>
            </>
          )}
        </Group>
      </PageHero>

      <section aria-labelledby="home-features">
        <Title order={2} id="home-features" mb="xs">{t('home.featuresTitle')}</Title>
        <Text c="dimmed" mb="lg" maw={720}>{t('home.featuresLead')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {features.map((f, i) => {
            const Icon = featureIcons[i % featureIcons.length]!;
            return (
              <Card key={f.title} withBorder padding="lg">
                <ThemeIcon size={44} radius="md" aria-hidden><Icon size={24} stroke={1.5} /></ThemeIcon>
                <Title order={3} size="h4" mt="md">{f.title}</Title>
                <Text c="dimmed" mt={6}>{f.text}</Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </section>

      <section aria-labelledby="home-tracks">
        <Title order={2} id="home-tracks" mb="lg">{t('home.tracksTitle')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {tracks.map((track) => (
            <Card key={track.title} withBorder padding="lg">
              <IconCertificate size={28} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
              <Title order={3} size="h5" mt="sm">{track.title}</Title>
              <Text size="sm" c="dimmed" mt={6}>{track.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="home-steps">
        <Title order={2} id="home-steps" mb="lg">{t('home.stepsTitle')}</Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {steps.map((s, i) => (
            <Stack key={s.title} gap={6}>
              <ThemeIcon size={36} radius="xl" variant="filled" aria-hidden>
                <Text fw={700} c="white">{i + 1}</Text>
              </ThemeIcon>
              <Title order={3} size="h4">{s.title}</Title>
              <Text c="dimmed">{s.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </section>

      <Card withBorder padding="xl" bg="var(--mantine-primary-color-light)">
        <Group justify="space-between" align="center">
          <Stack gap={4} maw={640}>
            <Title order={2} size="h3">{t('home.ctaTitle')}</Title>
            <Text>{t('home.ctaText')}</Text>
          </Stack>
          <Button component={Link} to="/contact" size="md">{t('home.ctaButton')}</Button>
        </Group>
      </Card>
    </Stack>
  );
}
