import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../lib/config.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHero } from '../components/page-hero.tsx';

interface Section { title: string; text: string }

/** /terms and /termsconditions. */
export function TermsPage() {
  const { t } = useTranslation('public-info');
  usePageTitle(t('terms.title'));
  const sections = t('terms.sections', { returnObjects: true, brand: BRAND }) as Section[];
  return (
    <Stack gap="lg" maw={860}>
      <PageHero eyebrow={t('terms.eyebrow')} title={t('terms.heading')} lead={t('terms.lead', { brand: BRAND })} />
      {sections.map((s, i) => (
        <section key={s.title} aria-labelledby={`terms-${i}`}>
          <Title order={2} size="h3" id={`terms-${i}`} mb={6}>{`${i + 1}. ${s.title}`}</Title>
          <Text>{s.text}</Text>
        </section>
      ))}
      <Text c="dimmed" size="sm">
        {t('terms.updated')} <Anchor component={Link} to="/contact">{t('terms.contactLink')}</Anchor>
      </Text>
    </Stack>
  );
}
