import { Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MIN_SEARCH_TERM } from '@app/contracts/list';
import { questionTypes, type QuestionType } from '@app/contracts/assessments';
import type { QuestionFilterValues } from '../lib/question-query.ts';
import { MasterSelect } from './master-select.tsx';

/** The question bank's search box and filters (type and the four masters). */
export function QuestionFilterControls({ value, onChange }: { value: QuestionFilterValues; onChange: (v: QuestionFilterValues) => void }) {
  const { t } = useTranslation(['assessments-admin', 'table']);
  const set = <K extends keyof QuestionFilterValues>(k: K, v: QuestionFilterValues[K]) => onChange({ ...value, [k]: v });
  const short = value.text.trim().length > 0 && value.text.trim().length < MIN_SEARCH_TERM;
  const w = { flex: '1 1 10rem', minWidth: '9rem', maxWidth: '14rem' };
  return (
    <>
      <TextInput
        type="search"
        aria-label={t('questions.search')}
        placeholder={t('table:searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.text}
        onChange={(e) => set('text', e.currentTarget.value)}
        description={short ? t('table:minChars', { count: MIN_SEARCH_TERM }) : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        style={{ flex: '1 1 14rem', minWidth: '12rem', maxWidth: '20rem' }}
      />
      <Select
        aria-label={t('fields.type')}
        placeholder={t('filters.allTypes')}
        clearable
        data={questionTypes.map((q) => ({ value: q, label: t(`types.${q}`) }))}
        value={value.type}
        onChange={(v) => set('type', v as QuestionType | null)}
        style={w}
      />
      <MasterSelect master="questionLevels" aria-label={t('fields.level')} placeholder={t('filters.allLevels')} value={value.levelId} onChange={(v) => set('levelId', v)} style={w} />
      <MasterSelect master="categories" aria-label={t('fields.category')} placeholder={t('filters.allCategories')} value={value.categoryId} onChange={(v) => set('categoryId', v)} style={w} />
      <MasterSelect master="subcategories" aria-label={t('fields.subcategory')} placeholder={t('filters.allSubcategories')} value={value.subcategoryId} onChange={(v) => set('subcategoryId', v)} style={w} />
      <MasterSelect master="modules" aria-label={t('fields.module')} placeholder={t('filters.allModules')} value={value.moduleId} onChange={(v) => set('moduleId', v)} style={w} />
    </>
  );
}
