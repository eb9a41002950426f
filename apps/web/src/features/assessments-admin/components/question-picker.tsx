import { useState } from 'react';
import { Badge, Button, Group, Loader, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { effectiveTerm } from '@app/contracts/list';
import type { QuestionRow } from '@app/contracts/assessments';
import { errorMessage } from '../../../lib/api-client.ts';
import { getQuestions, questionsKey } from '../api/get-questions.ts';
import type { PickedQuestion } from '../lib/test-form.ts';

const PICKER_PAGE = 20;

/** Search the question bank and add questions to a test by hand. */
export function QuestionPicker({ chosen, onAdd }: { chosen: readonly PickedQuestion[]; onAdd: (q: PickedQuestion) => void }) {
  const { t } = useTranslation('assessments-admin');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const term = effectiveTerm(debounced);
  const query = { pageIndex: 0, pageSize: PICKER_PAGE, sortBy: 'ID', sortDesc: true, ...(term ? { term } : {}) };
  const { data, isPending, isError, error, isFetching } = useQuery({
    queryKey: [...questionsKey, 'picker', query],
    queryFn: ({ signal }) => getQuestions(query, signal),
    placeholderData: keepPreviousData,
  });
  const chosenIds = new Set(chosen.map((q) => q.ID));
  const add = (q: QuestionRow) => onAdd({ ID: q.ID, Text: q.Text, Type: q.Type, Marks: q.Marks });

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <TextInput
          type="search"
          label={t('tests.searchBank')}
          placeholder={t('tests.searchBankPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={isFetching ? <Loader size={14} aria-hidden /> : null}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed" role="status" aria-live="polite">
          {data ? t('tests.bankShowing', { shown: data.items.length, total: data.total }) : isPending ? t('loading') : ''}
        </Text>
        {isError ? <Text c="red.9" size="sm" role="alert">{errorMessage(error)}</Text> : null}
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={4} component="ul" aria-label={t('tests.bankResults')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data?.items.map((q) => {
              const added = chosenIds.has(q.ID);
              return (
                <Group key={q.ID} component="li" gap="xs" wrap="nowrap" justify="space-between" py={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" lineClamp={2}>#{q.ID} {q.Text}</Text>
                    <Group gap={4}>
                      <Badge size="xs" variant="light" color="gray" tt="none">{t(`types.${q.Type}`)}</Badge>
                      <Text size="xs" c="dimmed">{t('tests.marksN', { count: q.Marks })}</Text>
                    </Group>
                  </Stack>
                  <Button size="compact-sm" variant="light" disabled={added} leftSection={added ? null : <IconPlus size={14} aria-hidden />} onClick={() => add(q)} aria-label={added ? t('tests.addedN', { id: q.ID }) : t('tests.addN', { id: q.ID })}>
                    {added ? t('tests.added') : t('tests.add')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        {data && data.items.length === 0 ? <Text size="sm" c="dimmed">{term ? t('tests.bankNoMatch', { term }) : t('tests.bankEmpty')}</Text> : null}
      </Stack>
    </Paper>
  );
}
