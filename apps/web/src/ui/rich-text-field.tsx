import { Box, Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { previewDocument } from './rich-text-preview.ts';

export interface RichTextFieldProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Caption and accessible name of the preview frame. */
  previewLabel: string;
  previewHeight?: number;
}

/**
 * Rich text as basic HTML in a textarea with a live preview. The preview is a sandboxed frame (no scripts, no
 * same-origin access); the server sanitizes what is saved with its allow-list anyway.
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
      <Box
        component="iframe"
        title={previewLabel}
        sandbox=""
        srcDoc={previewDocument(shown, i18n.language)}
        style={{ width: '100%', height: previewHeight, border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', background: 'white' }}
      />
    </Stack>
  );
}
