import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { projectBodySchema } from '@app/contracts/jobs';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useDeleteProject, useProject, useSaveProject } from '../api/skills.ts';

const LIST = '/Others/manageGuideMasters/Projects';

/** /Others/manageGuideMasters/Projects/{action}: `add`, or a project's id to change it. */
export function ProjectFormPage() {
  const { t } = useTranslation(['jobs', 'common']);
  const { action = 'add' } = useParams();
  const id = action === 'add' ? null : Number(action);
  const project = useProject(id && Number.isInteger(id) ? id : null);
  const save = useSaveProject();
  const remove = useDeleteProject();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { Name: '', ClientIndustry: '', Modules: [] as string[], Description: '', Active: true },
    validate: contractResolver(projectBodySchema),
  });
  useEffect(() => {
    if (project.data) form.setValues({ Name: project.data.Name, ClientIndustry: project.data.ClientIndustry, Modules: project.data.Modules, Description: project.data.Description, Active: project.data.Active });
  }, [project.data]);

  if (id !== null && project.isPending) return <FullPageLoader label={t('projects.loading')} />;
  if (id !== null && project.isError) return <FullPageLoader error={errorMessage(project.error)} onRetry={() => void project.refetch()} />;

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ id, body: values });
      void navigate(LIST);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length > 0) form.setErrors(serverFieldErrors(e));
      else setError(errorMessage(e));
    }
  });
  return (
    <Stack gap="lg">
      <PageTitle title={id ? t('projects.edit') : t('projects.add')} back={{ to: LIST, label: t('projects.title') }} />
      <Card withBorder radius="md" padding="lg" maw={760}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
            <TextInput label={t('projects.fields.name')} required {...form.getInputProps('Name')} />
            <TextInput label={t('projects.fields.industry')} required {...form.getInputProps('ClientIndustry')} />
            <TagsInput label={t('projects.fields.modules')} description={t('projects.modulesHint')} required {...form.getInputProps('Modules')} />
            <Textarea label={t('projects.fields.description')} autosize minRows={4} {...form.getInputProps('Description')} />
            <Switch label={t('projects.fields.active')} {...form.getInputProps('Active', { type: 'checkbox' })} />
            <Group justify="space-between">
              {id ? <Button color="red" variant="subtle" loading={remove.isPending} onClick={() => remove.mutate(id, { onSuccess: () => void navigate(LIST) })}>{t('common:actions.delete')}</Button> : <span />}
              <Group gap="sm">
                <Button variant="default" onClick={() => void navigate(LIST)}>{t('common:actions.cancel')}</Button>
                <Button type="submit" loading={save.isPending}>{t('common:actions.save')}</Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
