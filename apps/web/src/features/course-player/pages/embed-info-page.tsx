import { Alert, Card, Code, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APP_BASE, BRAND } from '../../../lib/config.ts';
import { PageTitle } from '../../../ui/page-title.tsx';

/** `/embed`: how to show a lesson material on another site (an iframe of `/embed/{courseId}/{lessonId}-material`). */
export function EmbedInfoPage() {
  const { t } = useTranslation('course-player');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const example = `<iframe\n  src="${origin}${APP_BASE}/embed/12/34-material"\n  title="Procure-to-pay in six steps"\n  width="800" height="480"\n  allow="fullscreen; picture-in-picture"\n  loading="lazy"></iframe>`;
  return (
    <Stack gap="lg" maw={860}>
      <PageTitle title={t('embedInfo.title')} description={t('embedInfo.intro', { brand: BRAND })} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">{t('embedInfo.howTitle')}</Title>
          <List type="ordered" spacing={6}>
            <List.Item>{t('embedInfo.step1')}</List.Item>
            <List.Item>{t('embedInfo.step2')}</List.Item>
            <List.Item>{t('embedInfo.step3')}</List.Item>
          </List>
          <Text size="sm" fw={600}>{t('embedInfo.exampleLabel')}</Text>
          <Code block>{example}</Code>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">{t('embedInfo.rulesTitle')}</Title>
          <List spacing={6}>
            <List.Item>{t('embedInfo.ruleSites')}</List.Item>
            <List.Item>{t('embedInfo.ruleSignIn')}</List.Item>
            <List.Item>{t('embedInfo.ruleProgress')}</List.Item>
            <List.Item>{t('embedInfo.ruleMaterials')}</List.Item>
          </List>
        </Stack>
      </Card>
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">{t('embedInfo.admins')}</Text>
      </Alert>
    </Stack>
  );
}
