import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@app/contracts/payments';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormat } from '../../../ui/format.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { formatMoney, parseMinor } from './money.ts';

/**
 * Refund a paid order: the whole remaining amount or part of it, with a reason. A second step confirms what will
 * happen (a credit note; a full refund withdraws the course) before anything is sent.
 */
export function RefundModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const fmt = useFormat();
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const refund = useRefundOrder();
  if (!order) return null;
  const left = order.CapturedAmount - order.RefundedAmount;
  const typed = amountText.trim() === '' ? left : parseMinor(amountText);
  const amountError = typed === null ? t('refund.errors.amount') : typed > left ? t('refund.errors.tooMuch', { amount: formatMoney(left, order.CurrencyCode, fmt.locale) }) : undefined;
  const reasonError = reason.trim().length < 3 ? t('refund.errors.reason') : undefined;
  const close = () => {
    setAmountText('');
    setReason('');
    setConfirming(false);
    setTried(false);
    refund.reset();
    onClose();
  };
  const full = typed === left;
  return (
    <Modal opened onClose={refund.isPending ? () => undefined : close} title={t('refund.title', { id: order.ID })} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm">
        <Text size="sm">{order.ItemTitle} · {order.UserName}</Text>
        <Text size="sm" c="dimmed">{t('refund.refundable', { amount: formatMoney(left, order.CurrencyCode, fmt.locale) })}</Text>
        {!confirming ? (
          <>
            <TextInput
              label={t('refund.amount', { currency: order.CurrencyCode })} description={t('refund.amountHint')} inputMode="decimal"
              value={amountText} onChange={(e) => setAmountText(e.currentTarget.value)} error={tried ? amountError : undefined}
            />
            <Textarea label={t('refund.reason')} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} error={tried ? reasonError : undefined} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>{t('cancel')}</Button>
              <Button color="red" onClick={() => { setTried(true); if (!amountError && !reasonError) setConfirming(true); }}>{t('refund.next')}</Button>
            </Group>
          </>
        ) : (
          <>
            <Alert color="orange" variant="light" title={t('refund.confirmTitle', { amount: formatMoney(typed ?? 0, order.CurrencyCode, fmt.locale) })}>
              {full ? t('refund.confirmFull') : t('refund.confirmPart')}
            </Alert>
            {refund.isError ? <Alert color="red" role="alert">{errorMessage(refund.error)}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={refund.isPending}>{t('back')}</Button>
              <Button
                color="red" loading={refund.isPending} data-autofocus
                onClick={() => refund.mutate({ id: order.ID, Reason: reason.trim(), ...(full ? {} : { Amount: typed ?? undefined }) }, {
                  onSuccess: () => { notify(t('refund.done', { id: order.ID }), 'success'); close(); },
                })}
              >
                {t('refund.confirm')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
