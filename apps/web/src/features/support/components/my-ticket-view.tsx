import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useFormat } from '../../../ui/format.ts';
import { useCloseMyTicket } from '../api/close-my-ticket.ts';
import { useMyTicket } from '../api/get-my-ticket.ts';
import { useReopenMyTicket } from '../api/reopen-my-ticket.ts';
import { useReplyMyTicket } from '../api/reply-my-ticket.ts';
import { Conversation } from './conversation.tsx';
import { ReplyForm } from './reply-form.tsx';
import { TicketStatusBadge } from './ticket-status-badge.tsx';

/** One of my tickets: its conversation, my reply, close, and reopen within 14 days of its resolution. */
export function MyTicketView({ id }: { id: number }) {
  const { t } = useTranslation(['support', 'common']);
  const fmt = useFormat();
  const ticket = useMyTicket(id);
  const reply = useReplyMyTicket(id);
  const close = useCloseMyTicket(id);
  const reopen = useReopenMyTicket(id);
  const [confirmClose, setConfirmClose] = useState(false);

  if (ticket.isPending) return <Stack gap="sm" aria-busy="true"><Skeleton h={28} w="60%" /><Skeleton h={120} /><Skeleton h={120} /></Stack>;
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <Alert color={missing ? 'gray' : 'red'} variant="light" role="alert" title={missing ? t('view.missing') : t('view.failed')}>
        <Group gap="sm">
          <Text size="sm">{missing ? t('view.missingText') : errorMessage(ticket.error)}</Text>
          {!missing ? <Button size="xs" variant="light" onClick={() => void ticket.refetch()}>{t('common:actions.retry')}</Button> : null}
        </Group>
      </Alert>
    );
  }
  const tk = ticket.data;
  const canReply = !tk.MergedIntoID && (tk.TicketStatus === 'Open' || tk.TicketStatus === 'In Progress');

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>{tk.Subject}</Title>
            <TicketStatusBadge status={tk.TicketStatus} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('view.meta', { id: tk.ID, category: tk.Category, date: fmt.dateTime(tk.CreatedOn) })}
          </Text>
        </Stack>
      </Card>

      {tk.MergedIntoID ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('view.merged')}{' '}
          <Anchor component={Link} to={`/support?ticket=${tk.MergedIntoID}`}>{t('view.openTicket', { id: tk.MergedIntoID })}</Anchor>
        </Alert>
      ) : null}

      <Conversation messages={tk.Messages} viewer="learner" />

      {canReply ? (
        <Card withBorder radius="md" padding="md">
          <ReplyForm
            label={t('reply.label')}
            submitLabel={t('reply.send')}
            onSend={async (Message, FileIDs) => {
              await reply.mutateAsync({ Message, FileIDs });
              notify(t('reply.sent'), 'success');
            }}
          />
        </Card>
      ) : null}

      {tk.TicketStatus === 'Resolved' && !tk.MergedIntoID ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('view.resolvedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{tk.ReopenUntil ? t('view.reopenUntil', { date: fmt.date(tk.ReopenUntil) }) : t('view.reopenExpired')}</Text>
            {tk.ReopenUntil ? (
              <Button size="sm" variant="light" leftSection={<IconArrowBackUp size={16} aria-hidden />} loading={reopen.isPending}
                onClick={() => reopen.mutate(undefined, { onError: (e) => notify(errorMessage(e), 'danger') })}>
                {t('view.reopen')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {tk.TicketStatus === 'Closed' && !tk.MergedIntoID ? <Text size="sm" c="dimmed">{t('view.closedText')}</Text> : null}

      {tk.TicketStatus !== 'Closed' ? (
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={() => setConfirmClose(true)}>{t('view.close')}</Button>
        </Group>
      ) : null}
      <ConfirmModal
        opened={confirmClose}
        onClose={() => setConfirmClose(false)}
        onConfirm={() => close.mutate(undefined, { onSuccess: () => setConfirmClose(false) })}
        title={t('view.closeTitle')}
        confirmLabel={t('view.close')}
        loading={close.isPending}
        error={close.error ? errorMessage(close.error) : null}
      >
        {t('view.closeText')}
      </ConfirmModal>
    </Stack>
  );
}
