import { useMemo, useRef, useState } from 'react';
import { Loader, Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export interface RemoteSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Label of the chosen item before any result contained it (e.g. the lesson's material name). */
  selectedLabel?: string | null;
  /** Loads the choices matching a search term (the server searches). */
  useChoices: (term: string) => UseQueryResult<{ items: { value: number; label: string }[] }>;
}

/**
 * A searchable select whose choices come from the server as the user types (debounced); the chosen item stays
 * shown even when the current results do not contain it. Clearing it chooses nothing.
 */
export function RemoteSelect({ value, onChange, selectedLabel, useChoices, ...props }: RemoteSelectProps) {
  const { t } = useTranslation('course-building');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  // Labels of every item seen, so the chosen one keeps its name whatever the current results are.
  const labels = useRef(new Map<number, string>());
  if (value !== null && selectedLabel && !labels.current.has(value)) labels.current.set(value, selectedLabel);
  const chosenLabel = value !== null ? labels.current.get(value) ?? null : null;
  // The chosen item's label in the box is not a search: show the first results instead.
  const query = useChoices(chosenLabel !== null && term.trim() === chosenLabel.trim() ? '' : term.trim());
  const data = useMemo<ComboboxItem[]>(() => {
    const items = (query.data?.items ?? []).map((i) => {
      labels.current.set(i.value, i.label);
      return { value: String(i.value), label: i.label };
    });
    if (value !== null && !items.some((i) => i.value === String(value))) items.unshift({ value: String(value), label: labels.current.get(value) ?? `#${value}` });
    return items;
  }, [query.data, value]);
  return (
    <Select
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={query.isPending ? t('loading') : query.isError ? t('choices.failed') : t('choices.none')}
      rightSection={query.isFetching && value === null ? <Loader size={14} aria-hidden /> : undefined}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
