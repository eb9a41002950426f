import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useReportPost } from '../api/report-post.ts';
import { useReportTypes } from '../api/get-report-types.ts';

/** Report a post: a report type from the masters and an explanation. */
export function ReportModal({ postId, onClose }: { postId: number | null; onClose: () => void }) {
  const { t } = useTranslation('forum');
  const types = useReportTypes(postId !== null);
  const report = useReportPost();
  const [type, setType] = useState<string | null>(null);
  const [text, setText] = useState('');
  const close = () => {
    setType(null);
    setText('');
    onClose();
  };
  const submit = () => {
    if (postId === null || !type || text.trim().length < 3) return;
    report.mutate({ PostID: postId, ReportType: type, Explaination: text.trim() }, {
      onSuccess: () => {
        notify(t('report.sent'), 'success');
        close();
      },
      onError: (e) => notify(errorMessage(e), 'danger'),
    });
  };
  return (
    <Modal opened={postId !== null} onClose={close} title={t('report.title')}>
      <Stack>
        <NativeSelect
          label={t('report.type')}
          required
          data={[{ value: '', label: t('report.choose') }, ...(types.data?.items ?? []).map((m) => ({ value: m.Title, label: m.Title }))]}
          value={type ?? ''}
          onChange={(e) => setType(e.currentTarget.value || null)}
        />
        <Textarea label={t('report.explanation')} required minRows={3} autosize value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={1000} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>{t('cancel')}</Button>
          <Button color="red" onClick={submit} loading={report.isPending} disabled={!type || text.trim().length < 3}>{t('report.submit')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
