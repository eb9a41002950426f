import { useRef, useState } from 'react';
import {
  ActionIcon, Alert, Badge, Button, Card, FileButton, Group, List, Progress, Stack, Text, Textarea, Title,
} from '@mantine/core';
import {
  IconAlertHexagon, IconCircleCheck, IconDownload, IconHourglass, IconInfoCircle, IconPaperclip, IconRotateClockwise, IconSend, IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUBMISSION_FILE_MAX_BYTES, SUBMISSION_FILE_MAX_COUNT, submissionFileTypes, type Submission, type SubmissionStatus } from '@app/contracts/courses';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateValidation } from '../../../lib/form.ts';
import type { ContentItem } from '../api/get-content-item.ts';
import { downloadFile } from '../api/download-file.ts';
import { useSubmitAssignment } from '../api/submit-assignment.ts';
import { uploadAssignmentFile, type PendingUpload } from '../api/upload-assignment-file.ts';
import { removeAssignmentFile } from '../api/remove-assignment-file.ts';
import { formatBytes, newRequestId } from '../lib/course-items.ts';
import { RichHtml } from './rich-html.tsx';

type Assignment = NonNullable<ContentItem['Assignment']>;

/** What the file picker offers (the server decides by the bytes; this only narrows the dialog). */
const ACCEPT = [...submissionFileTypes, '.pdf', '.png', '.jpg', '.jpeg', '.txt', '.zip', '.docx', '.xlsx', '.pptx'].join(',');
const EXTENSIONS = /\.(pdf|png|jpe?g|txt|zip|docx|xlsx|pptx)$/i;
const TEXT_MAX = 20_000;

/** Whether the browser's idea of a file may be accepted (type, or extension when the browser gives no type). */
export function acceptableFile(file: Pick<File, 'name' | 'size' | 'type'>): 'ok' | 'tooLarge' | 'type' | 'empty' {
  if (file.size === 0) return 'empty';
  if (file.size > SUBMISSION_FILE_MAX_BYTES) return 'tooLarge';
  if (file.type ? !(submissionFileTypes as readonly string[]).includes(file.type) && !EXTENSIONS.test(file.name) : !EXTENSIONS.test(file.name)) return 'type';
  return 'ok';
}

type Upload = { key: string; file: File; progress: number; result: PendingUpload | null; error: string | null; abort: AbortController };

const statusIcon: Record<SubmissionStatus, typeof IconHourglass> = { submitted: IconHourglass, returned: IconRotateClockwise, accepted: IconCircleCheck };
const statusColor: Record<SubmissionStatus, string> = { submitted: 'yellow', returned: 'orange', accepted: 'teal' };

/** The assignment of a lesson: instructions and attachments, my submissions with the mentor's decision, and the form. */
export function AssignmentView({ courseId, lessonId, assignment, onProgress }: { courseId: number; lessonId: number; assignment: Assignment; onProgress: () => void }) {
  const { t, i18n } = useTranslation('course-player');
  const latest = assignment.Submissions[0];
  const reattemptsLeft = latest ? Math.max(0, assignment.ReattemptsAllowed - (latest.AttemptNo - 1)) : assignment.ReattemptsAllowed;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap="md">
          <Text size="sm" c="dimmed">{t('assignment.maxScore', { value: assignment.MaxScore })}</Text>
          <Text size="sm" c="dimmed">{t('assignment.reattempts', { count: assignment.ReattemptsAllowed })}</Text>
        </Group>
        {assignment.Description ? <RichHtml html={assignment.Description} /> : <Text c="dimmed">{t('assignment.noInstructions')}</Text>}
      </Stack>

      {assignment.Attachments.length ? (
        <Stack gap="xs" component="section" aria-labelledby="assignment-attachments">
          <Title order={3} fz="md" id="assignment-attachments">{t('assignment.attachments')}</Title>
          <List spacing={4} listStyleType="none" p={0}>
            {assignment.Attachments.map((a) => (
              <List.Item key={a.ID}>
                <FileLink name={a.Name} size={a.Size} url={a.Url} locale={i18n.language} />
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}

      <AssignmentState latest={latest} canSubmit={assignment.CanSubmit} reattemptsLeft={reattemptsLeft} maxScore={assignment.MaxScore} />

      {assignment.CanSubmit ? (
        <SubmitForm
          key={latest?.ID ?? 0}
          courseId={courseId}
          lessonId={lessonId}
          resubmission={!!latest}
          onSubmitted={onProgress}
        />
      ) : null}

      {assignment.Submissions.length ? (
        <Stack gap="sm" component="section" aria-labelledby="assignment-submissions">
          <Title order={3} fz="md" id="assignment-submissions">{t('assignment.mySubmissions')}</Title>
          {assignment.Submissions.map((s) => <SubmissionCard key={s.ID} submission={s} maxScore={assignment.MaxScore} />)}
        </Stack>
      ) : null}
    </Stack>
  );
}

function AssignmentState({ latest, canSubmit, reattemptsLeft, maxScore }: { latest: Submission | undefined; canSubmit: boolean; reattemptsLeft: number; maxScore: number }) {
  const { t } = useTranslation('course-player');
  if (!latest) return null;
  if (latest.Status === 'submitted') {
    return <Alert color="yellow" variant="light" icon={<IconHourglass aria-hidden />} title={t('assignment.state.submittedTitle')}>{t('assignment.state.submitted')}</Alert>;
  }
  if (latest.Status === 'accepted') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('assignment.state.acceptedTitle')}>
        {latest.Score !== null ? t('assignment.state.accepted', { score: latest.Score, max: maxScore }) : t('assignment.state.acceptedNoScore')}
      </Alert>
    );
  }
  if (canSubmit) {
    return (
      <Alert color="orange" variant="light" icon={<IconRotateClockwise aria-hidden />} title={t('assignment.state.returnedTitle')}>
        {t('assignment.state.returned', { count: reattemptsLeft })}
      </Alert>
    );
  }
  return <Alert color="red" variant="light" icon={<IconAlertHexagon aria-hidden />} title={t('assignment.state.noneLeftTitle')}>{t('assignment.state.noneLeft')}</Alert>;
}

