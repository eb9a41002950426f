import { Anchor, Badge, Card, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudentRow } from '@app/contracts/admissions';
import { useFormat } from '../../../ui/format.ts';
import { useLast } from '../../../ui/use-last.ts';
import { admissionDetailPath } from '../lib/paths.ts';
import { ProgressBar, StatusBadge } from './progress-cell.tsx';

/** One learner's courses with status, progress, dates and certificate; each opens the item-by-item progress. */
export function StudentDrawer({ student, onClose }: { student: StudentRow | null; onClose: () => void }) {
  const { t } = useTranslation(['admissions', 'common']);
  const { dateTime } = useFormat();
  const shown = useLast(student);
  return (
    <Drawer
      opened={student !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={shown ? t('students.drawerTitle', { name: shown.UserName }) : ''}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {shown ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Anchor href={`mailto:${shown.Email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>{shown.Email}</Anchor>
            {shown.Contact ? <Text size="sm" c="dimmed">{shown.Contact}</Text> : null}
            <Text size="sm" c="dimmed">{t('students.summary', { count: shown.CourseCount, completed: shown.CompletedCount, average: shown.AverageProgress })}</Text>
          </Stack>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('students.coursesOf', { name: shown.UserName })}>
            {shown.Courses.map((c) => (
              <Card component="li" key={c.AdmissionID} withBorder radius="md" padding="sm">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Anchor component={Link} to={admissionDetailPath(c.AdmissionID, shown.UserID)} fw={600} size="sm" onClick={onClose}>
                      {c.CourseName}
                    </Anchor>
                    <StatusBadge status={c.ProgressStatus} />
                  </Group>
                  <ProgressBar value={c.Progress} label={t('students.progressIn', { course: c.CourseName })} width="100%" />
                  <Text size="xs" c="dimmed">
                    {t('students.admittedOn', { when: dateTime(c.AdmittedOn) })} · {t('students.lastActivityOn', { when: dateTime(c.LastActivity) })}
                  </Text>
                  {c.HasCertificate ? (
                    <Group gap={4}><IconCertificate size={14} aria-hidden /><Badge size="sm" variant="light" color="green">{t('students.certificate')}</Badge></Group>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Drawer>
  );
}
