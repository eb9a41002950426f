import { useState } from 'react';
import {
  ActionIcon, Alert, Anchor, Badge, Button, Card, Divider, Group, Loader, Modal, Stack, Text, Textarea, TextInput, Title, Tooltip,
} from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconCheck, IconFlag, IconPencil, IconThumbUp, IconThumbUpFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TopicDetail, TopicThread } from '@app/contracts/forum';
import { hasCapability } from '@app/contracts/roles';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { useAcceptAnswer } from '../api/accept-answer.ts';
import { useAnswerComments } from '../api/get-answer-comments.ts';
import { useCreateComment } from '../api/create-comment.ts';
import { useCreateThread } from '../api/create-thread.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useEditPost } from '../api/edit-post.ts';
import { useTopic } from '../api/get-topic.ts';
import { useModeratePost } from '../api/moderate-post.ts';
import { useSetBookmark } from '../api/set-bookmark.ts';
import { useSetUseful } from '../api/set-useful.ts';
import { ForumNav } from '../components/forum-nav.tsx';
import { ReportModal } from '../components/report-modal.tsx';
import { RichHtml } from '../components/rich-html.tsx';
import { PostStatusBadge } from '../components/status-badge.tsx';

/** Answers shown at first and added by "Show more answers". */
const ANSWERS_PAGE = 30;

const hasText = (html: string) => !!html.replace(/<[^>]*>/g, '').trim() || /<img\s/i.test(html);

type EditTarget = { id: number; kind: 'topic' | 'thread' | 'comment'; title?: string; body: string };

/** Author line of a post: name (linking to the public profile), time, "edited". */
function Byline({ userId, name, on, edited }: { userId: number; name: string; on: string; edited: boolean }) {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  return (
    <Text size="xs" c="dimmed">
      <Anchor component={Link} to={`/profileUsers/${userId}`} size="xs">{name}</Anchor>
      {' · '}<time dateTime={on}>{fmt.dateTime(on)}</time>{edited ? ` · ${t('edited')}` : ''}
    </Text>
  );
}

