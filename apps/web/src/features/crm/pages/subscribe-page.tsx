import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { subscribeBodySchema } from '@app/contracts/crm';
import { errorMessage } from '../../../lib/api-client.ts';
import { contractResolver } from '../../../lib/form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useConfirmSubscription, useSubscribe } from '../api/public-forms.ts';

/** /subscribe: newsletter sign-up (double opt-in); with ?token= it confirms the mailed link. */
export function SubscribePage() {
  const { t } = useTranslation('crm');
  usePageTitle(t('subscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const subscribe = useSubscribe();
  const confirm = useConfirmSubscription();
  const shownAt = useRef(Date.now());
  const [done, setDone] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { Email: '', Name: '', Website: '' }, validate: contractResolver(subscribeBodySchema) });
  const { mutate: confirmMutate } = confirm;
  useEffect(() => { if (token) confirmMutate(token); }, [token, confirmMutate]);

  return (
    <Box p="xl" maw={560} mx="auto">
      <Card withBorder padding="xl">
        <Stack gap="md">
          <Title order={1} size="h2">{t('subscribe.heading')}</Title>
          {token ? (
            confirm.isSuccess ? <Alert color="green" role="status">{t('subscribe.confirmed')}</Alert>
              : confirm.isError ? <Alert color="red" role="alert">{t('subscribe.badLink')}</Alert>
                : <Text>{t('subscribe.confirming')}</Text>
          ) : done ? (
            <Alert color="green" role="status">{t('subscribe.checkInbox')}</Alert>
          ) : (
            <form noValidate onSubmit={form.onSubmit((v) => subscribe.mutate({ ...v, StartedAt: shownAt.current }, { onSuccess: () => setDone(true) }))}>
              <Stack gap="md">
                <Text c="dimmed">{t('subscribe.lead')}</Text>
                {subscribe.isError ? <Alert color="red" role="alert">{errorMessage(subscribe.error)}</Alert> : null}
                <TextInput label={t('fields.Name')} autoComplete="given-name" key={form.key('Name')} {...form.getInputProps('Name')} />
                <TextInput label={t('fields.Email')} type="email" autoComplete="email" required key={form.key('Email')} {...form.getInputProps('Email')} />
                <Box style={{ position: 'absolute', left: '-10000px' }} aria-hidden>
                  <label>Website<input tabIndex={-1} autoComplete="off" key={form.key('Website')} {...form.getInputProps('Website')} /></label>
                </Box>
                <Button type="submit" loading={subscribe.isPending}>{t('subscribe.submit')}</Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </Box>
  );
}
