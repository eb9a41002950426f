import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Table, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHATBOT_ANSWER_MAX, type FeedbackRow, type PairRow, type UnansweredRow, type UnansweredStatus, unansweredStatuses } from '@app/contracts/chatbot';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useDeletePair } from '../api/delete-pair.ts';
import { useDismissUnanswered } from '../api/dismiss-unanswered.ts';
import { feedbackKey, getFeedback } from '../api/get-feedback.ts';
import { getPairs, pairsKey } from '../api/get-pairs.ts';
import { useChatStats } from '../api/get-stats.ts';
import { getUnanswered, unansweredKey } from '../api/get-unanswered.ts';
import { useSavePair } from '../api/save-pair.ts';
import { useKnowledgeFolders, useToKnowledge } from '../api/to-knowledge.ts';

type Draft = { id?: number; questions: string; answer: string; links: string; unansweredId?: number };
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** Links are written one a line, "Label | address". */
function parseLinks(text: string) {
  return text.split('\n').map((l) => l.trim()).filter(Boolean).map((l) => {
    const [label, ...rest] = l.split('|');
    const url = rest.join('|').trim();
    return { Label: (url ? label! : l).trim(), Url: url || label!.trim() };
  });
}

function PairModal({ draft, onClose }: { draft: Draft | null; onClose: () => void }) {
  const { t } = useTranslation(['chatbot', 'common']);
  const save = useSavePair();
  const [v, setV] = useState<Draft>({ questions: '', answer: '', links: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (draft) {
      setV(draft);
      setErrors({});
    }
  }, [draft]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const Questions = v.questions.split('\n').map((q) => q.trim()).filter(Boolean);
    save.mutate(
      { id: v.id, Questions, Answer: v.answer, Links: parseLinks(v.links), UnansweredID: v.unansweredId ?? null },
      {
        onSuccess: () => {
          notify(v.unansweredId ? t('pairs.trainedFromQueue') : t('pairs.saved'), 'success');
          onClose();
        },
        onError: (err) => {
          setErrors(err instanceof ApiError && err.errors.length ? serverFieldErrors(err, { top: true }) : { form: errorMessage(err) });
        },
      },
    );
  };
  return (
    <Modal opened={!!draft} onClose={onClose} size="lg" title={v.id ? t('pairs.edit') : v.unansweredId ? t('pairs.fromQueue') : t('pairs.new')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {errors.form ? <Alert color="red" variant="light" role="alert">{errors.form}</Alert> : null}
          <Textarea label={t('pairs.questions')} description={t('pairs.questionsHint')} required autosize minRows={3} value={v.questions} onChange={(e) => setV({ ...v, questions: e.currentTarget.value })} error={errors.Questions} data-autofocus />
          <Textarea label={t('pairs.answer')} description={t('pairs.answerHint')} required autosize minRows={4} maxLength={CHATBOT_ANSWER_MAX} value={v.answer} onChange={(e) => setV({ ...v, answer: e.currentTarget.value })} error={errors.Answer} />
          <Textarea label={t('pairs.links')} description={t('pairs.linksHint')} autosize minRows={2} value={v.links} onChange={(e) => setV({ ...v, links: e.currentTarget.value })} error={errors.Links} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={save.isPending}>{t('pairs.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** An unanswered question turned into a knowledge item in one step: it waits in the repository's review queue. */
function KnowledgeModal({ question, onClose }: { question: UnansweredRow | null; onClose: () => void }) {
  const { t } = useTranslation(['chatbot', 'common']);
  const folders = useKnowledgeFolders(!!question);
  const make = useToKnowledge();
  const [v, setV] = useState({ folder: '', title: '', answer: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (question) {
      setV({ folder: '', title: question.Question.replace(/[\s?!.]+$/, '').slice(0, 200), answer: '' });
      setErrors({});
    }
  }, [question]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!question) return;
    if (!v.folder) return setErrors({ FolderID: t('toKnowledge.folderError') });
    make.mutate(
      { id: question.ID, body: { FolderID: Number(v.folder), Title: v.title, Answer: v.answer } },
      {
        onSuccess: () => {
          notify(t('toKnowledge.done'), 'success');
          onClose();
        },
        onError: (err) => {
          setErrors(err instanceof ApiError && err.errors.length ? serverFieldErrors(err, { top: true }) : { form: errorMessage(err) });
        },
      },
    );
  };
  return (
    <Modal opened={!!question} onClose={onClose} size="lg" title={t('toKnowledge.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">{t('toKnowledge.lead', { question: question?.Question ?? '' })}</Text>
          {errors.form ? <Alert color="red" variant="light" role="alert">{errors.form}</Alert> : null}
          <NativeSelect label={t('toKnowledge.folder')} required value={v.folder} onChange={(e) => setV({ ...v, folder: e.currentTarget.value })} error={errors.FolderID}
            data={[{ value: '', label: t('toKnowledge.chooseFolder') }, ...(folders.data ?? []).map((f) => ({ value: String(f.ID), label: f.Name }))]} />
          <TextInput label={t('toKnowledge.itemTitle')} required maxLength={200} value={v.title} onChange={(e) => setV({ ...v, title: e.currentTarget.value })} error={errors.Title} />
          <Textarea label={t('pairs.answer')} description={t('toKnowledge.answerHint')} required autosize minRows={5} maxLength={CHATBOT_ANSWER_MAX} value={v.answer}
            onChange={(e) => setV({ ...v, answer: e.currentTarget.value })} error={errors.Answer} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={make.isPending}>{t('toKnowledge.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Overview() {
  const { t } = useTranslation('chatbot');
  const stats = useChatStats();
  if (stats.isError) return <Alert color="red" variant="light">{t('errors.load')} <Anchor component="button" onClick={() => void stats.refetch()}>{t('retry')}</Anchor></Alert>;
  const s = stats.data;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label={t('stats.questions', { days: s?.Days ?? 30 })} value={s ? String(s.Questions) : '…'} />
        <StatCard label={t('stats.unansweredRate')} value={s ? pct(s.UnansweredRate) : '…'} caption={s ? t('stats.open', { n: s.OpenUnanswered }) : undefined} />
        <StatCard label={t('stats.helpfulRate')} value={s ? pct(s.HelpfulRate) : '…'} caption={s ? t('stats.rated', { n: s.Rated }) : undefined} />
        <StatCard label={t('stats.pairs')} value={s ? String(s.TrainedPairs) : '…'} />
      </SimpleGrid>
      <Text fw={600}>{t('stats.top')}</Text>
      {s && s.TopQuestions.length === 0 ? <Text c="dimmed" size="sm">{t('stats.none')}</Text> : null}
      {s && s.TopQuestions.length ? (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('stats.top')} striped>
            <Table.Thead><Table.Tr><Table.Th>{t('fields.question')}</Table.Th><Table.Th ta="right">{t('fields.times')}</Table.Th><Table.Th>{t('fields.outcome')}</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {s.TopQuestions.map((q) => (
                <Table.Tr key={q.Question}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{q.Question}</Table.Td>
                  <Table.Td ta="right">{q.Times}</Table.Td>
                  <Table.Td><Badge color={q.Answered ? 'teal' : 'orange'} variant="light">{q.Answered ? t('outcome.answered') : t('outcome.declined')}</Badge></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Text size="xs" c="dimmed">{t('stats.anonymous')}</Text>
    </Stack>
  );
}

/** /Others/chat/chatTraining (chatbot.manage): statistics, trained answers, the unanswered queue and learners' feedback. */
export function ChatTrainingPage() {
  const { t } = useTranslation(['chatbot', 'common']);
  const fmt = useFormat();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [removing, setRemoving] = useState<PairRow | null>(null);
  const [dismissing, setDismissing] = useState<UnansweredRow | null>(null);
  const [toItem, setToItem] = useState<UnansweredRow | null>(null);
  const [status, setStatus] = useState<UnansweredStatus>('open');
  const [helpful, setHelpful] = useState<'all' | 'helpful' | 'not'>('all');
  const remove = useDeletePair();
  const dismiss = useDismissUnanswered();

  const pairColumns: DataTableColumn<PairRow>[] = [
    {
      id: 'Questions', header: t('pairs.questions'), primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{r.Questions[0]}</Text>
          {r.Questions.length > 1 ? <Text size="xs" c="dimmed">{t('pairs.variants', { count: r.Questions.length - 1 })}</Text> : null}
          <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>{r.Answer}</Text>
        </Stack>
      ),
      csv: (r) => r.Questions.join(' / '),
    },
    { id: 'Feedback', header: t('pairs.feedback'), cell: (r) => t('pairs.feedbackCounts', { up: r.Helpful, down: r.NotHelpful }) },
    { id: 'UpdatedOn', header: t('fields.updated'), sortable: true, nowrap: true, cell: (r) => <Stack gap={0}><time dateTime={r.UpdatedOn}>{fmt.dateTime(r.UpdatedOn)}</time><Text size="xs" c="dimmed">{r.UpdatedByName}</Text></Stack> },
  ];
  const unansweredColumns: DataTableColumn<UnansweredRow>[] = [
    { id: 'Question', header: t('fields.question'), primary: true, cell: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.Question}</Text>, csv: (r) => r.Question },
    { id: 'Times', header: t('fields.times'), sortable: true, cell: (r) => r.Times },
    { id: 'BestScore', header: t('fields.bestScore'), cell: (r) => r.BestScore.toFixed(2) },
    { id: 'LastAskedOn', header: t('fields.lastAsked'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.LastAskedOn}>{fmt.dateTime(r.LastAskedOn)}</time> },
  ];
  const feedbackColumns: DataTableColumn<FeedbackRow>[] = [
    { id: 'Question', header: t('fields.question'), primary: true, cell: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.Question}</Text>, csv: (r) => r.Question },
    { id: 'SourceTitle', header: t('fields.source'), cell: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.SourceTitle}</Text> },
    { id: 'Helpful', header: t('fields.verdict'), cell: (r) => <Badge color={r.Helpful ? 'teal' : 'red'} variant="light">{r.Helpful ? t('helpful.yes') : t('helpful.no')}</Badge> },
    { id: 'RatedOn', header: t('fields.ratedOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.RatedOn}>{fmt.dateTime(r.RatedOn)}</time> },
  ];

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('training.title')}
        description={t('training.lead')}
        actions={<Button component={Link} to="/Others/chat/chatWithBot" variant="default">{t('training.tryIt')}</Button>}
      />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('training.overview')}</Tabs.Tab>
          <Tabs.Tab value="pairs">{t('training.pairs')}</Tabs.Tab>
          <Tabs.Tab value="unanswered">{t('training.unanswered')}</Tabs.Tab>
          <Tabs.Tab value="feedback">{t('training.feedback')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md"><Overview /></Tabs.Panel>
        <Tabs.Panel value="pairs" pt="md">
          <DataTable<PairRow>
            label={t('training.pairs')}
            queryKey={pairsKey}
            fetchPage={getPairs}
            columns={pairColumns}
            rowKey={(r) => r.ID}
            searchLabel={t('pairs.search')}
            initialSort={{ id: 'UpdatedOn', desc: true }}
            emptyText={t('pairs.empty')}
            actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDraft({ questions: '', answer: '', links: '' })}>{t('pairs.new')}</Button>}
            rowActions={(r) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setDraft({ id: r.ID, questions: r.Questions.join('\n'), answer: r.Answer, links: r.Links.map((l) => `${l.Label} | ${l.Url}`).join('\n') })}>{t('pairs.editShort')}</Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(r)}>{t('pairs.delete')}</Button>
              </Group>
            )}
          />
        </Tabs.Panel>
        <Tabs.Panel value="unanswered" pt="md">
          <DataTable<UnansweredRow, { status: UnansweredStatus }>
            label={t('training.unanswered')}
            queryKey={unansweredKey}
            fetchPage={getUnanswered}
            filters={{ status }}
            filterControls={(
              <NativeSelect label={t('fields.status')} size="sm" w={{ base: '100%', xs: '12rem' }} value={status} onChange={(e) => setStatus(e.currentTarget.value as UnansweredStatus)}
                data={unansweredStatuses.map((s) => ({ value: s, label: t(`queue.${s}`) }))} />
            )}
            columns={unansweredColumns}
            rowKey={(r) => r.ID}
            searchLabel={t('queue.search')}
            emptyText={t('queue.empty')}
            rowActions={(r) => r.Status === 'open' ? (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" onClick={() => setDraft({ questions: r.Question, answer: '', links: '', unansweredId: r.ID })}>{t('queue.train')}</Button>
                <Button size="xs" variant="light" onClick={() => setToItem(r)}>{t('queue.toKnowledge')}</Button>
                <Button size="xs" variant="subtle" color="gray" onClick={() => setDismissing(r)}>{t('queue.dismiss')}</Button>
              </Group>
            ) : <Badge variant="light">{t(`queue.${r.Status}`)}</Badge>}
          />
        </Tabs.Panel>
        <Tabs.Panel value="feedback" pt="md">
          <DataTable<FeedbackRow, { helpful: 'all' | 'helpful' | 'not' }>
            label={t('training.feedback')}
            queryKey={feedbackKey}
            fetchPage={getFeedback}
            filters={{ helpful }}
            filterControls={(
              <NativeSelect label={t('fields.verdict')} size="sm" w={{ base: '100%', xs: '12rem' }} value={helpful} onChange={(e) => setHelpful(e.currentTarget.value as typeof helpful)}
                data={[{ value: 'all', label: t('feedbackFilter.all') }, { value: 'helpful', label: t('helpful.yes') }, { value: 'not', label: t('helpful.no') }]} />
            )}
            columns={feedbackColumns}
            rowKey={(r) => r.ID}
            searchLabel={t('queue.search')}
            initialSort={{ id: 'RatedOn', desc: true }}
            emptyText={t('feedbackFilter.empty')}
          />
        </Tabs.Panel>
      </Tabs>
      <PairModal draft={draft} onClose={() => setDraft(null)} />
      <KnowledgeModal question={toItem} onClose={() => setToItem(null)} />
      <ConfirmModal
        opened={!!removing}
        onClose={() => setRemoving(null)}
        title={t('pairs.deleteTitle')}
        confirmLabel={t('pairs.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.ID, { onSuccess: () => { setRemoving(null); notify(t('pairs.deleted'), 'success'); }, onError: (e) => notify(errorMessage(e), 'danger') })}
      >
        {t('pairs.deleteText', { question: removing?.Questions[0] ?? '' })}
      </ConfirmModal>
      <ConfirmModal
        opened={!!dismissing}
        onClose={() => setDismissing(null)}
        title={t('queue.dismissTitle')}
        confirmLabel={t('queue.dismiss')}
        loading={dismiss.isPending}
        onConfirm={() => dismissing && dismiss.mutate(dismissing.ID, { onSuccess: () => { setDismissing(null); notify(t('queue.dismissed'), 'success'); }, onError: (e) => notify(errorMessage(e), 'danger') })}
      >
        {t('queue.dismissText', { question: dismissing?.Question ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
