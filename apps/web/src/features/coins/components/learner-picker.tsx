import { useMemo, useRef, useState } from 'react';
import { Loader, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CoinLearner } from '@app/contracts/coins';
import { useCoinLearners } from '../api/get-coin-learners.ts';

export interface LearnerPickerProps {
  value: number | null;
  onChange: (learner: CoinLearner | null) => void;
  label: string;
  /** The chosen learner's name before any search result held it (e.g. from the address). */
  selected?: CoinLearner | null;
  required?: boolean;
  error?: string | null;
  w?: string | Record<string, string>;
  size?: 'sm' | 'md';
}

/** A learner chosen by name or email, searched on the server as the user types; each choice shows its balance. */
export function LearnerPicker({ value, onChange, label, selected, required, error, w, size }: LearnerPickerProps) {
  const { t } = useTranslation('coins');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const known = useRef(new Map<number, CoinLearner>());
  if (selected) known.current.set(selected.ID, selected);
  const chosen = value !== null ? known.current.get(value) : undefined;
  const optionLabel = (l: CoinLearner) => `${l.Name} · ${l.Email}`;
  // The chosen learner's label in the box is not a search.
  const query = useCoinLearners(chosen && term.trim() === optionLabel(chosen) ? '' : term.trim());
  const data = useMemo<ComboboxItem[]>(() => {
    const items = (query.data ?? []).map((l) => {
      known.current.set(l.ID, l);
      return { value: String(l.ID), label: optionLabel(l) };
    });
    if (value !== null && !items.some((i) => i.value === String(value))) {
      const l = known.current.get(value);
      items.unshift({ value: String(value), label: l ? optionLabel(l) : `#${value}` });
    }
    return items;
  }, [query.data, value]);
  return (
    <Select
      label={label}
      placeholder={t('picker.placeholder')}
      searchable
      clearable
      required={required}
      error={error}
      w={w}
      size={size}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? (known.current.get(Number(v)) ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={query.isPending ? t('picker.loading') : query.isError ? t('picker.failed') : t('picker.none')}
      rightSection={query.isFetching && value === null ? <Loader size={14} aria-hidden /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
