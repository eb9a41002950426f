import { Badge, Card, Stack, Table, Text, Timeline } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useProgressDetail } from '../api/staff.ts';

/** /Others/CapsuleUserProgress/{Capsules_ID}/{ProgressID}: one learner's step-by-step record in a capsule. */
export function UserProgressPage() {
  const { Capsules_ID = '', ProgressID = '' } = useParams();
  const { t } = useTranslation('capsules');
  const fmt = useFormat();
  const d = useProgressDetail(Number(Capsules_ID), Number(ProgressID));
  if (d.isPending) return <FullPageLoader label={t('player.loading')} />;
  if (d.isError) return <FullPageLoader error={errorMessage(d.error)} onRetry={() => void d.refetch()} />;
  const r = d.data.Row;
  return (
    <Stack gap="lg" maw={860}>
      <PageTitle title={`${r.UserName} · ${r.CapsuleName}`} description={r.UserEmail} back={{ to: `/admin/manage/CapsuleProfile/${r.CapsuleID}`, label: t('userProgress.back') }} />
      <Card withBorder radius="md" padding="lg">
        <Timeline active={d.data.Steps.filter((s) => s.Done).length - 1} bulletSize={22}>
          {d.data.Steps.map((s) => (
            <Timeline.Item key={s.Step} title={s.Step} bullet={s.Done ? <IconCheck size={12} aria-hidden /> : <IconClock size={12} aria-hidden />}>
              <Text size="sm" c="dimmed">{[s.On ? fmt.dateTime(s.On) : null, s.Detail].filter(Boolean).join(' · ')}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
      <Table striped withTableBorder>
        <Table.Thead><Table.Tr><Table.Th>{t('userProgress.test')}</Table.Th><Table.Th>{t('userProgress.attempt')}</Table.Th><Table.Th>{t('userProgress.score')}</Table.Th><Table.Th>{t('userProgress.submitted')}</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {d.data.Attempts.map((a) => (
            <Table.Tr key={`${a.Test}-${a.AttemptNo}`}>
              <Table.Td>{a.Test}</Table.Td><Table.Td>{a.AttemptNo}</Table.Td>
              <Table.Td>{a.Percentage === null ? '—' : `${Math.round(a.Percentage)}%`} {a.Passed === null ? null : <Badge size="xs" color={a.Passed ? 'teal' : 'red'}>{a.Passed ? t('player.pass') : t('player.fail')}</Badge>}</Table.Td>
              <Table.Td>{a.SubmittedOn ? fmt.dateTime(a.SubmittedOn) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
