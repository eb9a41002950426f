import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Drawer, Group, Loader, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notify } from '../../../lib/notify.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { useFormat } from '../../../ui/format.ts';
import { downloadAttachment, useBookmark, useItem, useRestore, useReview, useVersions } from '../api/knowledge.ts';
import { StatusBadge } from './status-badge.tsx';

/** One item in a drawer: body, tags, attachments, bookmark; for editors the review and the version history. */
export function ItemDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const fmt = useFormat();
  const me = useAuthStore((s) => s.user?.id ?? null);
  const item = useItem(id);
  const d = item.data;
  const bookmark = useBookmark();
  const review = useReview();
  const restore = useRestore();
  const [comment, setComment] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const versions = useVersions(id, showHistory);
  const [tab, setTab] = useState<'content' | 'history'>('content');

  const act = (Action: 'approve' | 'changes' | 'reject') => {
    if (!d) return;
    if (Action !== 'approve' && comment.trim().length < 5) {
      notify(t('review.commentNeeded'), 'danger');
      return;
    }
    review.mutate({ id: d.ID, Action, Comment: comment.trim() }, {
      onSuccess: () => {
        notify(t(`review.done.${Action}`), 'success');
        setComment('');
      },
      onError: (err) => notify(errorMessage(err), 'danger'),
    });
  };

  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={d?.Title ?? t('item')}>
      {item.isLoading ? <Loader /> : item.isError ? <Alert color="red">{errorMessage(item.error)}</Alert> : d ? (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <StatusBadge status={d.Status} />
            <Badge variant="light">{d.FolderName}</Badge>
            {d.Tags.map((tag) => <Badge key={tag.ID} variant="outline" size="sm">{tag.Title}</Badge>)}
          </Group>
          <Text size="sm" c="dimmed">{t('byline', { author: d.AuthorName, date: fmt.dateTime(d.UpdatedOn), version: d.Version })}</Text>
          <Text fw={500}>{d.Description}</Text>
          {d.ReviewComment && d.Status !== 'approved' ? (
            <Alert color={d.Status === 'rejected' ? 'red' : 'orange'} title={t('review.commentBy', { name: d.ReviewedByName ?? '' })}>{d.ReviewComment}</Alert>
          ) : null}
          <Group gap="sm">
            {d.Status === 'approved' ? (
              <Button size="xs" variant={d.Bookmarked ? 'filled' : 'default'} loading={bookmark.isPending}
                onClick={() => bookmark.mutate({ id: d.ID, Bookmarked: !d.Bookmarked }, { onError: (err) => notify(errorMessage(err), 'danger') })}>
                {d.Bookmarked ? t('bookmarked') : t('bookmark')}
              </Button>
            ) : null}
            {d.CanEdit && !d.CanReview ? <Button size="xs" variant="default" component={Link} to={`/Others/ContributeKnowledge?edit=${d.ID}`}>{t('edit')}</Button> : null}
            {d.CanReview || d.AuthorID === me ? (
              <SegmentedControl size="xs" value={tab} onChange={(v) => { setTab(v as 'content' | 'history'); setShowHistory(v === 'history'); }}
                data={[{ value: 'content', label: t('content') }, { value: 'history', label: t('history') }]} />
            ) : null}
          </Group>
          {tab === 'content' ? (
            <>
              <div className="kr-body" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: d.Body }} />
              {d.Attachments.length ? (
                <Stack gap={4}>
                  <Title order={4}>{t('attachments')}</Title>
                  {d.Attachments.map((a) => (
                    <Anchor key={a.ID} component="button" type="button" size="sm" ta="left"
                      onClick={() => void downloadAttachment(d.ID, a.ID).then((blob) => saveBlob(blob, a.FileName)).catch((err: unknown) => notify(errorMessage(err), 'danger'))}>
                      {a.FileName} ({fmt.number(Math.ceil(a.Size / 1024))} KB)
                    </Anchor>
                  ))}
                </Stack>
              ) : null}
            </>
          ) : (
            <Stack gap="xs">
              {versions.isLoading ? <Loader size="sm" /> : versions.isError ? <Text c="dimmed" size="sm">{t('historyHidden')}</Text> : (versions.data ?? []).map((v) => (
                <Group key={v.Version} justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>{t('versionLine', { version: v.Version, title: v.Title })}</Text>
                    <Text size="xs" c="dimmed">{t('versionBy', { name: v.ChangedByName, date: fmt.dateTime(v.CreatedOn), note: v.Note })}</Text>
                  </Stack>
                  {d.CanReview && v.Version !== d.Version ? (
                    <Button size="xs" variant="default" loading={restore.isPending}
                      onClick={() => restore.mutate({ id: d.ID, version: v.Version }, { onSuccess: () => notify(t('restored', { version: v.Version }), 'success'), onError: (err) => notify(errorMessage(err), 'danger') })}>
                      {t('restore')}
                    </Button>
                  ) : null}
                </Group>
              ))}
            </Stack>
          )}
          {d.CanReview && d.Status !== 'rejected' ? (
            <Stack gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
              <Title order={4}>{t('review.title')}</Title>
              <Textarea label={t('review.comment')} description={t('review.commentHint')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
              <Group gap="xs">
                {d.Status !== 'approved' ? <Button size="sm" color="teal.9" loading={review.isPending} onClick={() => act('approve')}>{t('review.approve')}</Button> : null}
                <Button size="sm" variant="default" loading={review.isPending} onClick={() => act('changes')}>{t('review.changes')}</Button>
                <Button size="sm" color="red.9" variant="light" loading={review.isPending} onClick={() => act('reject')}>{t('review.reject')}</Button>
                <Button size="sm" variant="subtle" component={Link} to={`/Others/ContributeKnowledge?edit=${d.ID}`}>{t('edit')}</Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
