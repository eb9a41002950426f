import { Button, Group, MultiSelect, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCheckingFilters } from '../api/get-checking-filters.ts';
import { parseIds } from '../lib/checking-query.ts';

export interface CheckingFilterValues {
  courseIds: number[];
  userIds: number[];
}

/** Course and learner multi-selects (choices: what this checker may see); empty means all. */
export function CheckingFilters({ value, onChange }: { value: CheckingFilterValues; onChange: (v: CheckingFilterValues) => void }) {
  const { t } = useTranslation('checking');
  const { data, isPending, isError, refetch, isFetching } = useCheckingFilters();
  const courses = (data?.Courses ?? []).map((c) => ({ value: String(c.ID), label: c.Name }));
  const learners = (data?.Learners ?? []).map((l) => ({ value: String(l.ID), label: t('filters.learnerOption', { name: l.Name, id: l.ID }) }));
  const style = { flex: '1 1 16rem', minWidth: '12rem', maxWidth: '28rem' };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MultiSelect
        label={t('filters.courses')}
        placeholder={value.courseIds.length ? undefined : t('filters.allCourses')}
        data={courses}
        value={value.courseIds.map(String)}
        onChange={(v) => onChange({ ...value, courseIds: parseIds(v) })}
        searchable
        clearable
        nothingFoundMessage={t('filters.nothingFound')}
        disabled={isPending}
        style={style}
      />
      <MultiSelect
        label={t('filters.learners')}
        placeholder={value.userIds.length ? undefined : t('filters.allLearners')}
        data={learners}
        value={value.userIds.map(String)}
        onChange={(v) => onChange({ ...value, userIds: parseIds(v) })}
        searchable
        clearable
        limit={200}
        nothingFoundMessage={t('filters.nothingFound')}
        disabled={isPending}
        style={style}
      />
      {isError ? (
        <Group gap="xs" align="center">
          <Text size="sm" c="red" role="alert">{t('filters.loadFailed')}</Text>
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void refetch()} loading={isFetching}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
