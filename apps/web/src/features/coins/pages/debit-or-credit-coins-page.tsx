import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  COIN_MAX_CHANGE, COIN_REASON_MAX, COIN_REASON_MIN, type CoinChangeResult, type CoinLearner,
} from '@app/contracts/coins';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAdjustCoins } from '../api/adjust-coins.ts';
import { useCoinLearner } from '../api/get-coin-learners.ts';
import { LearnerPicker } from '../components/learner-picker.tsx';

type Direction = 'credit' | 'debit';
type Values = { userId: number | null; direction: Direction; amount: number | string; reason: string };
type Done = CoinChangeResult & { name: string; direction: Direction; amount: number };

/**
 * /Others/DebitOrCreditCoins (coins.manage): credit or debit one learner's coins with a required reason. The form
 * shows the balance now and after the change, asks to confirm, and then shows the balance before and after as
 * the server recorded them. Each change is sent with an idempotency key made when the form is filled, so a double
 * click or a retry after a lost answer changes the balance once.
 */
export function DebitOrCreditCoinsPage() {
  const { t } = useTranslation('coins');
  const fmt = useFormat();
  const [params] = useSearchParams();
  const preset = Number(params.get('userId')) || null;
  const [chosen, setChosen] = useState<CoinLearner | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const adjust = useAdjustCoins();

  const form = useForm<Values>({
    initialValues: { userId: preset, direction: 'credit', amount: '', reason: '' },
    validate: {
      userId: (v) => (v === null ? t('form.learnerRequired') : null),
      amount: (v) =>
        typeof v !== 'number' || !Number.isInteger(v) || v < 1 ? t('form.amountWhole')
        : v > COIN_MAX_CHANGE ? t('form.amountMax', { max: fmt.number(COIN_MAX_CHANGE) }) : null,
      reason: (v) => (v.trim().length < COIN_REASON_MIN ? t('form.reasonMin', { count: COIN_REASON_MIN }) : v.length > COIN_REASON_MAX ? t('form.reasonMax', { count: COIN_REASON_MAX }) : null),
    },
  });
  const { userId, direction, amount } = form.values;
  const account = useCoinLearner(userId);
  const learner = account.data ?? chosen;
  const balance = account.data?.Balance;
  const n = typeof amount === 'number' && Number.isInteger(amount) && amount > 0 ? amount : 0;
  const after = balance === undefined ? undefined : direction === 'credit' ? balance + n : balance - n;
  const tooMuch = after !== undefined && after < 0;

  const submit = form.onSubmit(() => {
    if (tooMuch) return;
    adjust.reset();
    setConfirming(true);
  });

  const send = () => {
    if (userId === null || !learner) return;
    const body = { userId, direction, amount: n, reason: form.values.reason.trim(), idempotencyKey: key };
    adjust.mutate(body, {
      onSuccess: (result) => {
        setConfirming(false);
        setDone({ ...result, name: learner.Name, direction, amount: n });
        setKey(crypto.randomUUID());
        form.setValues({ amount: '', reason: '' });
        form.resetDirty();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION') {
          setConfirming(false);
          form.setErrors(serverFieldErrors(error));
        }
      },
    });
  };

  const confirmError = adjust.error
    ? adjust.error instanceof ApiError && adjust.error.code === 'RULE_VIOLATED' ? t('form.notEnough', { balance: fmt.number(balance ?? 0) }) : errorMessage(adjust.error)
    : null;

  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t('adjust.title')} description={t('adjust.lead')} back={{ to: '/Others/CoinsHistory', label: t('history.title') }} />
      {done ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" withCloseButton closeButtonLabel={t('adjust.dismiss')} onClose={() => setDone(null)} data-testid="adjust-result">
          {t(done.direction === 'credit' ? 'adjust.credited' : 'adjust.debited', {
            amount: fmt.number(done.amount), name: done.name, before: fmt.number(done.BalanceBefore), after: fmt.number(done.BalanceAfter),
          })}
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <LearnerPicker
              label={t('form.learner')}
              required
              value={userId}
              selected={learner}
              error={(form.errors.userId as string | undefined) ?? null}
              onChange={(l) => {
                setChosen(l);
                form.setFieldValue('userId', l?.ID ?? null);
              }}
            />
            <SegmentedControl
              aria-label={t('form.direction')}
              fullWidth
              data={[{ value: 'credit', label: t('form.credit') }, { value: 'debit', label: t('form.debit') }]}
              {...form.getInputProps('direction')}
            />
            <NumberInput
              label={t('form.amount')}
              required
              min={1}
              max={COIN_MAX_CHANGE}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={false}
              {...form.getInputProps('amount')}
            />
            <Textarea
              label={t('form.reason')}
              description={t('form.reasonHint')}
              required
              minRows={3}
              maxLength={COIN_REASON_MAX}
              {...form.getInputProps('reason')}
            />
            {balance !== undefined ? (
              <Group gap="xl" data-testid="balance-preview">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">{t('form.balanceNow')}</Text>
                  <Text fw={700} size="lg">{fmt.number(balance)}</Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">{t('form.balanceAfter')}</Text>
                  <Text fw={700} size="lg" c={tooMuch ? 'red.9' : undefined}>{after !== undefined ? fmt.number(after) : ''}</Text>
                </Stack>
              </Group>
            ) : null}
            {tooMuch ? <Alert color="red" variant="light" role="alert">{t('form.notEnough', { balance: fmt.number(balance ?? 0) })}</Alert> : null}
            <Group justify="flex-end">
              <Button type="submit" color={direction === 'debit' ? 'red' : undefined} disabled={tooMuch}>
                {t(`form.submit.${direction}`)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={send}
        title={t(`confirm.title.${direction}`)}
        confirmLabel={t(`confirm.yes.${direction}`)}
        danger={direction === 'debit'}
        loading={adjust.isPending}
        error={confirmError}
      >
        {t(direction === 'credit' ? 'confirm.credit' : 'confirm.debit', {
          amount: fmt.number(n), name: learner?.Name ?? '', before: fmt.number(balance ?? 0), after: fmt.number(after ?? 0), reason: form.values.reason.trim(),
        })}
      </ConfirmModal>
    </Stack>
  );
}
