import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, TagsInput } from '@mantine/core';
import { IconCalendarTime, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { downloadReport, type ReportKind } from '../api/download-report.ts';
import { useCreateSchedule } from '../api/schedules.ts';

type Props = {
  report: ReportKind;
  /** The applied filters, as the API takes them. */
  filters: Record<string, string | number>;
  /** The file name without extension. */
  fileName: string;
  disabled?: boolean;
};

/** Export (CSV, XLSX: the full result, made by the server) and "schedule by e-mail" of a report with its filters. */
export function ReportActions({ report, filters, fileName, disabled }: Props) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [open, setOpen] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      saveBlob(await downloadReport(report, { ...filters, format }), `${fileName}.${format}`);
    } catch (err) {
      notify(errorMessage(err), 'danger');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="sm">
      <Button variant="default" disabled={disabled} loading={busy === 'csv'} onClick={() => void download('csv')} leftSection={<IconFileTypeCsv size={18} aria-hidden />}>{t('export.csv')}</Button>
      <Button variant="default" disabled={disabled} loading={busy === 'xlsx'} onClick={() => void download('xlsx')} leftSection={<IconFileSpreadsheet size={18} aria-hidden />}>{t('export.xlsx')}</Button>
      <Button variant="light" disabled={disabled} onClick={() => setOpen(true)} leftSection={<IconCalendarTime size={18} aria-hidden />}>{t('schedule.open')}</Button>
      <ScheduleModal opened={open} onClose={() => setOpen(false)} report={report} filters={filters} />
    </Group>
  );
}

const weekdays = [1, 2, 3, 4, 5, 6, 7];

function ScheduleModal({ opened, onClose, report, filters }: { opened: boolean; onClose: () => void; report: ReportKind; filters: Record<string, string | number> }) {
  const { t } = useTranslation('reports');
  const create = useCreateSchedule();
  const [frequency, setFrequency] = useState<'daily' | 'weekly'>('weekly');
  const [weekday, setWeekday] = useState('1');
  const [hour, setHour] = useState('6');
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Lists of ids travel as arrays in a schedule's filters.
  const stored = Object.fromEntries(
    Object.entries(filters).map(([k, v]) => [k, k.endsWith('Ids') ? String(v).split(',').filter(Boolean).map(Number) : v]),
  );
  const submit = () => {
    setError(null);
    create.mutate(
      { Report: report, Filters: stored, Frequency: frequency, Weekday: frequency === 'weekly' ? Number(weekday) : null, Hour: Number(hour), Format: format, Recipients: recipients },
      {
        onSuccess: () => {
          notify(t('schedule.saved'), 'success');
          onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('schedule.title')} closeButtonProps={{ 'aria-label': t('schedule.cancel') }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('schedule.lead')}</Text>
        <NativeSelect label={t('schedule.frequency')} value={frequency} onChange={(e) => setFrequency(e.currentTarget.value as 'daily' | 'weekly')}
          data={[{ value: 'daily', label: t('schedule.daily') }, { value: 'weekly', label: t('schedule.weekly') }]} />
        {frequency === 'weekly' ? (
          <NativeSelect label={t('schedule.weekday')} value={weekday} onChange={(e) => setWeekday(e.currentTarget.value)}
            data={weekdays.map((d) => ({ value: String(d), label: t(`schedule.days.${d}`) }))} />
        ) : null}
        <NativeSelect label={t('schedule.hour')} value={hour} onChange={(e) => setHour(e.currentTarget.value)}
          data={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00 UTC` }))} />
        <NativeSelect label={t('schedule.format')} value={format} onChange={(e) => setFormat(e.currentTarget.value as 'csv' | 'xlsx')}
          data={[{ value: 'xlsx', label: 'XLSX' }, { value: 'csv', label: 'CSV' }]} />
        <TagsInput label={t('schedule.recipients')} description={t('schedule.recipientsHint')} value={recipients} onChange={setRecipients} splitChars={[',', ' ', ';']} />
        {error ? <Text c="red" size="sm" role="alert">{error}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('schedule.cancel')}</Button>
          <Button onClick={submit} loading={create.isPending} disabled={recipients.length === 0}>{t('schedule.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
