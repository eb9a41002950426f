import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, List, Loader, Paper, Stack, Switch, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { glpInputSchema, type GlpDetail, type GlpInput } from '@app/contracts/glps';
import { hasCapability } from '@app/contracts/roles';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { useGlp } from '../api/get-glp.ts';
import { useSaveGlp } from '../api/save-glp.ts';
import { useSaveGlpSteps } from '../api/save-glp-steps.ts';
import { uploadDescriptionImage } from '../api/upload-description-image.ts';
import { AddStepForm } from '../components/add-step-form.tsx';
import { LearnersPanel } from '../components/learners-panel.tsx';
import { StepsEditor } from '../components/steps-editor.tsx';
import { glpEditorPath, GLPS_PATH, idParam } from '../lib/paths.ts';
import { addStep, fromServer, toInputs, type EditorStep } from '../lib/steps.ts';

/** /courseBuilding/glps/AddEdit/{GLPID}: a path's details, ordered steps and learners ('new' adds a path). */
export function GlpEditorPage() {
  const { GLPID } = useParams();
  const id = idParam(GLPID);
  return <GlpEditor key={id ?? 'new'} id={id} />;
}

function Section({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={id}>{title}</Title>
          {description ? <Text size="sm" c="dimmed">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

const emptyForm: GlpInput = { Title: '', Description: '', Status: 'draft' };
const toForm = (g: GlpDetail): GlpInput => ({ Title: g.Title, Description: g.Description, Status: g.Status });

function GlpEditor({ id }: { id: number | null }) {
  const { t } = useTranslation(['glps', 'common']);
  const navigate = useNavigate();
  const existing = useGlp(id);
  const save = useSaveGlp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<GlpInput>({ mode: 'controlled', initialValues: emptyForm, validate: contractResolver(glpInputSchema) });

  useEffect(() => {
    if (existing.data) {
      form.setValues(toForm(existing.data));
      form.resetDirty();
    }
  }, [existing.data?.ID]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id, body: values });
      notify(id === null ? t('editor.created', { title: saved.Title }) : t('editor.saved', { title: saved.Title }), 'success');
      if (id === null) void navigate(glpEditorPath(saved.ID), { replace: true });
      else {
        form.setValues(toForm(saved));
        form.resetDirty();
      }
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
      setFormError(errorMessage(error));
    }
  }, () => setFormError(t('editor.fixErrors')));

  const title = id === null ? t('editor.addTitle') : t('editor.editTitle');
  const back = { to: GLPS_PATH, label: t('editor.back') };

  if (id !== null && existing.isPending) {
    return (
      <Stack gap="lg">
        <PageTitle title={title} back={back} />
        <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>
      </Stack>
    );
  }
  if (id !== null && existing.isError) {
    return (
      <Stack gap="lg">
        <PageTitle title={title} back={back} />
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{existing.error instanceof ApiError && existing.error.code === 'NOT_FOUND' ? t('editor.notFound') : errorMessage(existing.error)}</Text>
            {existing.error instanceof ApiError && existing.error.code === 'NOT_FOUND' ? null : (
              <Button size="xs" variant="white" color="red" onClick={() => void existing.refetch()}>{t('retry')}</Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const v = form.getValues();
  return (
    <Stack gap="lg">
      <PageTitle
        title={title}
        description={existing.data ? existing.data.Title : t('editor.addLead')}
        back={back}
        actions={existing.data ? (
          <Badge size="lg" variant="light" color={existing.data.Status === 'published' ? 'green' : 'gray'}>{t(`statuses.${existing.data.Status}`)}</Badge>
        ) : undefined}
      />
      <form onSubmit={submit} noValidate>
        <Section id="glp-details" title={t('editor.details')}>
          {formError ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{formError}</Alert> : null}
          <TextInput label={t('fields.title')} required maxLength={150} {...form.getInputProps('Title')} />
          <RichTextField
            label={t('fields.description')}
            value={v.Description}
            onChange={(d) => form.setFieldValue('Description', d)}
            error={form.errors.Description}
            onUploadImage={uploadDescriptionImage}
          />
          <Switch
            label={t('editor.published')}
            description={t('editor.publishedHint')}
            color="green"
            checked={v.Status === 'published'}
            onChange={(e) => form.setFieldValue('Status', e.currentTarget.checked ? 'published' : 'draft')}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={GLPS_PATH} variant="default">{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {id === null ? t('editor.create') : t('editor.save')}
            </Button>
          </Group>
        </Section>
      </form>
      {existing.data ? <StepsSection glp={existing.data} /> : <Text size="sm" c="dimmed">{t('editor.saveFirst')}</Text>}
      {existing.data ? (
        <Section id="glp-learners" title={t('learners.title')} description={t('learners.lead')}>
          <LearnersPanel glpId={existing.data.ID} stepCount={existing.data.Steps.filter((s) => !s.Missing).length} />
        </Section>
      ) : null}
    </Stack>
  );
}

/** The steps, saved on every change (add, move, remove); a refused change puts the saved order back. */
function StepsSection({ glp }: { glp: GlpDetail }) {
  const { t } = useTranslation('glps');
  const role = useAuthStore((s) => s.user?.role ?? null);
  const saveSteps = useSaveGlpSteps(glp.ID);
  const [steps, setSteps] = useState<EditorStep[]>(() => fromServer(glp.Steps));
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // A newer copy of the path from the server (another tab, a learner change) replaces the list when idle.
  useEffect(() => {
    if (!saveSteps.isPending) setSteps(fromServer(glp.Steps));
  }, [glp]);

  const change = (next: EditorStep[]) => {
    const before = steps;
    setSteps(next);
    setFailure(null);
    setAnnouncement('');
    saveSteps.mutate(toInputs(next), {
      onSuccess: (saved) => {
        setSteps(fromServer(saved.Steps));
        setAnnouncement(t('steps.saved'));
      },
      onError: (e) => {
        setSteps(before);
        if (e instanceof ApiError && (e.code === 'RULE_VIOLATED' || e.code === 'VALIDATION') && e.errors.length) {
          const details = e.code === 'RULE_VIOLATED'
            ? e.errors.map((x) => x.message)
            : e.errors.map((x) => {
              const n = Number(/Steps\.(\d+)/.exec(x.path)?.[1]);
              return Number.isNaN(n) ? x.message : t('steps.stepError', { n: n + 1, message: x.message });
            });
          setFailure({ message: e.code === 'RULE_VIOLATED' ? t('steps.needsAdmission') : t('steps.invalid'), details });
        } else setFailure({ message: errorMessage(e), details: [] });
      },
    });
  };

  return (
    <Section
      id="glp-steps"
      title={t('steps.title', { count: steps.length })}
      description={t('steps.lead')}
    >
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={failure.message}>
          {failure.details.length ? (
            <List size="sm" spacing={2}>
              {failure.details.map((d) => <List.Item key={d}>{d}</List.Item>)}
            </List>
          ) : null}
        </Alert>
      ) : null}
      <StepsEditor glpId={glp.ID} steps={steps} onChange={change} disabled={saveSteps.isPending} canSeeStatuses={hasCapability(role, 'reports.view')} />
      <Group gap={6} justify="flex-end" mih={20} aria-hidden>
        {saveSteps.isPending ? (
          <>
            <Loader size={12} />
            <Text size="xs" c="dimmed">{t('steps.saving')}</Text>
          </>
        ) : announcement ? (
          <>
            <IconCheck size={14} color="var(--mantine-color-teal-8)" />
            <Text size="xs" c="dimmed">{announcement}</Text>
          </>
        ) : null}
      </Group>
      <AddStepForm steps={steps} disabled={saveSteps.isPending} onAdd={(course, choice) => change(addStep(steps, course, choice))} />
    </Section>
  );
}
