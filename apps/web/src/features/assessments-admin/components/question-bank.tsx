import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuestionRow } from '@app/contracts/assessments';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, SEARCH_DEBOUNCE_MS, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';
import { useDeleteQuestion } from '../api/delete-question.ts';
import { getQuestions, questionsKey, type QuestionFilters } from '../api/get-questions.ts';
import { noQuestionFilters, questionQuery, type QuestionFilterValues } from '../lib/question-query.ts';
import { ExportMenu } from './export-menu.tsx';
import { ImportModal } from './import-modal.tsx';
import { QuestionFilterControls } from './question-filters.tsx';
import { QuestionModal } from './question-modal.tsx';

const excerpt = (s: string, n = 140) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The question bank: filters, list, add/edit, delete, import and export. */
export function QuestionBank() {
  const { t } = useTranslation(['assessments-admin', 'common']);
  const [filterValues, setFilterValues] = useState<QuestionFilterValues>(noQuestionFilters);
  const [debounced] = useDebouncedValue(filterValues, SEARCH_DEBOUNCE_MS);
  const query = questionQuery(debounced);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteQuestion();
  const deletion = useConfirmedDelete<QuestionRow>(remove, (row) => t('questions.deleted', { id: row.ID }));

  const columns: DataTableColumn<QuestionRow>[] = [
    { id: 'ID', header: t('fields.id'), sortable: true, width: 70, nowrap: true },
    { id: 'Text', header: t('fields.question'), sortable: true, primary: true, cell: (q) => excerpt(q.Text) },
    { id: 'Type', header: t('fields.type'), sortable: true, nowrap: true, cell: (q) => t(`types.${q.Type}`), csv: (q) => q.Type },
    {
      id: 'Classification',
      header: t('fields.classification'),
      cell: (q) => [q.Level, q.Category, q.Subcategory].filter(Boolean).join(' · ') || '–',
      csv: (q) => [q.Level, q.Category, q.Subcategory].filter(Boolean).join(' / '),
    },
    { id: 'Marks', header: t('fields.marks'), sortable: true, nowrap: true, cell: (q) => (q.NegativeMarks > 0 ? `${q.Marks} / −${q.NegativeMarks}` : String(q.Marks)) },
  ];

  return (
    <Stack gap="md">
      <DataTable<QuestionRow, QuestionFilters & { term?: string }>
        label={t('questions.tableLabel')}
        queryKey={[...questionsKey, 'list']}
        fetchPage={getQuestions}
        columns={columns}
        rowKey={(q) => q.ID}
        searchable={false}
        filters={query}
        filterControls={<QuestionFilterControls value={filterValues} onChange={setFilterValues} />}
        initialSort={{ id: 'ID', desc: true }}
        emptyText={t('questions.empty')}
        actions={
          <>
            <ExportMenu query={query} />
            <Button variant="default" size="sm" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
              {t('questions.import')}
            </Button>
            <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('questions.addQuestion')}
            </Button>
          </>
        }
        rowActions={(q) => (
          <>
            <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} aria-label={t('questions.editN', { id: q.ID })} onClick={() => setEditing(q.ID)}>
              {t('edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t('questions.deleteN', { id: q.ID })}
              onClick={() => deletion.ask(q)}
            >
              {t('common:actions.delete')}
            </Button>
          </>
        )}
      />
      <QuestionModal target={editing} onClose={() => setEditing(null)} />
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
      <ConfirmModal
        {...deletion.modalProps}
        title={t('questions.deleteTitle')}
        confirmLabel={t('common:actions.delete')}
        danger
      >
        <Stack gap="xs">
          <Text>{t('questions.deleteText', { id: deletion.shown?.ID ?? '' })}</Text>
          <Text size="sm" c="dimmed">{excerpt(deletion.shown?.Text ?? '', 200)}</Text>
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
