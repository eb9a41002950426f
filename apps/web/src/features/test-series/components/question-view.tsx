import { useEffect, useState } from 'react';
import { Checkbox, Group, Image, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@app/contracts/assessments';
import type { AttemptQuestion } from '../lib/test-session-store.ts';
import { InlineRichText, RichText } from './rich-text.tsx';

export interface QuestionViewProps {
  question: AttemptQuestion;
  index: number;
  total: number;
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  disabled: boolean;
}

/** Option label: True/False are translated by their ids; other options are the question's rich text. */
function OptionLabel({ type, id, text }: { type: AttemptQuestion['Type']; id: string; text: string }) {
  const { t } = useTranslation('test-series');
  if (type === 'truefalse' && (id === 'true' || id === 'false')) return <>{t(`player.${id}`)}</>;
  return <InlineRichText html={text} />;
}

/** One question of the attempt with the input of its type; every change goes to `onAnswer` at once. */
export function QuestionView({ question: q, index, total, answer, onAnswer, disabled }: QuestionViewProps) {
  const { t } = useTranslation('test-series');
  const textId = `question-text-${q.QuestionID}`;
  const chosen = answer && 'OptionIDs' in answer ? answer.OptionIDs : [];
  const groupLabel = t('player.answerLabel', { number: index + 1 });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Title order={2} fz="lg">{t('player.questionOf', { number: index + 1, total })}</Title>
        <Text size="sm" c="dimmed">
          {t('player.marks', { count: q.Marks })}
          {q.NegativeMarks > 0 ? ` · ${t('player.negative', { value: q.NegativeMarks })}` : ''}
          {q.Type === 'multiple' ? ` · ${t('player.chooseAll')}` : ''}
        </Text>
      </Group>
      <RichText id={textId} html={q.Text} />
      {q.ImageUrl ? <Image src={q.ImageUrl} alt={t('player.imageAlt', { number: index + 1 })} maw={640} radius="sm" /> : null}

      {q.Type === 'single' || q.Type === 'truefalse' ? (
        <Radio.Group
          label={groupLabel}
          aria-describedby={textId}
          value={chosen[0] ?? null}
          onChange={(v) => onAnswer({ OptionIDs: [v] })}
          readOnly={disabled}
        >
          <Stack gap="xs" mt="xs">
            {q.Options.map((o) => (
              <Radio.Card key={o.ID} value={o.ID} radius="md" p="sm" disabled={disabled} withBorder>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator disabled={disabled} />
                  <Text component="span" size="sm"><OptionLabel type={q.Type} id={o.ID} text={o.Text} /></Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : null}

      {q.Type === 'multiple' ? (
        <Checkbox.Group
          label={groupLabel}
          aria-describedby={textId}
          value={chosen}
          onChange={(v) => onAnswer(v.length ? { OptionIDs: q.Options.map((o) => o.ID).filter((id) => v.includes(id)) } : null)}
          readOnly={disabled}
        >
          <Stack gap="xs" mt="xs">
            {q.Options.map((o) => (
              <Checkbox.Card key={o.ID} value={o.ID} radius="md" p="sm" disabled={disabled} withBorder>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Checkbox.Indicator disabled={disabled} />
                  <Text component="span" size="sm"><OptionLabel type={q.Type} id={o.ID} text={o.Text} /></Text>
                </Group>
              </Checkbox.Card>
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}

      {q.Type === 'numeric' ? <NumericAnswer key={q.QuestionID} label={groupLabel} answer={answer} onAnswer={onAnswer} disabled={disabled} /> : null}
    </Stack>
  );
}

function NumericAnswer({ label, answer, onAnswer, disabled }: {
  label: string; answer: Answer | undefined; onAnswer: (a: Answer) => void; disabled: boolean;
}) {
  const { t } = useTranslation('test-series');
  const stored = answer && 'Value' in answer ? answer.Value : '';
  const [value, setValue] = useState<string | number>(stored);
  // An answer that arrives from elsewhere (resume, another device) replaces what is shown.
  useEffect(() => {
    setValue((v) => (Number(v) === stored || (v === '' && stored === '') ? v : stored));
  }, [stored]);
  return (
    <NumberInput
      label={label}
      description={t('player.numericHint')}
      value={value}
      onChange={(v) => {
        setValue(v);
        if (v === '' || v === '-') onAnswer(null);
        else if (typeof v === 'number' && Number.isFinite(v)) onAnswer({ Value: v });
      }}
      disabled={disabled}
      decimalSeparator="."
      maw={260}
      hideControls
      inputMode="decimal"
    />
  );
}
