import { Alert, Box, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { getUnsubscribeInfo, useUnsubscribe } from '../api/public-forms.ts';

/** /unsubscribe/{token}: the visible unsubscribe link of a campaign mail; works without signing in. */
export function UnsubscribePage() {
  const { t } = useTranslation('crm');
  usePageTitle(t('unsubscribe.title'));
  const token = useParams().token ?? '';
  const info = useQuery({ queryKey: ['unsubscribe', token], queryFn: () => getUnsubscribeInfo(token), retry: false });
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.isSuccess || info.data?.Unsubscribed;
  return (
    <Box p="xl" maw={560} mx="auto">
      <Card withBorder padding="xl">
        <Stack gap="md">
          <Title order={1} size="h2">{t('unsubscribe.heading')}</Title>
          {info.isPending ? <Loader aria-label={t('loading')} /> : info.isError ? <Alert color="red" role="alert">{t('unsubscribe.badLink')}</Alert> : done ? (
            <Alert color="green" role="status">{t('unsubscribe.done', { email: info.data.Email })}</Alert>
          ) : (
            <>
              <Text>{t('unsubscribe.lead', { email: info.data.Email })}</Text>
              <Button color="red" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)} style={{ alignSelf: 'flex-start' }}>{t('unsubscribe.submit')}</Button>
            </>
          )}
        </Stack>
      </Card>
    </Box>
  );
}
