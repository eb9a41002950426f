import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Text, type ComboboxData } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCourseLessons } from '../api/get-course-lessons.ts';
import { useStepCourses } from '../api/get-step-courses.ts';
import { itemChoices, type EditorStep, type ItemChoice } from '../lib/steps.ts';

export interface AddStepFormProps {
  steps: EditorStep[];
  onAdd: (course: { id: number; title: string }, choice: ItemChoice) => void;
  disabled?: boolean;
}

/** Adds a step: choose a course (searched by title), then one of its lesson items (material, test or assignment). */
export function AddStepForm({ steps, onAdd, disabled }: AddStepFormProps) {
  const { t } = useTranslation('glps');
  const [courseId, setCourseId] = useState<number | null>(null);
  const [itemKey, setItemKey] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const titles = useRef(new Map<number, string>());
  const chosenTitle = courseId !== null ? titles.current.get(courseId) ?? null : null;
  // The chosen course's title in the box is not a search: list the first courses instead.
  const courses = useStepCourses(chosenTitle !== null && term.trim() === chosenTitle ? '' : term.trim());
  const lessons = useCourseLessons(courseId);

  const courseData = useMemo(() => {
    const items = (courses.data?.items ?? []).map((c) => {
      titles.current.set(c.ID, c.Title);
      return { value: String(c.ID), label: c.Status === 'draft' ? `${c.Title} (${t('draft')})` : c.Title };
    });
    if (courseId !== null && !items.some((i) => i.value === String(courseId))) items.unshift({ value: String(courseId), label: titles.current.get(courseId) ?? `#${courseId}` });
    return items;
  }, [courses.data, courseId, t]);

  const choices = useMemo(() => itemChoices(lessons.data ?? []), [lessons.data]);
  const taken = new Set(steps.map((s) => s.key));
  const itemData: ComboboxData = useMemo(() => {
    const groups = new Map<number, { group: string; items: { value: string; label: string; disabled: boolean }[] }>();
    for (const c of choices) {
      const g = groups.get(c.lessonId) ?? { group: c.lessonTitle, items: [] };
      g.items.push({ value: c.value, label: `${t(`types.${c.type}`)}: ${c.name}${taken.has(c.value) ? ` (${t('steps.alreadyAdded')})` : ''}`, disabled: taken.has(c.value) });
      groups.set(c.lessonId, g);
    }
    return [...groups.values()];
  }, [choices, steps, t]);

  const choice = choices.find((c) => c.value === itemKey) ?? null;
  const add = () => {
    if (!choice || courseId === null) return;
    onAdd({ id: courseId, title: titles.current.get(courseId) ?? '' }, choice);
    setItemKey(null);
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" component="h3" m={0}>{t('steps.addTitle')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('steps.course')}
          placeholder={t('steps.coursePlaceholder')}
          searchable
          clearable
          allowDeselect={false}
          data={courseData}
          value={courseId === null ? null : String(courseId)}
          onChange={(v) => {
            setCourseId(v ? Number(v) : null);
            setItemKey(null);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={courses.isPending ? t('loading') : courses.isError ? errorMessage(courses.error) : t('steps.noCourses')}
          rightSection={courses.isFetching && courseId === null ? <Loader size={14} aria-hidden /> : undefined}
          comboboxProps={{ withinPortal: true }}
          disabled={disabled}
        />
        <Select
          label={t('steps.item')}
          placeholder={courseId === null ? t('steps.chooseCourseFirst') : lessons.isPending ? t('loading') : t('steps.itemPlaceholder')}
          searchable
          data={itemData}
          value={itemKey}
          onChange={setItemKey}
          disabled={disabled || courseId === null || lessons.isPending}
          nothingFoundMessage={t('steps.noItems')}
          comboboxProps={{ withinPortal: true }}
          rightSection={courseId !== null && lessons.isFetching ? <Loader size={14} aria-hidden /> : undefined}
        />
      </SimpleGrid>
      {lessons.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{errorMessage(lessons.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void lessons.refetch()}>{t('retry')}</Button>
          </Group>
        </Alert>
      ) : null}
      {courseId !== null && lessons.data && choices.length === 0 ? <Text size="sm" c="dimmed">{t('steps.courseHasNoItems')}</Text> : null}
      <Group justify="flex-end">
        <Button onClick={add} disabled={disabled || !choice || taken.has(choice.value)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('steps.add')}
        </Button>
      </Group>
    </Stack>
  );
}
