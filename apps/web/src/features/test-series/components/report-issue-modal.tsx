import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reportIssueBodySchema } from '@app/contracts/assessments';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useReportIssue } from '../api/report-issue.ts';
import { useTestSession } from '../lib/test-session-store.ts';

const MAX = 2000;

/** Report an issue with a question: the spec's issue text, sent to staff (POST /attempts/{id}/issues). */
export function ReportIssueModal({ opened, onClose, attemptId, questionId, questionNumber }: {
  opened: boolean; onClose: () => void; attemptId: number; questionId: number; questionNumber: number;
}) {
  const { t } = useTranslation(['test-series', 'common']);
  const issueText = useTestSession((s) => s.issueText);
  const setIssueText = useTestSession((s) => s.setIssueText);
  const report = useReportIssue(attemptId);
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    const parsed = reportIssueBodySchema.safeParse({ QuestionID: questionId, Text: issueText });
    if (!parsed.success) {
      setError(t('test-series:issue.required'));
      return;
    }
    setError(null);
    report.mutate(parsed.data, {
      onSuccess: () => {
        notify(t('test-series:issue.sent'), 'success');
        setIssueText('');
        onClose();
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={report.isPending ? () => undefined : onClose}
      title={t('test-series:issue.title', { number: questionNumber })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Textarea
          label={t('test-series:issue.label')}
          description={t('test-series:issue.hint')}
          value={issueText}
          onChange={(e) => setIssueText(e.currentTarget.value)}
          maxLength={MAX}
          autosize
          minRows={4}
          maxRows={10}
          required
          data-autofocus
          error={error && !issueText.trim() ? error : undefined}
        />
        {error && issueText.trim() ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{error}</Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={report.isPending}>{t('common:actions.cancel')}</Button>
          <Button onClick={send} loading={report.isPending}>{t('test-series:issue.send')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
