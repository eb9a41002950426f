import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHero } from '../components/page-hero.tsx';

interface Pillar { title: string; text: string }

/** /about and /about-us. */
export function AboutPage() {
  const { t } = useTranslation('public-info');
  usePageTitle(t('about.title'));
  const pillars = t('about.pillars', { returnObjects: true }) as Pillar[];
  const audience = t('about.audience', { returnObjects: true }) as string[];
  const values = t('about.values', { returnObjects: true }) as Pillar[];
  return (
    <Stack gap="xl">
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.heading')} lead={t('about.lead')} />
      <section aria-labelledby="about-mission">
        <Title order={2} id="about-mission" mb="sm">{t('about.missionTitle')}</Title>
        <Text maw={760}>{t('about.mission')}</Text>
      </section>
      <section aria-labelledby="about-approach">
        <Title order={2} id="about-approach" mb="lg">{t('about.approachTitle')}</Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {pillars.map((p) => (
            <Card key={p.title} withBorder padding="lg">
              <Title order={3} size="h4">{p.title}</Title>
              <Text c="dimmed" mt={6}>{p.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="about-audience">
        <Title order={2} id="about-audience" mb="sm">{t('about.audienceTitle')}</Title>
        <List spacing="xs">
          {audience.map((a) => <List.Item key={a}>{a}</List.Item>)}
        </List>
      </section>
      <section aria-labelledby="about-values">
        <Title order={2} id="about-values" mb="lg">{t('about.valuesTitle')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {values.map((v) => (
            <Stack key={v.title} gap={4}>
              <Title order={3} size="h5">{v.title}</Title>
              <Text c="dimmed">{v.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
