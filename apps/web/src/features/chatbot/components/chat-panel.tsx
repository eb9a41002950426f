import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Box, Button, Group, Loader, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconSend, IconThumbDown, IconThumbUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHATBOT_QUESTION_MAX, CHATBOT_QUESTION_MIN, type ChatMessage, type ChatSource } from '@app/contracts/chatbot';
import { hasCapability } from '@app/contracts/roles';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useAsk } from '../api/ask.ts';
import { useClearConversation } from '../api/clear-conversation.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useRateAnswer } from '../api/rate-answer.ts';

const external = (url: string) => /^https?:\/\//i.test(url);

function SourceLink({ url, children }: { url: string; children: React.ReactNode }) {
  return external(url)
    ? <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">{children}</Anchor>
    : <Anchor component={Link} to={url} size="sm">{children}</Anchor>;
}

function Source({ s, n }: { s: ChatSource; n: number }) {
  const { t } = useTranslation('chatbot');
  return (
    <Stack gap={4}>
      <Box component="blockquote" m={0} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-blue-4)', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <Text size="sm">{s.Quote}</Text>
      </Box>
      <Group gap={6} wrap="wrap">
        <Text size="xs" c="dimmed">{t('source', { n })}</Text>
        {s.Url ? <SourceLink url={s.Url}>{s.Title}</SourceLink> : <Text size="sm" fw={500}>{s.Title}</Text>}
        <Badge size="xs" variant="light" color={s.Kind === 'pair' ? 'teal' : 'blue'}>{s.Kind === 'pair' ? t('kind.pair') : s.Folder || t('kind.knowledge')}</Badge>
      </Group>
      {s.Links.length ? (
        <Group gap="sm" wrap="wrap">
          {s.Links.map((l) => <SourceLink key={l.Url + l.Label} url={l.Url}>{l.Label}</SourceLink>)}
        </Group>
      ) : null}
    </Stack>
  );
}

