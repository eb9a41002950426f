import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { topicSlug, type ReportAction } from '@app/contracts/forum';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useReport } from '../api/get-report.ts';
import { useResolveReport } from '../api/resolve-report.ts';
import { RichHtml } from '../components/rich-html.tsx';
import { PostStatusBadge } from '../components/status-badge.tsx';

/**
 * /Forum/Topic/Reported/{TYPE}/{REPORTID}: one report (ReportType, ReportedByName, Explaination, Topic, Type), the
 * post, and the moderator's actions: dismiss, hide, delete, warn or suspend the author for some days.
 */
export function ReportedPostPage() {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  const { REPORTID } = useParams();
  const id = Number(REPORTID);
  const report = useReport(id);
  const resolve = useResolveReport();
  const [days, setDays] = useState<number>(7);
  const [note, setNote] = useState('');

  if (report.isPending) return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  if (report.isError) return <Alert color="red">{errorMessage(report.error)}</Alert>;
  const r = report.data;
  const act = (Action: ReportAction) => resolve.mutate({ id, Action, ...(Action === 'suspend' ? { Days: days } : {}), ...(note.trim() ? { Note: note.trim() } : {}) }, {
    onSuccess: () => notify(t(`resolve.done.${Action}`), 'success'),
    onError: (e) => notify(errorMessage(e), 'danger'),
  });
  const rows: [string, React.ReactNode][] = [
    [t('fields.reportType'), r.ReportType],
    [t('fields.reportedBy'), r.ReportedByName],
    [t('fields.explanation'), r.Explaination],
    [t('fields.topic'), <Anchor key="topic" component={Link} to={`/Forum/Topic/${r.TopicID}/${topicSlug(r.Topic)}`}>{r.Topic}</Anchor>],
    [t('fields.type'), t(`kind.${r.Type}`)],
    [t('fields.reportedOn'), fmt.dateTime(r.CreatedOn)],
    [t('fields.outcome'), <Badge key="st" variant="light" color={r.Status === 'pending' ? 'yellow' : 'green'}>{t(`reportStatus.${r.Status}`)}</Badge>],
    [t('fields.pendingReports'), fmt.number(r.PendingReports)],
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('resolve.title', { id: r.ReportID })} back={{ to: '/appAdmin/forumDashboard', label: t('dashboard.title') }} />
      <Card withBorder padding="lg" radius="md">
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.map(([k, v]) => (
              <Table.Tr key={k}><Table.Th w={180}>{k}</Table.Th><Table.Td style={{ overflowWrap: 'anywhere' }}>{v}</Table.Td></Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder padding="lg" radius="md" aria-label={t('resolve.post')} component="section">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>{t('resolve.post')}</Text>
            <PostStatusBadge status={r.PostStatus} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('resolve.author')}: <Anchor component={Link} to={`/profileUsers/${r.PostUserID}`} size="sm">{r.PostUserName}</Anchor>
            {' · '}{t('resolve.warnings', { count: r.Warnings })}
            {r.SuspendedUntil ? ` · ${t('resolve.suspendedUntil', { date: fmt.dateTime(r.SuspendedUntil) })}` : ''}
          </Text>
          <RichHtml html={r.PostDescription} />
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md">
        <Stack>
          <TextInput label={t('resolve.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={500} />
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Button variant="default" onClick={() => act('dismiss')} loading={resolve.isPending}>{t('resolve.dismiss')}</Button>
            <Button color="orange" onClick={() => act('hide')} loading={resolve.isPending}>{t('resolve.hide')}</Button>
            <Button color="red" onClick={() => act('delete')} loading={resolve.isPending}>{t('resolve.delete')}</Button>
            <Button color="yellow" variant="light" onClick={() => act('warn')} loading={resolve.isPending}>{t('resolve.warn')}</Button>
            <NumberInput label={t('resolve.days')} value={days} onChange={(v) => setDays(Number(v) || 1)} min={1} max={365} w={110} />
            <Button color="red" variant="light" onClick={() => act('suspend')} loading={resolve.isPending}>{t('resolve.suspend')}</Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
