import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCourse } from '../api/get-course.ts';
import { useCourseOptions } from '../api/get-course-options.ts';

export interface CourseSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  placeholder?: string;
  /** Offer "no course" (all courses). */
  clearable?: boolean;
  required?: boolean;
  error?: string;
  /** Beside other toolbar controls (grows in a row) rather than alone in a column. */
  inToolbar?: boolean;
  disabled?: boolean;
}

/** Picks a course by title; the search runs on the server, so every course can be found. */
export function CourseSelect({ value, onChange, label, placeholder, clearable = false, required, error, inToolbar, disabled }: CourseSelectProps) {
  const { t } = useTranslation('admissions');
  const [search, setSearch] = useState('');
  const [shownLabel, setShownLabel] = useState<string | undefined>(undefined);
  // The box shows the chosen title once chosen; only other typed text is a search term.
  const [debounced] = useDebouncedValue(search === shownLabel ? '' : search, 300);
  const options = useCourseOptions(debounced);
  const items = (options.data?.items ?? []).map((c) => ({
    value: String(c.ID),
    label: c.Status === 'draft' ? t('courseSelect.draftOption', { title: c.Title }) : c.Title,
  }));
  const selectedLabel = items.find((o) => o.value === String(value))?.label;
  // A course from the address that is not among the loaded options: ask for it by id.
  const chosen = useCourse(value !== null && !selectedLabel && !options.isPending ? value : null);
  if (value !== null && !selectedLabel) items.unshift({ value: String(value), label: chosen.data?.Title ?? `#${value}` });
  const label_ = selectedLabel ?? chosen.data?.Title;
  if (label_ !== shownLabel && label_ !== undefined) setShownLabel(label_);

  return (
    <Select
      label={label}
      placeholder={placeholder ?? (options.isPending ? t('loading') : t('courseSelect.placeholder'))}
      data={items}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      clearable={clearable}
      allowDeselect={clearable}
      required={required}
      disabled={disabled}
      nothingFoundMessage={options.isFetching ? t('loading') : t('courseSelect.nothingFound')}
      error={error ?? (options.isError ? errorMessage(options.error) : undefined)}
      comboboxProps={{ withinPortal: true }}
      style={inToolbar ? { flex: '1 1 16rem', maxWidth: '26rem' } : { maxWidth: '32rem' }}
    />
  );
}
