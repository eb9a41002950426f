import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { currencies, indianStates, manualMethods, type Currency, type ManualMethod } from '@app/contracts/payments';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormat } from '../../../ui/format.ts';
import { useCourseChoices, useLearnerChoices } from '../api/get-sale-choices.ts';
import { useRecordManualPayment } from '../api/record-manual-payment.ts';
import { formatMoney } from './money.ts';

/** Staff record an offline payment (bank transfer, cash, cheque, UPI) for a learner: the course's stored price, a reference. */
export function ManualPaymentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const fmt = useFormat();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const learners = useLearnerChoices(term.trim().length >= 2 ? term.trim() : '');
  const courses = useCourseChoices();
  const [userId, setUserId] = useState<string | null>(null);
  const [courseId, setCourseId] = useState<string | null>(null);
  const [currency, setCurrency] = useState<Currency>('INR');
  const [method, setMethod] = useState<ManualMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const record = useRecordManualPayment();
  const course = courses.data?.items.find((c) => String(c.ID) === courseId);
  const price = course ? course.CoursePrice[currency] : 0;
  const serverErrors = record.error instanceof ApiError ? record.error.errors ?? [] : [];
  const fieldError = (path: string) => serverErrors.find((e) => e.path === path)?.message;
  const errors = {
    learner: !userId ? t('manual.errors.learner') : fieldError('body.UserID'),
    course: !courseId ? t('manual.errors.course') : course && price <= 0 ? t('manual.errors.notSold', { currency }) : undefined,
    reference: reference.trim().length < 3 ? t('manual.errors.reference') : fieldError('body.Reference'),
  };
  const close = () => {
    record.reset();
    setTried(false);
    setUserId(null);
    setCourseId(null);
    setReference('');
    setNote('');
    setState(null);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (errors.learner || errors.course || errors.reference) return;
    record.mutate(
      { UserID: Number(userId), Kind: 'course', ItemID: Number(courseId), Currency: currency, Method: method, Reference: reference.trim(), Note: note.trim(), ...(state && currency === 'INR' ? { BuyerState: state as (typeof indianStates)[number] } : {}) },
      { onSuccess: (o) => { notify(t('manual.done', { id: o.ID, number: o.InvoiceNumber }), 'success'); close(); } },
    );
  };
  const learnerData = [
    ...(learners.data?.items ?? []).map((u) => ({ value: String(u.ID), label: `${u.FirstName} ${u.LastName} · ${u.Email}` })),
  ];
  return (
    <Modal opened={opened} onClose={record.isPending ? () => undefined : close} title={t('manual.title')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('manual.lead')}</Text>
        <Select
          label={t('manual.learner')} placeholder={t('manual.learnerPlaceholder')} searchable data={learnerData} value={userId} onChange={setUserId}
          searchValue={search} onSearchChange={setSearch} filter={({ options }) => options} nothingFoundMessage={t('manual.noLearners')} required
          error={tried ? errors.learner : undefined}
        />
        <Select
          label={t('manual.course')} searchable required value={courseId} onChange={setCourseId} error={tried ? errors.course : undefined}
          data={(courses.data?.items ?? []).map((c) => ({ value: String(c.ID), label: c.Title }))}
        />
        <Group grow align="flex-start">
          <Select label={t('manual.currency')} data={[...currencies]} value={currency} onChange={(v) => v && setCurrency(v as Currency)} allowDeselect={false} />
          <Select label={t('manual.method')} data={manualMethods.map((m) => ({ value: m, label: t(`methods.${m}`) }))} value={method} onChange={(v) => v && setMethod(v as ManualMethod)} allowDeselect={false} />
        </Group>
        <Text size="sm">{course && price > 0 ? t('manual.price', { amount: formatMoney(price, currency, fmt.locale) }) : '\u00a0'}</Text>
        <TextInput label={t('manual.reference')} description={t('manual.referenceHint')} value={reference} onChange={(e) => setReference(e.currentTarget.value)} required maxLength={100} error={tried ? errors.reference : undefined} />
        {currency === 'INR' ? (
          <Select label={t('manual.state')} description={t('manual.stateHint')} data={[...indianStates]} value={state} onChange={setState} clearable searchable />
        ) : null}
        <Textarea label={t('manual.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
        {record.isError && !serverErrors.length ? <Alert color="red" role="alert">{errorMessage(record.error)}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={record.isPending}>{t('cancel')}</Button>
          <Button onClick={submit} loading={record.isPending}>{t('manual.submit')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
