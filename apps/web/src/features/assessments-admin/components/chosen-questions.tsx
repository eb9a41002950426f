import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../lib/options.ts';
import type { PickedQuestion } from '../lib/test-form.ts';

/** Keeps the keyboard on the moved question: focus follows it, or the other arrow when it reached an end. */
function refocus(id: number, dir: 'up' | 'down') {
  requestAnimationFrame(() => {
    const own = document.querySelector<HTMLButtonElement>(`[data-move="${id}-${dir}"]`);
    const other = document.querySelector<HTMLButtonElement>(`[data-move="${id}-${dir === 'up' ? 'down' : 'up'}"]`);
    (own && !own.disabled ? own : other)?.focus();
  });
}

/** The questions of a test in order, with up/down and remove buttons. */
export function ChosenQuestions({ questions, onChange, error }: { questions: PickedQuestion[]; onChange: (q: PickedQuestion[]) => void; error?: string }) {
  const { t } = useTranslation('assessments-admin');
  const total = questions.reduce((s, q) => s + q.Marks, 0);
  const move = (i: number, delta: -1 | 1) => {
    onChange(moveItem(questions, i, delta));
    refocus(questions[i]!.ID, delta < 0 ? 'up' : 'down');
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm" id="chosen-questions-heading">{t('tests.chosen', { count: questions.length })}</Text>
          <Text size="sm" c="dimmed">{t('tests.totalMarks', { count: Math.round(total * 100) / 100 })}</Text>
        </Group>
        {error ? <Text size="sm" c="red.9" role="alert">{error}</Text> : null}
        {questions.length === 0 ? <Text size="sm" c="dimmed">{t('tests.noneChosen')}</Text> : null}
        <Stack gap={4} component="ol" aria-labelledby="chosen-questions-heading" style={{ padding: 0, margin: 0, listStyle: 'none' }}>
          {questions.map((q, i) => (
            <Group key={q.ID} component="li" gap="xs" wrap="nowrap" justify="space-between" py={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} w={28} ta="right" aria-hidden>{i + 1}.</Text>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" lineClamp={2}>#{q.ID} {q.Text}</Text>
                  <Group gap={4}>
                    <Badge size="xs" variant="light" color="gray" tt="none">{t(`types.${q.Type}`)}</Badge>
                    <Text size="xs" c="dimmed">{t('tests.marksN', { count: q.Marks })}</Text>
                  </Group>
                </Stack>
              </Group>
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" color="gray" data-move={`${q.ID}-up`} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('tests.moveUp', { n: i + 1, id: q.ID })}>
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="gray" data-move={`${q.ID}-down`} disabled={i === questions.length - 1} onClick={() => move(i, 1)} aria-label={t('tests.moveDown', { n: i + 1, id: q.ID })}>
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" onClick={() => onChange(questions.filter((x) => x.ID !== q.ID))} aria-label={t('tests.remove', { n: i + 1, id: q.ID })}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
