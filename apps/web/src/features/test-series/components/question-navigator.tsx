import { Group, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@app/contracts/assessments';
import { isAnswered } from '../lib/answer-queue.ts';
import type { AttemptQuestion } from '../lib/test-session-store.ts';
import classes from './test-series.module.css';

export interface QuestionNavigatorProps {
  questions: AttemptQuestion[];
  answers: Record<string, Answer>;
  flagged: Record<string, boolean>;
  active: number;
  onSelect: (index: number) => void;
}

/**
 * The question navigator: one button per question showing answered, unanswered and flagged, with the
 * active one marked (aria-current) and each state in the button's accessible name.
 */
export function QuestionNavigator({ questions, answers, flagged, active, onSelect }: QuestionNavigatorProps) {
  const { t } = useTranslation('test-series');
  const answeredCount = questions.filter((q) => isAnswered(answers[q.QuestionID])).length;
  const flaggedCount = questions.filter((q) => flagged[q.QuestionID]).length;
  return (
    <nav aria-label={t('player.navigator')}>
      <SimpleGrid cols={{ base: 6, xs: 8, md: 5 }} spacing={6} verticalSpacing={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {questions.map((q, i) => {
          const answered = isAnswered(answers[q.QuestionID]);
          const isFlagged = Boolean(flagged[q.QuestionID]);
          const states = [answered ? t('player.state.answered') : t('player.state.unanswered')];
          if (isFlagged) states.push(t('player.state.flagged'));
          if (i === active) states.push(t('player.state.current'));
          return (
            <li key={q.QuestionID}>
              <UnstyledButton
                className={classes.navButton}
                data-answered={answered || undefined}
                data-flagged={isFlagged || undefined}
                data-active={i === active || undefined}
                aria-current={i === active ? 'step' : undefined}
                aria-label={t('player.navItem', { number: i + 1, states: states.join(', ') })}
                onClick={() => onSelect(i)}
              >
                {i + 1}
                {isFlagged ? <IconFlag size={11} className={classes.navFlag} aria-hidden /> : null}
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
      <Group gap="md" mt="sm" wrap="wrap" aria-hidden>
        <Legend kind="answered" label={t('player.legend.answered', { count: answeredCount })} />
        <Legend kind="unanswered" label={t('player.legend.unanswered', { count: questions.length - answeredCount })} />
        <Legend kind="flagged" label={t('player.legend.flagged', { count: flaggedCount })} />
      </Group>
      <VisuallyHidden>{t('player.summary', { answered: answeredCount, total: questions.length, flagged: flaggedCount })}</VisuallyHidden>
    </nav>
  );
}

function Legend({ kind, label }: { kind: 'answered' | 'unanswered' | 'flagged'; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.legendSwatch} data-kind={kind} />
      <Text size="xs" c="dimmed">{label}</Text>
    </Group>
  );
}
