import { useState } from 'react';
import { Alert, Button, Group, Stack, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FORUM_TAGS_MAX, FORUM_TITLE_MAX, topicSlug } from '@app/contracts/forum';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { useCreateTopic } from '../api/create-topic.ts';
import { ForumNav } from '../components/forum-nav.tsx';
import { FORUM_TAGS } from './forum-page.tsx';

const idParam = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /Forum/AddTopic: ask a question (title, rich text, tags). Opened from the lesson player with
 * `?courseId=&lessonId=&lesson=` it is linked to that lesson and the course's mentors are told; with `?title=` (from
 * the chat bot) the question is filled in.
 */
export function AddTopicPage() {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const courseId = idParam(params.get('courseId'));
  const lessonId = courseId ? idParam(params.get('lessonId')) : null;
  const lessonTitle = params.get('lesson');
  // Opened from the chat bot with `?title=` (a question it could not answer): the question is filled in.
  const asked = (params.get('title') ?? '').trim();
  const [title, setTitle] = useState(() => asked.slice(0, FORUM_TITLE_MAX));
  const [body, setBody] = useState(() => (asked ? `<p>${asked.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>` : ''));
  const [tags, setTags] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const create = useCreateTopic();
  const titleError = tried && title.trim().length < 5 ? t('errors.title') : undefined;
  const bodyError = tried && !body.replace(/<[^>]*>/g, '').trim() ? t('errors.body') : undefined;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (title.trim().length < 5 || !body.replace(/<[^>]*>/g, '').trim()) return;
    create.mutate({ Title: title.trim(), Description: body, Tags: tags, CourseID: courseId, LessonID: lessonId }, {
      onSuccess: (r) => {
        notify(r.Held ? t('held') : t('asked'), r.Held ? 'info' : 'success');
        void navigate(`/Forum/Topic/${r.ID}/${topicSlug(title)}`);
      },
      onError: (err) => notify(errorMessage(err), 'danger'),
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('add.title')} description={t('add.lead')} back={{ to: '/Forum', label: t('back') }} />
      <ForumNav />
      {courseId ? <Alert color="grape" variant="light">{lessonTitle ? t('add.aboutLesson', { lesson: lessonTitle }) : t('add.aboutCourse')}</Alert> : null}
      <form onSubmit={submit} noValidate>
        <Stack maw={900}>
          <TextInput label={t('fields.title')} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={FORUM_TITLE_MAX} error={titleError} description={t('add.titleHint')} />
          <RichTextField label={t('fields.description')} required value={body} onChange={setBody} error={bodyError} minRows={6} />
          <TagsInput label={t('fields.tags')} data={FORUM_TAGS} value={tags} onChange={setTags} maxTags={FORUM_TAGS_MAX} description={t('add.tagsHint')} clearable />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>{t('add.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
