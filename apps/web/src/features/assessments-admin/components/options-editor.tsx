import { useId } from 'react';
import { ActionIcon, Button, Checkbox, Fieldset, Flex, Group, Radio, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '@app/contracts/assessments';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { uploadQuestionImageUrl } from '../api/upload-question-image.ts';
import {
  addOption, canAddOption, canRemoveOption, markCorrect, moveOption, removeOption, setOptionText, type OptionDraft,
} from '../lib/options.ts';

export interface OptionsEditorProps {
  type: Extract<QuestionType, 'single' | 'multiple'>;
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  /** Error of the whole list (e.g. "mark exactly one option correct"). */
  error?: string;
  /** Errors of single options by index. */
  optionErrors?: Record<number, string | undefined>;
}

/**
 * The options of a choice question: rich text (the short, inline kind: bold, italic, code, links, images),
 * correct mark (radio for single choice, checkbox for multiple), move up/down, remove, add. Every control is a
 * native button or input or the editor's labelled toolbar, so it works from the keyboard.
 */
export function OptionsEditor({ type, options, onChange, error, optionErrors = {} }: OptionsEditorProps) {
  const { t } = useTranslation('assessments-admin');
  const name = useId();
  const errorId = useId();
  return (
    <Fieldset legend={t('options.legend')} aria-describedby={error ? errorId : undefined}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">{type === 'single' ? t('options.singleHint') : t('options.multipleHint')}</Text>
        {options.map((o, i) => {
          const n = i + 1;
          const correctLabel = t('options.correctN', { n });
          return (
            <Group key={o.key} gap="xs" align="flex-start" wrap="nowrap">
              <div style={{ paddingTop: 9 }}>
                {type === 'single' ? (
                  <Radio
                    name={name}
                    checked={o.Correct}
                    onChange={() => onChange(markCorrect(options, i, type))}
                    aria-label={correctLabel}
                  />
                ) : (
                  <Checkbox
                    checked={o.Correct}
                    onChange={(e) => onChange(markCorrect(options, i, type, e.currentTarget.checked))}
                    aria-label={correctLabel}
                  />
                )}
              </div>
              <div style={{ flex: 1, minWidth: 0 }}>
                <RichTextField
                  controls="inline"
                  minRows={1}
                  aria-label={t('options.textN', { n })}
                  placeholder={t('options.placeholder', { n })}
                  value={o.Text}
                  onChange={(html) => onChange(setOptionText(options, i, html))}
                  error={optionErrors[i]}
                  onUploadImage={uploadQuestionImageUrl}
                />
              </div>
              {/* Stacked on phones: the option's text keeps the width for its toolbar. */}
              <Flex gap={2} direction={{ base: 'column', xs: 'row' }} pt={4}>
                <ActionIcon variant="subtle" color="gray" disabled={i === 0} onClick={() => onChange(moveOption(options, i, -1))} aria-label={t('options.moveUpN', { n })}>
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="gray" disabled={i === options.length - 1} onClick={() => onChange(moveOption(options, i, 1))} aria-label={t('options.moveDownN', { n })}>
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" disabled={!canRemoveOption(options)} onClick={() => onChange(removeOption(options, i))} aria-label={t('options.removeN', { n })}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Flex>
            </Group>
          );
        })}
        {error ? <Text id={errorId} size="sm" c="red.9" role="alert">{error}</Text> : null}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} disabled={!canAddOption(options)} onClick={() => onChange(addOption(options))}>
            {t('options.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
