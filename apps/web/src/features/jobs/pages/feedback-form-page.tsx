import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, NativeSelect, NumberInput, Rating, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { feedbackBodySchema, feedbackOutcomes, interviewRounds, type FeedbackBody } from '@app/contracts/jobs';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useFeedback, useSaveFeedback } from '../api/feedback.ts';
import { useInvitation } from '../api/invitations.ts';

const criteria = [['TechnicalRating', 'technical'], ['CommunicationRating', 'communication'], ['ProcessKnowledgeRating', 'process'], ['ProblemSolvingRating', 'problemSolving']] as const;
const num = (v: string | null) => { const n = Number(v); return Number.isInteger(n) && n > 0 ? n : null; };

/**
 * /addInterviewFeedback: `?invitationId=` for a company's interview of an accepted candidate, `?id=` to change one;
 * without either, a mock interview of an admission enquiry (academy staff).
 */
export function FeedbackFormPage() {
  const { t } = useTranslation(['jobs', 'common']);
  const [params] = useSearchParams();
  const editId = num(params.get('id'));
  const existing = useFeedback(editId);
  const invitationId = num(params.get('invitationId')) ?? existing.data?.InvitationID ?? null;
  const invitation = useInvitation(invitationId);
  const save = useSaveFeedback();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [f, setF] = useState({
    EnquiryID: '' as number | '', IntervieweeName: '', InterviewDate: new Date().toISOString().slice(0, 10), InterviewRound: 'Technical' as (typeof interviewRounds)[number],
    OverallInterviewRatings: 3, TechnicalRating: 3, CommunicationRating: 3, ProcessKnowledgeRating: 3, ProblemSolvingRating: 3,
    RecommendedForAdmission: false, Outcome: 'next round' as (typeof feedbackOutcomes)[number], Comments: '', Shared: false,
  });
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((s) => ({ ...s, [k]: v }));
  useEffect(() => {
    const e = existing.data;
    if (!e) return;
    setF({
      EnquiryID: e.EnquiryID ?? '', IntervieweeName: e.IntervieweeName, InterviewDate: e.InterviewDate.slice(0, 10), InterviewRound: e.InterviewRound as (typeof interviewRounds)[number],
      OverallInterviewRatings: e.OverallInterviewRatings, TechnicalRating: e.TechnicalRating, CommunicationRating: e.CommunicationRating, ProcessKnowledgeRating: e.ProcessKnowledgeRating,
      ProblemSolvingRating: e.ProblemSolvingRating, RecommendedForAdmission: e.RecommendedForAdmission ?? false, Outcome: e.Outcome, Comments: e.Comments, Shared: e.Shared,
    });
  }, [existing.data]);
  if (editId !== null && existing.isPending) return <FullPageLoader label={t('feedback.loading')} />;
  const mock = invitationId === null;

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setError(null);
    const body: FeedbackBody = {
      InvitationID: invitationId, EnquiryID: mock && f.EnquiryID !== '' ? f.EnquiryID : null, IntervieweeName: mock ? f.IntervieweeName : '',
      InterviewDate: new Date(`${f.InterviewDate}T10:00:00`).toISOString(), InterviewRound: f.InterviewRound, OverallInterviewRatings: f.OverallInterviewRatings,
      TechnicalRating: f.TechnicalRating, CommunicationRating: f.CommunicationRating, ProcessKnowledgeRating: f.ProcessKnowledgeRating, ProblemSolvingRating: f.ProblemSolvingRating,
      RecommendedForAdmission: mock ? f.RecommendedForAdmission : null, Outcome: f.Outcome, Comments: f.Comments, Shared: f.Shared,
    };
    const parsed = feedbackBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: editId, body });
      void navigate(`/interviewFeedback/${saved.FeedbackID}`);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length) setErrors(serverFieldErrors(e, { top: true }));
      else setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle title={editId ? t('feedback.edit') : t('feedback.add')} back={{ to: '/interviewFeedback', label: t('feedback.title') }}
        description={invitation.data ? t('feedback.forInvitation', { name: invitation.data.CandidateName, job: invitation.data.JobTitle }) : mock ? t('feedback.mockLead') : undefined} />
      <Card withBorder radius="md" padding="lg" maw={820}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
            {errors.InvitationID ? <Alert color="red" variant="light" role="alert">{errors.InvitationID}</Alert> : null}
            {mock ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('feedback.fields.interviewee')} required value={f.IntervieweeName} onChange={(e) => set('IntervieweeName', e.currentTarget.value)} error={errors.IntervieweeName} />
                <NumberInput label={t('feedback.fields.enquiry')} required min={1} value={f.EnquiryID} onChange={(v) => set('EnquiryID', v === '' ? '' : Number(v))} error={errors.EnquiryID} />
              </SimpleGrid>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput type="date" label={t('feedback.fields.date')} required value={f.InterviewDate} onChange={(e) => set('InterviewDate', e.currentTarget.value)} error={errors.InterviewDate} />
              <NativeSelect label={t('feedback.fields.round')} value={f.InterviewRound} onChange={(e) => set('InterviewRound', e.currentTarget.value as typeof f.InterviewRound)}
                data={interviewRounds.map((r) => ({ value: r, label: t(`feedback.round.${r}`) }))} />
              <NativeSelect label={t('feedback.fields.outcome')} value={f.Outcome} onChange={(e) => set('Outcome', e.currentTarget.value as typeof f.Outcome)}
                data={feedbackOutcomes.map((o) => ({ value: o, label: t(`feedback.outcome.${o}`) }))} />
            </SimpleGrid>
            <Stack gap={2}>
              <Text size="sm" fw={500} id="overall-label">{t('feedback.fields.overall')}</Text>
              <Rating value={f.OverallInterviewRatings} onChange={(v) => set('OverallInterviewRatings', v)} aria-labelledby="overall-label" />
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {criteria.map(([k, label]) => (
                <Stack key={k} gap={2}>
                  <Text size="sm" id={`crit-${k}`}>{t(`feedback.criteria.${label}`)}</Text>
                  <Rating value={f[k]} onChange={(v) => set(k, v)} aria-labelledby={`crit-${k}`} />
                </Stack>
              ))}
            </SimpleGrid>
            {mock ? <Switch label={t('feedback.fields.recommended')} checked={f.RecommendedForAdmission} onChange={(e) => set('RecommendedForAdmission', e.currentTarget.checked)} /> : null}
            <Textarea label={t('feedback.fields.comments')} autosize minRows={3} maxLength={4000} value={f.Comments} onChange={(e) => set('Comments', e.currentTarget.value)} />
            <Switch label={t('feedback.shareWithCandidate')} checked={f.Shared} onChange={(e) => set('Shared', e.currentTarget.checked)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate('/interviewFeedback')}>{t('common:actions.cancel')}</Button>
              <Button type="submit" loading={save.isPending}>{t('feedback.save')}</Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
