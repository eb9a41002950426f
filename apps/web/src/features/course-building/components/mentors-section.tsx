import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useMentorCandidates } from '../api/get-mentor-candidates.ts';
import { useSetCourseMentors } from '../api/set-course-mentors.ts';

export interface MentorsSectionProps {
  courseId: number;
  mentors: { ID: number; Name: string }[];
  /** The user may assign mentors (courses.manage); otherwise the list is read-only. */
  canAssign: boolean;
}

/** The mentors who check the course's assignments: a staff picker searched on the server, saved on demand. */
export function MentorsSection({ courseId, mentors, canAssign }: MentorsSectionProps) {
  const { t } = useTranslation('course-building');
  const [chosen, setChosen] = useState<string[]>(mentors.map((m) => String(m.ID)));
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const candidates = useMentorCandidates(term.trim(), canAssign);
  const save = useSetCourseMentors(courseId);
  const names = useRef(new Map<string, string>());
  for (const m of mentors) names.current.set(String(m.ID), m.Name);

  const saved = mentors.map((m) => String(m.ID)).sort().join(',');
  useEffect(() => setChosen(mentors.map((m) => String(m.ID))), [saved]);

  const data = useMemo(() => {
    const items = new Map<string, string>();
    for (const id of chosen) items.set(id, names.current.get(id) ?? `#${id}`);
    for (const c of candidates.data ?? []) {
      const label = `${c.Name} (${c.Email})`;
      names.current.set(String(c.ID), c.Name);
      items.set(String(c.ID), items.has(String(c.ID)) ? items.get(String(c.ID))! : label);
    }
    return [...items].map(([value, label]) => ({ value, label }));
  }, [candidates.data, chosen]);

  if (!canAssign) {
    return (
      <Stack gap="xs">
        {mentors.length === 0 ? <Text size="sm" c="dimmed">{t('mentors.none')}</Text> : <Text size="sm">{mentors.map((m) => m.Name).join(', ')}</Text>}
        <Text size="xs" c="dimmed">{t('mentors.readOnly')}</Text>
      </Stack>
    );
  }

  const dirty = [...chosen].sort().join(',') !== saved;
  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('mentors.label')}
        description={t('mentors.hint')}
        placeholder={chosen.length === 0 ? t('mentors.search') : undefined}
        searchable
        data={data}
        value={chosen}
        onChange={setChosen}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={candidates.isPending ? t('loading') : candidates.isError ? t('choices.failed') : t('choices.none')}
        hidePickedOptions
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      {save.isError ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(save.error)}</Alert> : null}
      <Group justify="flex-end">
        <Button
          size="sm"
          variant={dirty ? 'filled' : 'default'}
          disabled={!dirty}
          loading={save.isPending}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={() => save.mutate(chosen.map(Number), { onSuccess: () => notify(t('mentors.saved'), 'success') })}
        >
          {t('mentors.save')}
        </Button>
      </Group>
    </Stack>
  );
}
