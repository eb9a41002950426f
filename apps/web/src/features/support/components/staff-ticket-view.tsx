import { useState } from 'react';
import {
  Alert, Anchor, Button, Card, Grid, Group, NativeSelect, NumberInput, SegmentedControl, Skeleton, Stack, Text, Title,
} from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ticketStatuses, type TicketStatus } from '@app/contracts/support';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useFormat } from '../../../ui/format.ts';
import { useAssignTicket } from '../api/assign-ticket.ts';
import { useSupportAgents } from '../api/get-agents.ts';
import { useCannedAnswers } from '../api/get-canned-answers.ts';
import { useTicket } from '../api/get-ticket.ts';
import { useMergeTicket } from '../api/merge-ticket.ts';
import { useSetTicketStatus } from '../api/set-status.ts';
import { useStaffReply } from '../api/staff-reply.ts';
import { Conversation } from './conversation.tsx';
import { durationText } from './duration-text.ts';
import { ReplyForm } from './reply-form.tsx';
import { statusKey, TicketStatusBadge } from './ticket-status-badge.tsx';

/** One ticket for the desk: every message with internal notes, reply or note (canned answers), status, assignee, merge, times. */
export function StaffTicketView({ id }: { id: number }) {
  const { t } = useTranslation(['support', 'common']);
  const fmt = useFormat();
  const ticket = useTicket(id);
  const agents = useSupportAgents();
  const canned = useCannedAnswers();
  const reply = useStaffReply(id);
  const setStatus = useSetTicketStatus(id);
  const assign = useAssignTicket(id);
  const merge = useMergeTicket(id);
  const [kind, setKind] = useState<'reply' | 'note'>('reply');
  const [text, setText] = useState('');
  const [mergeInto, setMergeInto] = useState<number | ''>('');
  const [confirmMerge, setConfirmMerge] = useState(false);
  const units = { d: t('units.d'), h: t('units.h'), min: t('units.min') };

  if (ticket.isPending) return <Stack gap="sm" aria-busy="true"><Skeleton h={28} w="60%" /><Skeleton h={160} /></Stack>;
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <Alert color={missing ? 'gray' : 'red'} variant="light" role="alert" title={missing ? t('view.missing') : t('view.failed')}>
        <Group gap="sm">
          <Text size="sm">{missing ? t('view.missingStaff') : errorMessage(ticket.error)}</Text>
          {!missing ? <Button size="xs" variant="light" onClick={() => void ticket.refetch()}>{t('common:actions.retry')}</Button> : null}
        </Group>
      </Alert>
    );
  }
  const tk = ticket.data;
  const failed = (e: unknown) => notify(errorMessage(e), 'danger');

  const composerControls = (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as 'reply' | 'note')}
        aria-label={t('staff.kind')}
        data={[{ value: 'reply', label: t('staff.publicReply') }, { value: 'note', label: t('staff.internalNote') }]}
      />
      <NativeSelect
        size="sm"
        label={t('staff.canned')}
        w={{ base: '100%', xs: '16rem' }}
        value=""
        onChange={(e) => {
          const found = canned.data?.find((c) => String(c.ID) === e.currentTarget.value);
          if (found) setText(text.trim() ? `${text.trimEnd()}\n\n${found.Body}` : found.Body);
        }}
        data={[{ value: '', label: t('staff.cannedPick') }, ...(canned.data ?? []).map((c) => ({ value: String(c.ID), label: c.Title }))]}
      />
    </Group>
  );

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>{tk.Subject}</Title>
            <TicketStatusBadge status={tk.TicketStatus} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('staff.meta', { id: tk.ID, name: tk.UserName, email: tk.UserEmail, category: tk.Category, date: fmt.dateTime(tk.CreatedOn) })}
          </Text>
        </Stack>
      </Card>
      {tk.MergedIntoID ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('staff.merged')} <Anchor component={Link} to={`/manageSupport?ticket=${tk.MergedIntoID}`}>{t('view.openTicket', { id: tk.MergedIntoID })}</Anchor>
        </Alert>
      ) : null}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Conversation messages={tk.Messages} viewer="staff" />
            <Card withBorder radius="md" padding="md" bg={kind === 'note' ? 'var(--mantine-color-yellow-light)' : undefined}>
              <ReplyForm
                label={kind === 'note' ? t('staff.noteLabel') : t('staff.replyLabel')}
                submitLabel={kind === 'note' ? t('staff.addNote') : t('staff.sendReply')}
                value={text}
                onValueChange={setText}
                above={composerControls}
                onSend={async (Message, FileIDs) => {
                  await reply.mutateAsync({ Message, FileIDs, Internal: kind === 'note' });
                  notify(kind === 'note' ? t('staff.noteAdded') : t('reply.sent'), 'success');
                }}
              />
              {kind === 'note' ? (
                <Group gap={6} mt="xs"><IconLock size={14} aria-hidden /><Text size="xs">{t('staff.noteHint')}</Text></Group>
              ) : null}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="md">
            <Stack gap="md">
              <NativeSelect
                label={t('fields.status')}
                value={tk.TicketStatus}
                disabled={!!tk.MergedIntoID || setStatus.isPending}
                onChange={(e) => setStatus.mutate(e.currentTarget.value as TicketStatus, {
                  onSuccess: (r) => notify(t('staff.statusChanged', { status: t(`status.${statusKey(r.TicketStatus)}`) }), 'success'),
                  onError: failed,
                })}
                data={ticketStatuses.map((s) => ({ value: s, label: t(`status.${statusKey(s)}`) }))}
              />
              <NativeSelect
                label={t('fields.assignee')}
                value={tk.AssigneeID ? String(tk.AssigneeID) : ''}
                disabled={assign.isPending}
                onChange={(e) => assign.mutate(e.currentTarget.value ? Number(e.currentTarget.value) : null, {
                  onSuccess: () => notify(t('staff.assigned'), 'success'),
                  onError: failed,
                })}
                data={[
                  { value: '', label: t('filters.nobody') },
                  ...(agents.data ?? []).map((a) => ({ value: String(a.ID), label: a.Name })),
                  ...(tk.AssigneeID && !agents.data?.some((a) => a.ID === tk.AssigneeID) ? [{ value: String(tk.AssigneeID), label: tk.AssigneeName ?? `#${tk.AssigneeID}` }] : []),
                ]}
              />
              <Stack gap={2} component="dl" m={0}>
                <Text component="dt" size="xs" c="dimmed">{t('fields.firstResponse')}</Text>
                <Text component="dd" m={0} size="sm">{durationText(tk.FirstResponseSeconds, units)}</Text>
                <Text component="dt" size="xs" c="dimmed" mt={6}>{t('fields.resolution')}</Text>
                <Text component="dd" m={0} size="sm">{durationText(tk.ResolutionSeconds, units)}</Text>
                {tk.MergedTicketIDs.length > 0 ? (
                  <>
                    <Text component="dt" size="xs" c="dimmed" mt={6}>{t('staff.mergedHere')}</Text>
                    <Text component="dd" m={0} size="sm">{tk.MergedTicketIDs.map((x) => `#${x}`).join(', ')}</Text>
                  </>
                ) : null}
              </Stack>
              {!tk.MergedIntoID ? (
                <Stack gap="xs">
                  <NumberInput
                    label={t('staff.mergeInto')}
                    description={t('staff.mergeHint')}
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    value={mergeInto}
                    onChange={(v) => setMergeInto(typeof v === 'number' ? v : '')}
                  />
                  <Button variant="light" color="orange" disabled={mergeInto === ''} onClick={() => setConfirmMerge(true)}>{t('staff.merge')}</Button>
                </Stack>
              ) : null}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirmMerge}
        onClose={() => { setConfirmMerge(false); merge.reset(); }}
        onConfirm={() => mergeInto !== '' && merge.mutate(mergeInto, {
          onSuccess: () => { setConfirmMerge(false); notify(t('staff.mergedDone', { id: mergeInto }), 'success'); },
        })}
        title={t('staff.mergeTitle')}
        confirmLabel={t('staff.merge')}
        danger
        loading={merge.isPending}
        error={merge.error ? errorMessage(merge.error) : null}
      >
        {t('staff.mergeText', { id: tk.ID, into: mergeInto })}
      </ConfirmModal>
    </Stack>
  );
}