/** /Forum/Topic/{POSTID}/{topicName}: the question, its answers with their comments, and what the reader may do. */
export function TopicPage() {
  const { t } = useTranslation('forum');
  const { POSTID } = useParams();
  const id = Number(POSTID);
  const [answers, setAnswers] = useState(ANSWERS_PAGE);
  const topic = useTopic(id, answers);
  const role = useAuthStore((s) => s.user?.role);
  const me = useAuthStore((s) => s.user?.id);
  const member = hasCapability(role, 'forum.participate');
  const moderator = hasCapability(role, 'forum.moderate');
  const navigate = useNavigate();
  const [reporting, setReporting] = useState<number | null>(null);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [answer, setAnswer] = useState('');
  const createThread = useCreateThread();
  const bookmark = useSetBookmark();
  const del = useDeletePost();
  const moderate = useModeratePost();

  if (topic.isPending) return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  if (topic.isError) {
    return (
      <Stack>
        <PageTitle title={t('title')} back={{ to: '/Forum', label: t('back') }} />
        <Alert color="red">{t('notFound')}</Alert>
      </Stack>
    );
  }
  const d: TopicDetail = topic.data;
  const onError = (e: unknown) => notify(errorMessage(e), 'danger');
  const remove = (postId: number, isTopic: boolean) => del.mutate(postId, {
    onSuccess: () => {
      notify(t('deleted'), 'success');
      if (isTopic) void navigate('/Forum/MyTopics');
    },
    onError,
  });
  const hide = (postId: number) => moderate.mutate({ id: postId, Action: 'hide' }, { onSuccess: () => notify(t('mod.hidden'), 'success'), onError });
  const postAnswer = () => {
    if (!hasText(answer)) return;
    createThread.mutate({ TopicID: d.ID, Description: answer }, {
      onSuccess: (r) => {
        setAnswer('');
        notify(r.Held ? t('held') : t('answered'), r.Held ? 'info' : 'success');
      },
      onError,
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle
        title={d.Title}
        back={{ to: '/Forum', label: t('back') }}
        actions={member ? (
          <Button
            variant={d.Bookmarked ? 'filled' : 'light'}
            leftSection={d.Bookmarked ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
            onClick={() => bookmark.mutate({ id: d.ID, Bookmarked: !d.Bookmarked }, { onError })}
            aria-pressed={d.Bookmarked}
          >
            {d.Bookmarked ? t('bookmarked') : t('bookmark')}
          </Button>
        ) : undefined}
      />
      <ForumNav />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Byline userId={d.UserID} name={d.UserName} on={d.CreatedOn} edited={d.Edited} />
            <Group gap={4}>
              {d.Status !== 'visible' ? <PostStatusBadge status={d.Status} /> : null}
              {d.LessonTitle ? <Badge color="grape" variant="light">{t('lessonTag', { lesson: d.LessonTitle })}</Badge> : d.CourseTitle ? <Badge color="grape" variant="light">{d.CourseTitle}</Badge> : null}
              {d.Tags.map((tag) => <Badge key={tag} variant="outline">{tag}</Badge>)}
            </Group>
          </Group>
          <RichHtml html={d.Description} />
          <PostActions
            canEdit={d.CanEdit} canDelete={d.CanDelete} canReport={member && me !== d.UserID} moderator={moderator}
            onEdit={() => setEditing({ id: d.ID, kind: 'topic', title: d.Title, body: d.Description })}
            onDelete={() => remove(d.ID, true)} onReport={() => setReporting(d.ID)} onHide={() => hide(d.ID)}
          />
        </Stack>
      </Card>

      <Title order={2} fz="lg">{t('answersCount', { count: d.ThreadsTotal })}</Title>
      {d.Threads.length === 0 ? <Text c="dimmed">{t('noAnswers')}</Text> : null}
      {d.Threads.map((th) => (
        <ThreadCard key={th.ID} topic={d} thread={th} member={member} moderator={moderator} onReport={setReporting} onEdit={setEditing} onDelete={(x) => remove(x, false)} onHide={hide} />
      ))}
      {d.Threads.length < d.ThreadsTotal ? (
        <Group justify="center">
          <Button variant="light" onClick={() => setAnswers((n) => n + ANSWERS_PAGE)} loading={topic.isFetching}>
            {t('moreAnswers', { count: d.ThreadsTotal - d.Threads.length })}
          </Button>
        </Group>
      ) : null}

      {member ? (
        <Card withBorder padding="lg" radius="md">
          <Stack>
            <RichTextField label={t('yourAnswer')} value={answer} onChange={setAnswer} minRows={4} />
            <Group justify="flex-end">
              <Button onClick={postAnswer} loading={createThread.isPending} disabled={!hasText(answer)}>{t('postAnswer')}</Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Text c="dimmed"><Anchor component={Link} to="/login">{t('loginToAnswer')}</Anchor></Text>
      )}
      <ReportModal postId={reporting} onClose={() => setReporting(null)} />
      <EditModal target={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function PostActions(p: {
  canEdit: boolean; canDelete: boolean; canReport: boolean; moderator: boolean;
  onEdit: () => void; onDelete: () => void; onReport: () => void; onHide: () => void;
}) {
  const { t } = useTranslation('forum');
  if (!p.canEdit && !p.canDelete && !p.canReport && !p.moderator) return null;
  return (
    <Group gap="xs">
      {p.canEdit ? <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} aria-hidden />} onClick={p.onEdit}>{t('edit')}</Button> : null}
      {p.canDelete ? <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={p.onDelete}>{t('delete')}</Button> : null}
      {p.canReport ? <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconFlag size={14} aria-hidden />} onClick={p.onReport}>{t('report.open')}</Button> : null}
      {p.moderator ? <Button size="compact-sm" variant="subtle" color="orange" onClick={p.onHide}>{t('mod.hide')}</Button> : null}
    </Group>
  );
}

function ThreadCard({ topic, thread: th, member, moderator, onReport, onEdit, onDelete, onHide }: {
  topic: TopicDetail; thread: TopicThread; member: boolean; moderator: boolean;
  onReport: (id: number) => void; onEdit: (x: EditTarget) => void; onDelete: (id: number) => void; onHide: (id: number) => void;
}) {
  const { t } = useTranslation('forum');
  const me = useAuthStore((s) => s.user?.id);
  const useful = useSetUseful();
  const accept = useAcceptAnswer();
  const comment = useCreateComment();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const all = useAnswerComments(th.ID, showAll);
  const comments = showAll && all.data ? all.data : th.Comments;
  const olderHidden = !(showAll && all.data) && th.CommentsTotal > th.Comments.length;
  const onError = (e: unknown) => notify(errorMessage(e), 'danger');
  const mine = me === th.UserID;
  const send = () => {
    if (!text.trim()) return;
    comment.mutate({ ThreadID: th.ID, Description: text.trim() }, {
      onSuccess: (r) => {
        setText('');
        setOpen(false);
        notify(r.Held ? t('held') : t('commented'), r.Held ? 'info' : 'success');
      },
      onError,
    });
  };
  return (
    <Card withBorder padding="md" radius="md" style={th.Accepted ? { borderColor: 'var(--mantine-color-teal-9)', borderWidth: 2 } : undefined} aria-label={t('answerBy', { name: th.UserName })} component="article">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Byline userId={th.UserID} name={th.UserName} on={th.CreatedOn} edited={th.Edited} />
          <Group gap={4}>
            {th.Status !== 'visible' ? <PostStatusBadge status={th.Status} /> : null}
            {th.Accepted ? <Badge color="teal.9" leftSection={<IconCheck size={12} aria-hidden />}>{t('accepted')}</Badge> : null}
          </Group>
        </Group>
        <RichHtml html={th.Description} />
        <Group gap="xs" wrap="wrap">
          <Tooltip label={mine ? t('usefulOwn') : th.MarkedUseful ? t('usefulUndo') : t('usefulMark')} disabled={!member}>
            <Button
              size="compact-sm"
              variant={th.MarkedUseful ? 'filled' : 'light'}
              leftSection={th.MarkedUseful ? <IconThumbUpFilled size={14} aria-hidden /> : <IconThumbUp size={14} aria-hidden />}
              disabled={!member || mine}
              aria-pressed={th.MarkedUseful}
              onClick={() => useful.mutate({ id: th.ID, Useful: !th.MarkedUseful }, { onError })}
            >
              {t('useful', { count: th.Useful })}
            </Button>
          </Tooltip>
          {topic.CanAccept ? (
            <Button size="compact-sm" variant={th.Accepted ? 'default' : 'outline'} color="teal.9" onClick={() => accept.mutate({ id: topic.ID, ThreadID: th.Accepted ? null : th.ID }, { onError })}>
              {th.Accepted ? t('unaccept') : t('accept')}
            </Button>
          ) : null}
          {member ? <Button size="compact-sm" variant="subtle" onClick={() => setOpen((o) => !o)}>{t('addComment')}</Button> : null}
          <PostActions
            canEdit={th.CanEdit} canDelete={th.CanDelete} canReport={member && !mine} moderator={moderator}
            onEdit={() => onEdit({ id: th.ID, kind: 'thread', body: th.Description })} onDelete={() => onDelete(th.ID)} onReport={() => onReport(th.ID)} onHide={() => onHide(th.ID)}
          />
        </Group>
        {comments.length ? <Divider /> : null}
        {olderHidden ? (
          <Button size="compact-sm" variant="subtle" ml="md" style={{ alignSelf: 'flex-start' }} loading={all.isFetching} onClick={() => setShowAll(true)}>
            {t('showAllComments', { count: th.CommentsTotal })}
          </Button>
        ) : null}
        {all.isError ? <Text size="sm" c="red" ml="md" role="alert">{errorMessage(all.error)}</Text> : null}
        <Stack gap={6} pl="md" component="ul" style={{ listStyle: 'none', margin: 0 }} aria-label={t('comments')}>
          {comments.map((c) => (
            <li key={c.ID}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <RichHtml html={c.Description} />
                  <Group gap={6}>
                    <Byline userId={c.UserID} name={c.UserName} on={c.CreatedOn} edited={c.Edited} />
                    {c.Status !== 'visible' ? <PostStatusBadge status={c.Status} /> : null}
                  </Group>
                </Stack>
                {c.CanEdit ? <ActionIcon variant="subtle" size="sm" aria-label={t('edit')} onClick={() => onEdit({ id: c.ID, kind: 'comment', body: c.Description })}><IconPencil size={14} /></ActionIcon> : null}
                {c.CanDelete ? <ActionIcon variant="subtle" size="sm" color="red" aria-label={t('delete')} onClick={() => onDelete(c.ID)}><IconTrash size={14} /></ActionIcon> : null}
                {member && me !== c.UserID ? <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('report.comment')} onClick={() => onReport(c.ID)}><IconFlag size={14} /></ActionIcon> : null}
                {moderator ? <Button size="compact-xs" variant="subtle" color="orange" onClick={() => onHide(c.ID)}>{t('mod.hide')}</Button> : null}
              </Group>
            </li>
          ))}
        </Stack>
        {open ? (
          <Group align="flex-end" wrap="nowrap">
            <Textarea style={{ flex: 1 }} label={t('yourComment')} autosize minRows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={5000} />
            <Button onClick={send} loading={comment.isPending} disabled={!text.trim()}>{t('postComment')}</Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function EditModal({ target, onClose }: { target: EditTarget | null; onClose: () => void }) {
  const { t } = useTranslation('forum');
  const edit = useEditPost();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [loaded, setLoaded] = useState<number | null>(null);
  if (target && loaded !== target.id) {
    setLoaded(target.id);
    setTitle(target.title ?? '');
    setBody(target.body);
  }
  const save = () => {
    if (!target || !hasText(body)) return;
    edit.mutate({ id: target.id, Description: body, ...(target.kind === 'topic' ? { Title: title.trim() } : {}) }, {
      onSuccess: () => {
        notify(t('saved'), 'success');
        setLoaded(null);
        onClose();
      },
      onError: (e) => notify(errorMessage(e), 'danger'),
    });
  };
  return (
    <Modal opened={target !== null} onClose={() => { setLoaded(null); onClose(); }} title={t('editTitle')} size="lg">
      <Stack>
        {target?.kind === 'topic' ? <TextInput label={t('fields.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} /> : null}
        <RichTextField label={t('fields.description')} value={body} onChange={setBody} minRows={4} />
        <Text size="xs" c="dimmed">{t('editWindow')}</Text>
        <Group justify="flex-end">
          <Button onClick={save} loading={edit.isPending}>{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
