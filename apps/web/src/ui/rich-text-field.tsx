import { Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { RichTextPreview } from './rich-text-preview.tsx';

export interface RichTextFieldProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Caption and accessible name of the preview frame. */
  previewLabel: string;
  previewHeight?: number;
}

/**
 * Rich text as basic HTML in a textarea with a live preview. The preview is a frame with scripts disabled; the server sanitizes what is saved with its allow-list anyway.
 */
export function RichTextField({ value, onChange, previewLabel, previewHeight = 110, ...props }: RichTextFieldProps) {
  const { t, i18n } = useTranslation('rich-text');
  const [shown] = useDebouncedValue(value, 250);
  return (
    <Stack gap={6}>
      <Textarea
        autosize
        minRows={3}
        maxRows={12}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        description={t('hint')}
        styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
        {...props}
      />
      <Text size="xs" fw={500} c="dimmed">{previewLabel}</Text>
      <RichTextPreview title={previewLabel} html={shown} lang={i18n.language} height={previewHeight} />
    </Stack>
  );
}
