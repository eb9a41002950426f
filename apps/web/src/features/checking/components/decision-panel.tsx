import { useState } from 'react';
import { Alert, Button, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useDecideSubmission, type Decision } from '../api/decide-submission.ts';
import type { SubmissionDetail } from '../api/get-assignment-view.ts';
import { acceptBody, acceptFormSchema, reattemptsLeftAfterReturn, returnFormSchema, type AcceptFormValues } from '../lib/decision.ts';

type Mode = 'accept' | 'return';

/**
 * The mentor's two actions on a submission awaiting a decision: accept with a score (0..MaxScore) and feedback,
 * or return for reattempt with feedback (required). Each asks for confirmation. `onDone` hears whether the
 * decision was saved or another checker's decision came first (409).
 */
export function DecisionPanel({ detail, onDone }: { detail: SubmissionDetail; onDone: (outcome: 'decided' | 'conflict') => void }) {
  const { t } = useTranslation('checking');
  const [mode, setMode] = useState<Mode>('accept');
  const [pending, setPending] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useDecideSubmission(detail.SubmissionID);
  const left = reattemptsLeftAfterReturn(detail.AttemptNo, detail.ReattemptsAllowed);

  // Contract messages are keys of this namespace (lib/decision.ts); others come translated from contractResolver.
  const translated = (errors: FormErrors): FormErrors =>
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('validation.') ? t(v, { max: detail.MaxScore }) : v]));

  const accept = useForm<AcceptFormValues>({
    mode: 'controlled',
    initialValues: { Score: '', Feedback: '' },
    validate: (values) => translated(contractResolver(acceptFormSchema(detail.MaxScore))(values as unknown as Record<string, unknown>)),
  });
  const giveBack = useForm({
    mode: 'controlled',
    initialValues: { Feedback: '' },
    validate: (values) => translated(contractResolver(returnFormSchema)(values)),
  });

  const confirm = () => {
    if (!pending) return;
    setFailure(null);
    decide.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        onDone('decided');
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409) {
          setPending(null);
          onDone('conflict');
        } else if (e instanceof ApiError && e.status === 400 && e.errors.length) {
          setPending(null);
          (pending.kind === 'accept' ? accept : giveBack).setErrors(serverFieldErrors(e));
        } else {
          setFailure(errorMessage(e));
        }
      },
    });
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        aria-label={t('decide.choose')}
        value={mode}
        onChange={(v) => setMode(v as Mode)}
        data={[
          { value: 'accept', label: t('decide.acceptTab') },
          { value: 'return', label: t('decide.returnTab') },
        ]}
      />
      {mode === 'accept' ? (
        <form
          noValidate
          aria-label={t('decide.acceptForm')}
          onSubmit={accept.onSubmit((v) => setPending({ kind: 'accept', ...acceptBody(v) }))}
        >
          <Stack gap="sm">
            <NumberInput
              label={t('decide.score', { max: detail.MaxScore })}
              description={t('decide.scoreHint', { max: detail.MaxScore })}
              withAsterisk
              min={0}
              max={detail.MaxScore}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              inputMode="numeric"
              {...accept.getInputProps('Score')}
            />
            <Textarea label={t('decide.feedback')} description={t('decide.feedbackOptional')} autosize minRows={3} maxRows={10} {...accept.getInputProps('Feedback')} />
            <Button type="submit" leftSection={<IconCheck size={16} aria-hidden />}>{t('decide.accept')}</Button>
          </Stack>
        </form>
      ) : (
        <form
          noValidate
          aria-label={t('decide.returnForm')}
          onSubmit={giveBack.onSubmit((v) => setPending({ kind: 'return', Feedback: v.Feedback.trim() }))}
        >
          <Stack gap="sm">
            <Textarea
              label={t('decide.feedback')}
              description={t('decide.returnFeedbackHint')}
              withAsterisk
              autosize
              minRows={4}
              maxRows={12}
              {...giveBack.getInputProps('Feedback')}
            />
            {left > 0 ? (
              <Text size="sm" c="dimmed">{t('decide.reattemptsLeft', { count: left })}</Text>
            ) : (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>{t('decide.noReattemptsLeft')}</Alert>
            )}
            <Button type="submit" leftSection={<IconRotateClockwise size={16} aria-hidden />}>{t('decide.return')}</Button>
          </Stack>
        </form>
      )}

      <ConfirmModal
        opened={pending !== null}
        onClose={() => {
          setPending(null);
          setFailure(null);
        }}
        onConfirm={confirm}
        loading={decide.isPending}
        error={failure}
        title={pending?.kind === 'return' ? t('decide.confirmReturnTitle') : t('decide.confirmAcceptTitle')}
        confirmLabel={pending?.kind === 'return' ? t('decide.return') : t('decide.accept')}
      >
        {pending?.kind === 'accept' ? (
          <Text>{t('decide.confirmAccept', { name: detail.UserName, score: pending.Score, max: detail.MaxScore })}</Text>
        ) : (
          <Stack gap="xs">
            <Text>{t('decide.confirmReturn', { name: detail.UserName })}</Text>
            <Text size="sm" c={left > 0 ? 'dimmed' : 'orange.8'}>
              {left > 0 ? t('decide.reattemptsLeft', { count: left }) : t('decide.noReattemptsLeft')}
            </Text>
          </Stack>
        )}
      </ConfirmModal>
    </Stack>
  );
}