function FileLink({ name, size, url, locale }: { name: string; size: number; url: string; locale: string }) {
  const { t } = useTranslation('course-player');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      aria-label={t('assignment.download', { name })}
      onClick={() => {
        setBusy(true);
        downloadFile(url, name).catch(() => undefined).finally(() => setBusy(false));
      }}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
    >
      {name} <Text span size="xs" c="dimmed" ml={6}>({formatBytes(size, locale)})</Text>
    </Button>
  );
}

function SubmissionCard({ submission: s, maxScore }: { submission: Submission; maxScore: number }) {
  const { t, i18n } = useTranslation('course-player');
  const Icon = statusIcon[s.Status];
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t('assignment.attemptNo', { number: s.AttemptNo })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{t('assignment.attemptNo', { number: s.AttemptNo })}</Text>
          <Badge color={statusColor[s.Status]} variant="light" leftSection={<Icon size={12} aria-hidden />}>{t(`assignment.status.${s.Status}`)}</Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('assignment.submittedOn', { date: date(s.CreatedOn) })}
          {s.DecidedOn ? ` · ${t('assignment.decidedOn', { date: date(s.DecidedOn) })}` : ''}
        </Text>
        {s.Text ? <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.Text}</Text> : null}
        {s.Files.length ? (
          <Group gap={4} wrap="wrap">
            {s.Files.map((f) => <FileLink key={f.ID} name={f.Name} size={f.Size} url={f.Url} locale={i18n.language} />)}
          </Group>
        ) : null}
        {s.Score !== null ? <Text size="sm" fw={600}>{t('assignment.score', { score: s.Score, max: maxScore })}</Text> : null}
        {s.Feedback ? (
          <Alert color="blue" variant="light" title={t('assignment.feedback')} icon={<IconInfoCircle aria-hidden />}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.Feedback}</Text>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Text and files; files upload as soon as they are picked (with progress), then one submission with a client request id. */
function SubmitForm({ courseId, lessonId, resubmission, onSubmitted }: { courseId: number; lessonId: number; resubmission: boolean; onSubmitted: () => void }) {
  const { t, i18n } = useTranslation('course-player');
  const [text, setText] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  // One id per submission: a retried request (lost answer, double click) is recognised by the server.
  const [requestId, setRequestId] = useState(newRequestId);
  const resetRef = useRef<() => void>(null);
  const submit = useSubmitAssignment(courseId, lessonId);

  const update = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const pick = (files: File[]) => {
    resetRef.current?.();
    setFormError(null);
    const room = SUBMISSION_FILE_MAX_COUNT - uploads.filter((u) => !u.error).length;
    const added: Upload[] = files.map((file, i) => {
      const verdict = acceptableFile(file);
      const error = i >= room
        ? t('upload.tooMany', { count: SUBMISSION_FILE_MAX_COUNT })
        : verdict === 'tooLarge' ? t('upload.tooLarge', { max: formatBytes(SUBMISSION_FILE_MAX_BYTES, i18n.language) })
          : verdict === 'type' ? t('upload.badType')
            : verdict === 'empty' ? t('upload.empty') : null;
      return { key: `${Date.now()}-${i}-${file.name}`, file, progress: 0, result: null, error, abort: new AbortController() };
    });
    setUploads((list) => [...list, ...added]);
    for (const u of added) {
      if (u.error) continue;
      uploadAssignmentFile(courseId, lessonId, u.file, (p) => update(u.key, { progress: p }), u.abort.signal).then(
        (result) => update(u.key, { result, progress: 1 }),
        (error: unknown) => {
          if (u.abort.signal.aborted) return;
          update(u.key, { error: error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE' ? t('upload.tooLarge', { max: formatBytes(SUBMISSION_FILE_MAX_BYTES, i18n.language) }) : errorMessage(error) });
        },
      );
    }
  };

  const remove = (key: string) => {
    setUploads((list) => {
      const u = list.find((x) => x.key === key);
      u?.abort.abort();
      // An upload the server already holds is removed there too (it would otherwise wait a day for the clean-up).
      if (u?.result) void removeAssignmentFile(courseId, lessonId, u.result.ID).catch(() => undefined);
      return list.filter((x) => x.key !== key);
    });
  };

  const uploading = uploads.some((u) => !u.error && !u.result);
  const fileIds = uploads.flatMap((u) => (u.result ? [u.result.ID] : []));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setTextError(null);
    if (uploading) {
      setFormError(t('form.waitUploads'));
      return;
    }
    if (!text.trim() && fileIds.length === 0) {
      setTextError(t('form.required'));
      return;
    }
    submit.mutate({ Text: text, FileIDs: fileIds, RequestID: requestId }, {
      onSuccess: () => {
        setText('');
        setUploads([]);
        setRequestId(newRequestId());
        onSubmitted();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const fields = error.fieldErrors();
          if (fields.Text) setTextError(translateValidation(fields.Text));
        }
        setFormError(errorMessage(error));
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate aria-labelledby="assignment-form-title">
      <Stack gap="md">
        <Title order={3} fz="md" id="assignment-form-title">{resubmission ? t('form.resubmitTitle') : t('form.title')}</Title>
        <Textarea
          label={t('form.text')}
          description={t('form.textHint')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setTextError(null);
          }}
          autosize
          minRows={5}
          maxRows={16}
          maxLength={TEXT_MAX}
          error={textError}
        />
        <Stack gap={6}>
          <Group gap="sm" wrap="wrap">
            <FileButton onChange={pick} accept={ACCEPT} multiple resetRef={resetRef}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} disabled={uploads.filter((u) => !u.error).length >= SUBMISSION_FILE_MAX_COUNT}>
                  {t('form.attach')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" id="assignment-file-rules">
              {t('upload.rules', { max: formatBytes(SUBMISSION_FILE_MAX_BYTES, i18n.language), count: SUBMISSION_FILE_MAX_COUNT })}
            </Text>
          </Group>
          {uploads.length ? (
            <List spacing={6} listStyleType="none" p={0} aria-label={t('form.files')}>
              {uploads.map((u) => (
                <List.Item key={u.key} styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
                  <Group gap="sm" wrap="nowrap" align="center">
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {u.file.name} <Text span size="xs" c="dimmed">({formatBytes(u.file.size, i18n.language)})</Text>
                      </Text>
                      {u.error ? (
                        <Text size="xs" c="red.8" role="alert">{u.error}</Text>
                      ) : u.result ? (
                        <Text size="xs" c="teal.9">{t('upload.done')}</Text>
                      ) : (
                        <Progress value={Math.round(u.progress * 100)} size="sm" aria-label={t('upload.progress', { name: u.file.name })} animated />
                      )}
                    </Stack>
                    <ActionIcon variant="subtle" color="gray" onClick={() => remove(u.key)} aria-label={t('upload.remove', { name: u.file.name })}>
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
        {formError ? <Alert color="red" variant="light" role="alert">{formError}</Alert> : null}
        <Group>
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={submit.isPending}>
            {resubmission ? t('form.resubmit') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
