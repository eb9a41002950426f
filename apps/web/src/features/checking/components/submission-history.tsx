import { Accordion, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Submission } from '@app/contracts/courses';
import { useFormat } from '../../../ui/format.ts';
import { StatusBadge } from './status-badge.tsx';
import { SubmissionFiles } from './submission-files.tsx';

/** Earlier submissions of the learner for this lesson (newest first), each with its text, files and feedback. */
export function SubmissionHistory({ items, maxScore }: { items: Submission[]; maxScore: number }) {
  const { t } = useTranslation('checking');
  const { dateTime } = useFormat();
  if (items.length === 0) return <Text size="sm" c="dimmed">{t('view.noHistory')}</Text>;
  return (
    <Accordion variant="separated" multiple defaultValue={[String(items[0]!.ID)]}>
      {items.map((s) => (
        <Accordion.Item key={s.ID} value={String(s.ID)}>
          <Accordion.Control>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">{t('view.attemptN', { no: s.AttemptNo })}</Text>
              <Text size="sm" c="dimmed">{dateTime(s.CreatedOn)}</Text>
              <StatusBadge status={s.Status} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.Text || t('view.noText')}</Text>
              {s.Files.length ? <SubmissionFiles files={s.Files} /> : null}
              {s.Status !== 'submitted' ? (
                <Stack gap={2} p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {s.Status === 'accepted' && s.Score !== null
                      ? t('view.historyAccepted', { score: s.Score, max: maxScore, when: dateTime(s.DecidedOn) })
                      : t('view.historyReturned', { when: dateTime(s.DecidedOn) })}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.Feedback || t('view.noFeedback')}</Text>
                </Stack>
              ) : null}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
