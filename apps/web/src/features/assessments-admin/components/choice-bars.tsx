import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../ui/format.ts';
import { formatShare, htmlToText } from '../lib/text.ts';

export interface ChoiceBar {
  key: string;
  label: string;
  count: number;
  correct?: boolean;
}

/**
 * How often each option was chosen, as a horizontal bar chart; counts and shares are text in each row, so
 * the chart reads the same without seeing the bars.
 */
export function ChoiceBars({ bars, total, label }: { bars: readonly ChoiceBar[]; total: number; label: string }) {
  const { t } = useTranslation('assessments-admin');
  const { locale } = useFormat();
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {bars.map((b) => {
        const share = total > 0 ? b.count / total : null;
        return (
          <Box component="li" key={b.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" lineClamp={2}>{htmlToText(b.label)}</Text>
                {b.correct ? <Badge size="sm" color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>{t('reports.correct')}</Badge> : null}
              </Group>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t('reports.chosenCount', { count: b.count })} · {formatShare(share, locale)}
              </Text>
            </Group>
            <Box h={14} style={{ background: 'var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden' }} aria-hidden>
              <Box
                h="100%"
                w={`${(b.count / max) * 100}%`}
                bg={b.correct ? 'green.7' : b.key === 'unanswered' ? 'gray.6' : 'blue.7'}
                style={{ borderRadius: 4, minWidth: b.count > 0 ? 3 : 0 }}
              />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
