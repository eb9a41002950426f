import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Skill } from '@app/contracts/jobs';
import { useSkillSearch } from '../api/skills.ts';

/** Picks skills from the ERP skill database, searched by name or synonym. */
export function SkillPicker({ value, onChange, error }: { value: Skill[]; onChange: (skills: Skill[]) => void; error?: string }) {
  const { t } = useTranslation('jobs');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const found = useSkillSearch(term.trim().length >= 2 ? term.trim() : '');
  const known = new Map<number, Skill>([...value, ...(found.data?.items ?? [])].map((s) => [s.ID, s]));
  const label = (s: Skill) => `${s.Name} (${s.Product} ${s.Module})`;
  return (
    <MultiSelect
      label={t('jobs.fields.skills')}
      description={t('jobs.skillsHint')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('jobs.noSkillFound')}
      data={[...known.values()].map((s) => ({ value: String(s.ID), label: label(s) }))}
      value={value.map((s) => String(s.ID))}
      onChange={(ids) => onChange(ids.map((id) => known.get(Number(id))).filter((s): s is Skill => !!s))}
      error={error}
      maxValues={30}
    />
  );
}
