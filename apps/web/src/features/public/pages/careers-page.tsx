import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHero } from '../components/page-hero.tsx';

interface Role { title: string; team: string; location: string; type: string; text: string }

const CAREERS_EMAIL = 'careers@erpcareeracademy.com';

export function CareersPage() {
  const { t } = useTranslation('public-info');
  usePageTitle(t('careers.title'));
  const perks = t('careers.perks', { returnObjects: true }) as string[];
  const roles = t('careers.roles', { returnObjects: true }) as Role[];
  return (
    <Stack gap="xl">
      <PageHero eyebrow={t('careers.eyebrow')} title={t('careers.heading')} lead={t('careers.lead')} />
      <section aria-labelledby="careers-why">
        <Title order={2} id="careers-why" mb="sm">{t('careers.whyTitle')}</Title>
        <List spacing="xs">{perks.map((p) => <List.Item key={p}>{p}</List.Item>)}</List>
      </section>
      <section aria-labelledby="careers-roles">
        <Title order={2} id="careers-roles" mb="lg">{t('careers.rolesTitle')}</Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {roles.map((r) => (
            <Card key={r.title} withBorder padding="lg">
              <Stack gap="xs" h="100%">
                <Title order={3} size="h4">{r.title}</Title>
                <Group gap={6}>
                  <Badge variant="light" color="gray">{r.team}</Badge>
                  <Badge variant="light" color="gray">{r.location}</Badge>
                  <Badge variant="light" color="gray">{r.type}</Badge>
                </Group>
                <Text c="dimmed" style={{ flex: 1 }}>{r.text}</Text>
                <Button
                  component="a"
                  href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(r.title)}`}
                  variant="default"
                  aria-label={t('careers.applyFor', { role: r.title })}
                >
                  {t('careers.apply')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="careers-how">
        <Title order={2} id="careers-how" mb="sm">{t('careers.howTitle')}</Title>
        <Text maw={760}>
          {t('careers.how')} <Anchor href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</Anchor>.{' '}
          {t('careers.howContact')} <Anchor component={Link} to="/contact">{t('careers.contactLink')}</Anchor>.
        </Text>
      </section>
    </Stack>
  );
}
