import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, NativeSelect, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { erpProducts, skillBodySchema, type Skill } from '@app/contracts/jobs';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { jobsKeys } from '../api/jobs-keys.ts';
import { getSkills, useSaveSkill, useSkillTree, type SkillFilters } from '../api/skills.ts';

/** /Others/ERPSkillDatabase: ERP product -> track -> module -> skill with synonyms, used by jobs, resumes and search. */
export function SkillsPage() {
  const { t } = useTranslation('jobs');
  const tree = useSkillTree();
  const [product, setProduct] = useState('');
  const [module, setModule] = useState('');
  const [editing, setEditing] = useState<Skill | null>(null);
  const [open, setOpen] = useState(false);
  const modules = (tree.data ?? []).filter((p) => !product || p.Product === product).flatMap((p) => p.Tracks.flatMap((tr) => tr.Modules.map((m) => m.Module)));
  const filters: SkillFilters = { ...(product ? { product } : {}), ...(module ? { module } : {}) };
  const total = (tree.data ?? []).reduce((s, p) => s + p.Tracks.reduce((a, tr) => a + tr.Modules.reduce((b, m) => b + m.Skills, 0), 0), 0);

  const columns: DataTableColumn<Skill>[] = [
    { id: 'Name', header: t('skills.fields.name'), sortable: true, primary: true, cell: (s) => s.Name },
    { id: 'Product', header: t('skills.fields.product'), sortable: true, cell: (s) => s.Product },
    { id: 'Track', header: t('skills.fields.track'), sortable: true, cell: (s) => s.Track },
    { id: 'Module', header: t('skills.fields.module'), sortable: true, cell: (s) => s.Module },
    { id: 'Synonyms', header: t('skills.fields.synonyms'), cell: (s) => <Group gap={4}>{s.Synonyms.map((x) => <Badge key={x} variant="light" size="sm" tt="none">{x}</Badge>)}</Group>, csv: (s) => s.Synonyms.join('; ') },
  ];

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('skills.title')}
        description={t('skills.lead', { count: total })}
        actions={<Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => { setEditing(null); setOpen(true); }}>{t('skills.add')}</Button>}
      />
      <DataTable<Skill, SkillFilters>
        label={t('skills.title')}
        queryKey={jobsKeys.skills}
        fetchPage={getSkills}
        filters={filters}
        filterControls={
          <>
            <NativeSelect label={t('skills.fields.product')} size="sm" w={{ base: '100%', xs: '12rem' }} value={product}
              onChange={(e) => { setProduct(e.currentTarget.value); setModule(''); }}
              data={[{ value: '', label: t('common.all') }, ...(tree.data ?? []).map((p) => p.Product)]} />
            <NativeSelect label={t('skills.fields.module')} size="sm" w={{ base: '100%', xs: '14rem' }} value={module}
              onChange={(e) => setModule(e.currentTarget.value)} data={[{ value: '', label: t('common.all') }, ...modules]} />
          </>
        }
        columns={columns}
        rowKey={(s) => s.ID}
        searchLabel={t('skills.search')}
        csvFileName="erp-skills"
        emptyText={t('skills.empty')}
        rowActions={(s) => <Button size="xs" variant="light" onClick={() => { setEditing(s); setOpen(true); }} aria-label={t('skills.editNamed', { name: s.Name })}>{t('common.edit')}</Button>}
      />
      <SkillModal skill={editing} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}

function SkillModal({ skill, opened, onClose }: { skill: Skill | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['jobs', 'common']);
  const save = useSaveSkill();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { Product: 'SAP', Track: '', Module: '', Name: '', Synonyms: [] as string[] }, validate: contractResolver(skillBodySchema) });
  useEffect(() => {
    if (!opened) return;
    setError(null);
    form.setValues(skill ? { Product: skill.Product, Track: skill.Track, Module: skill.Module, Name: skill.Name, Synonyms: skill.Synonyms } : { Product: 'SAP', Track: '', Module: '', Name: '', Synonyms: [] });
  }, [opened, skill]);
  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ id: skill?.ID ?? null, body: values });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors.length > 0) form.setErrors(serverFieldErrors(e));
      else setError(errorMessage(e));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={skill ? t('skills.edit') : t('skills.add')} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
          <NativeSelect label={t('skills.fields.product')} required data={[...erpProducts]} {...form.getInputProps('Product')} />
          <TextInput label={t('skills.fields.track')} required placeholder="Finance" {...form.getInputProps('Track')} />
          <TextInput label={t('skills.fields.module')} required placeholder="FI-GL" {...form.getInputProps('Module')} />
          <TextInput label={t('skills.fields.name')} required data-autofocus {...form.getInputProps('Name')} />
          <TagsInput label={t('skills.fields.synonyms')} description={t('skills.synonymsHint')} {...form.getInputProps('Synonyms')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={save.isPending}>{t('common:actions.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