/** The bot's side of one exchange: quoted sources with feedback, or a decline with the ways to a person. */
function Answer({ m }: { m: ChatMessage }) {
  const { t } = useTranslation('chatbot');
  const role = useAuthStore((s) => s.user?.role ?? null);
  const rate = useRateAnswer();
  const q = encodeURIComponent(m.Question);
  const send = (Helpful: boolean) => rate.mutate({ id: m.ID, Helpful }, { onError: (e) => notify(errorMessage(e), 'danger') });
  return (
    <Paper withBorder p="sm" radius="md" maw="92%" data-testid="bot-answer" bg="var(--mantine-color-body)">
      {m.Outcome === 'answered' ? (
        <Stack gap="sm">
          <Text size="sm" fw={500}>{t('found')}</Text>
          {m.Sources.map((s, i) => <Source key={`${s.Kind}${s.ID}`} s={s} n={i + 1} />)}
          <Group gap="xs">
            <Text size="xs" c="dimmed">{t('helpful.ask')}</Text>
            <ActionIcon variant={m.Helpful === true ? 'filled' : 'subtle'} color="teal" aria-label={t('helpful.yes')} title={t('helpful.yes')} aria-pressed={m.Helpful === true} onClick={() => send(true)} size="lg">
              <IconThumbUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant={m.Helpful === false ? 'filled' : 'subtle'} color="red" aria-label={t('helpful.no')} title={t('helpful.no')} aria-pressed={m.Helpful === false} onClick={() => send(false)} size="lg">
              <IconThumbDown size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('declined')}</Text>
          <Group gap="xs" wrap="wrap">
            {hasCapability(role, 'support.use') ? (
              <Button component={Link} to={`/support?subject=${q}`} size="xs" variant="light">{t('toSupport')}</Button>
            ) : null}
            {hasCapability(role, 'forum.participate') ? (
              <Button component={Link} to={`/Forum/AddTopic?title=${q}`} size="xs" variant="light">{t('toForum')}</Button>
            ) : null}
          </Group>
        </Stack>
      )}
      {m.Matches.length ? (
        <Box mt="sm">
          <Text size="xs" c="dimmed" mb={4}>{t('matches.title')}</Text>
          <Table fz="xs" withRowBorders={false} verticalSpacing={2} aria-label={t('matches.title')}>
            <Table.Thead>
              <Table.Tr><Table.Th>{t('matches.source')}</Table.Th><Table.Th>{t('matches.kind')}</Table.Th><Table.Th ta="right">{t('matches.score')}</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.Matches.map((x) => (
                <Table.Tr key={`${x.Kind}${x.ID}`}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{x.Title}</Table.Td>
                  <Table.Td>{t(`kind.${x.Kind}`)}</Table.Td>
                  <Table.Td ta="right">{x.Score.toFixed(2)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      ) : null}
    </Paper>
  );
}

/**
 * The conversation with the bot and the question box: used by the chat page and the learner's launcher. Enter sends,
 * Shift+Enter starts a new line.
 */
export function ChatPanel({ height }: { height: string }) {
  const { t } = useTranslation('chatbot');
  const conversation = useConversation();
  const ask = useAsk();
  const clear = useClearConversation();
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const messages = [...(conversation.data?.items ?? [])].reverse();

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, ask.isPending]);

  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    const q = question.trim();
    if (q.length < CHATBOT_QUESTION_MIN) {
      setError(t('errors.short', { n: CHATBOT_QUESTION_MIN }));
      return;
    }
    setError(null);
    ask.mutate(q, { onSuccess: () => setQuestion(''), onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <Stack gap="sm" h={height} style={{ minHeight: 0 }}>
      <Box style={{ flex: 1, overflowY: 'auto', minHeight: 0 }} aria-live="polite" aria-label={t('conversation')} role="log" tabIndex={0}>
        <Stack gap="md" p={4}>
          {conversation.isLoading ? <Loader size="sm" aria-label={t('loading')} /> : null}
          {conversation.isError ? <Alert color="red" variant="light">{t('errors.load')} <Anchor component="button" onClick={() => void conversation.refetch()}>{t('retry')}</Anchor></Alert> : null}
          {conversation.isSuccess && messages.length === 0 ? <Text c="dimmed" size="sm">{t('empty')}</Text> : null}
          {messages.map((m) => (
            <Stack key={m.ID} gap={6}>
              <Paper p="sm" radius="md" bg="var(--mantine-primary-color-light)" maw="85%" style={{ alignSelf: 'flex-end', overflowWrap: 'anywhere' }}>
                <Text size="sm">{m.Question}</Text>
              </Paper>
              <Answer m={m} />
            </Stack>
          ))}
          {ask.isPending ? <Group gap="xs"><Loader size="xs" /><Text size="sm" c="dimmed">{t('thinking')}</Text></Group> : null}
          <div ref={end} />
        </Stack>
      </Box>
      <form onSubmit={submit} noValidate>
        <Stack gap={6}>
          <Textarea
            label={t('question')}
            placeholder={t('placeholder')}
            value={question}
            onChange={(e) => setQuestion(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
            maxLength={CHATBOT_QUESTION_MAX}
            autosize
            minRows={2}
            maxRows={5}
            error={error}
            description={t('counter', { n: question.length, max: CHATBOT_QUESTION_MAX })}
          />
          <Group justify="space-between">
            <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming(true)} disabled={!messages.length}>
              {t('clear.open')}
            </Button>
            <Button type="submit" loading={ask.isPending} leftSection={<IconSend size={16} aria-hidden />}>{t('ask')}</Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('clear.title')}
        confirmLabel={t('clear.confirm')}
        danger
        loading={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => { setConfirming(false); notify(t('clear.done'), 'success'); }, onError: (e) => notify(errorMessage(e), 'danger') })}
      >
        {t('clear.text')}
      </ConfirmModal>
    </Stack>
  );
}
