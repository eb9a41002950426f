import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_BASE } from '../lib/config.ts';

/** Last-resort error screen: a crashed page or a chunk that failed to load (often after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" maw={480} ta="center" role="alert">
        <Title order={1} size="h2">{t('crash.title')}</Title>
        <Text c="dimmed">{t('crash.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
        <Anchor href={`${APP_BASE}/home`}>{t('crash.home')}</Anchor>
      </Stack>
    </Center>
  );
}
