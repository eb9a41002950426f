import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReportTests } from '../api/get-report-tests.ts';

/** Picks a test among those with submitted attempts. */
export function ReportTestSelect({ value, onChange, label, clearable = false, inToolbar = false }: {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  clearable?: boolean;
  /** Beside other toolbar controls (grows in a row) rather than alone in a column. */
  inToolbar?: boolean;
}) {
  const { t } = useTranslation('assessments-admin');
  const { data, isPending, isError, error } = useReportTests();
  const options = (data?.items ?? []).map((r) => ({ value: String(r.TestID), label: `${r.Title} (#${r.TestID})` }));
  // A test from the address that has no attempts yet is still shown by its id.
  if (value !== null && !options.some((o) => o.value === String(value))) options.unshift({ value: String(value), label: `#${value}` });
  return (
    <Select
      label={label}
      placeholder={isPending ? t('loading') : clearable ? t('filters.allTests') : t('reports.pickTest')}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      nothingFoundMessage={t('nothingFound')}
      error={isError ? errorMessage(error) : undefined}
      style={inToolbar ? { flex: '1 1 16rem', maxWidth: '28rem' } : { maxWidth: '28rem' }}
    />
  );
}
