import { useEffect, useState } from 'react';
import {
  Alert, Button, Group, Loader, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconChartBar, IconDeviceFloppy } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useTest } from '../api/get-test.ts';
import { useSaveTest } from '../api/save-test.ts';
import { ChosenQuestions } from '../components/chosen-questions.tsx';
import { MasterSelect } from '../components/master-select.tsx';
import { QuestionPicker } from '../components/question-picker.tsx';
import { parseDuration } from '../../../lib/duration.ts';
import { translateRule } from '../lib/messages.ts';
import { idParam, performancePath, testEditorPath, TESTS_PATH } from '../lib/paths.ts';
import { emptyTest, formToTestInput, testToForm, validateTestForm, type TestFormValues } from '../lib/test-form.ts';

/** /courseBuilding/tests/AddEdit/{TestID}: a test's settings and questions ('new' or any non-id adds one). */
export function TestEditorPage() {
  const { TestID } = useParams();
  const id = idParam(TestID);
  return <TestEditor key={id ?? 'new'} id={id} />;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="lg">{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

function TestEditor({ id }: { id: number | null }) {
  const { t } = useTranslation(['assessments-admin', 'common']);
  const navigate = useNavigate();
  const existing = useTest(id);
  const save = useSaveTest();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TestFormValues>({
    mode: 'controlled',
    initialValues: emptyTest(),
    validate: (v) => validateTestForm(v, { duration: t('validation.duration') }),
  });

  useEffect(() => {
    if (existing.data) {
      form.setValues(testToForm(existing.data));
      form.resetDirty();
    }
  }, [existing.data]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id, body: formToTestInput(values) });
      notify(id === null ? t('tests.created', { title: saved.Title }) : t('tests.saved', { title: saved.Title }), 'success');
      if (id === null) void navigate(testEditorPath(saved.ID), { replace: true });
      else {
        form.setValues(testToForm(saved));
        form.resetDirty();
      }
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        const errs: Record<string, string> = {};
        for (const [k, v] of Object.entries(error.fieldErrors())) {
          const key = k.split('.')[0] === 'QuestionIDs' ? 'Questions' : k.split('.')[0] === 'DurationSeconds' ? 'Duration' : k.split('.')[0]!;
          errs[key] = translateRule(v);
        }
        form.setErrors(errs);
      }
      setFormError(errorMessage(error));
    }
  }, () => setFormError(t('fixErrors')));

  const title = id === null ? t('tests.addTitle') : t('tests.editTitle', { id });
  const back = { to: TESTS_PATH, label: t('tests.backToTests') };

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
          {existing.error instanceof ApiError && existing.error.code === 'NOT_FOUND' ? t('tests.notFound', { id }) : errorMessage(existing.error)}
        </Alert>
      </Stack>
    );
  }

  const v = form.getValues();
  const seconds = parseDuration(v.Duration);
  const bankSize = existing.data?.BankSize ?? null;

  return (
    <Stack gap="lg">
      <PageTitle
        title={title}
        description={existing.data ? existing.data.Title : t('tests.addLead')}
        back={back}
        actions={id !== null ? (
          <Button component={Link} to={performancePath(id)} variant="default" size="sm" leftSection={<IconChartBar size={16} aria-hidden />}>
            {t('tests.performance')}
          </Button>
        ) : undefined}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {formError ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{formError}</Alert> : null}
          <Section title={t('tests.sectionDetails')}>
            <TextInput label={t('fields.title')} required {...form.getInputProps('Title')} />
            <Textarea label={t('fields.description')} autosize minRows={2} maxRows={8} {...form.getInputProps('Description')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('fields.duration')}
                required
                inputMode="numeric"
                placeholder="mm:ss"
                description={seconds !== null ? t('tests.durationIs', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 }) : t('tests.durationHint')}
                {...form.getInputProps('Duration')}
              />
              <NumberInput label={t('fields.passPercentage')} required min={0} max={100} suffix=" %" decimalScale={2} {...form.getInputProps('PassPercentage')} />
              <NumberInput label={t('fields.attemptsAllowed')} description={t('tests.attemptsHint')} min={1} max={100} allowDecimal={false} {...form.getInputProps('AttemptsAllowed')} />
            </SimpleGrid>
          </Section>

          <Section title={t('tests.sectionClassification')}>
            <Text size="sm" c="dimmed">{t('tests.classificationHint')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <MasterSelect master="questionLevels" label={t('fields.level')} placeholder={t('none')} {...form.getInputProps('LevelID')} />
              <MasterSelect master="categories" label={t('fields.category')} placeholder={t('none')} {...form.getInputProps('CategoryID')} />
              <MasterSelect master="subcategories" label={t('fields.subcategory')} placeholder={t('none')} {...form.getInputProps('SubcategoryID')} />
            </SimpleGrid>
          </Section>

          <Section title={t('tests.sectionQuestions')}>
            <SegmentedControl
              aria-label={t('fields.selection')}
              value={v.Selection}
              onChange={(s) => form.setFieldValue('Selection', s as TestFormValues['Selection'])}
              data={[
                { value: 'manual', label: t('tests.manual') },
                { value: 'random', label: t('tests.random') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            {v.Selection === 'manual' ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <QuestionPicker chosen={v.Questions} onAdd={(q) => {
                  form.setFieldValue('Questions', [...form.getValues().Questions, q]);
                  form.clearFieldError('Questions');
                }} />
                <ChosenQuestions questions={v.Questions} onChange={(qs) => form.setFieldValue('Questions', qs)} error={form.errors.Questions ? String(form.errors.Questions) : undefined} />
              </SimpleGrid>
            ) : (
              <Stack gap="xs">
                <NumberInput label={t('fields.randomCount')} required min={1} max={500} allowDecimal={false} style={{ maxWidth: 240 }} {...form.getInputProps('RandomCount')} />
                <Text size="sm" c="dimmed">
                  {t('tests.randomHint')}
                  {bankSize !== null ? ` ${t('tests.bankSize', { count: bankSize })}` : ''}
                </Text>
              </Stack>
            )}
          </Section>

          <Section title={t('tests.sectionBehaviour')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Switch label={t('fields.shuffleQuestions')} {...form.getInputProps('ShuffleQuestions', { type: 'checkbox' })} />
              <Switch label={t('fields.shuffleOptions')} {...form.getInputProps('ShuffleOptions', { type: 'checkbox' })} />
              <Switch label={t('fields.showAnswers')} description={t('tests.showAnswersHint')} {...form.getInputProps('ShowAnswers', { type: 'checkbox' })} />
              <Switch label={t('fields.inSeries')} description={t('tests.inSeriesHint')} {...form.getInputProps('InSeries', { type: 'checkbox' })} />
              <Switch label={t('fields.published')} description={t('tests.publishedHint')} color="green" {...form.getInputProps('Published', { type: 'checkbox' })} />
            </SimpleGrid>
          </Section>

          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={TESTS_PATH} variant="default">{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {id === null ? t('tests.create') : t('tests.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
