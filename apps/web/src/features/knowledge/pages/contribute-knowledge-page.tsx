import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Chip, Group, Input, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  KNOWLEDGE_ATTACHMENTS_MAX, KNOWLEDGE_DESCRIPTION_MAX, KNOWLEDGE_FILE_ACCEPT, KNOWLEDGE_TAGS_MAX, KNOWLEDGE_TITLE_MAX,
  type KnowledgeItemRow,
} from '@app/contracts/knowledge';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { getMyContributions, myItemsKey, useContribute, useEditItem, useFolders, useItem, useUploadAttachment } from '../api/knowledge.ts';
import { ItemDrawer } from '../components/item-drawer.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { folderTree, useTagOptions } from './knowledge-repository-page.tsx';

type Form = { FolderID: string; Title: string; Description: string; Body: string; TagIDs: string[]; Note: string };
const empty: Form = { FolderID: '', Title: '', Description: '', Body: '', TagIDs: [], Note: '' };

/**
 * /Others/ContributeKnowledge (KR Contribute): write an item into a folder (rich text, tags, files); it waits for an
 * editor. Below, my contributions with their state and the editor's comment; one with changes asked opens for
 * editing here (`?edit=`) and goes back to the editor when saved.
 */
export function ContributeKnowledgePage() {
  const { t } = useTranslation('knowledge');
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get('edit')) || null;
  const editing = useItem(editId);
  const folders = useFolders();
  const tree = useMemo(() => folderTree(folders.data ?? []), [folders.data]);
  const tags = useTagOptions();
  const [form, setForm] = useState<Form>(empty);
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const contribute = useContribute();
  const edit = useEditItem();
  const upload = useUploadAttachment();

  useEffect(() => {
    const d = editing.data;
    if (d) setForm({ FolderID: String(d.FolderID), Title: d.Title, Description: d.Description, Body: d.Body, TagIDs: d.Tags.map((x) => String(x.ID)), Note: '' });
  }, [editing.data]);

  const text = form.Body.replace(/<[^>]*>/g, '').trim();
  const errors = {
    FolderID: tried && !form.FolderID ? t('errors.folder') : undefined,
    Title: tried && form.Title.trim().length < 3 ? t('errors.title') : undefined,
    Description: tried && form.Description.trim().length < 10 ? t('errors.description') : undefined,
    Body: tried && text.length < 20 ? t('errors.body') : undefined,
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!form.FolderID || form.Title.trim().length < 3 || form.Description.trim().length < 10 || text.length < 20) return;
    const body = { FolderID: Number(form.FolderID), Title: form.Title.trim(), Description: form.Description.trim(), Body: form.Body, TagIDs: form.TagIDs.map(Number), ...(form.Note.trim() ? { Note: form.Note.trim() } : {}) };
    const after = async (id: number) => {
      for (const file of files) await upload.mutateAsync({ id, file }).catch((err: unknown) => notify(`${file.name}: ${errorMessage(err)}`, 'danger'));
      notify(editId ? t('contribute.updated') : t('contribute.sent'), 'success');
      setForm(empty);
      setFiles([]);
      setTried(false);
      if (editId) setParams({});
    };
    if (editId) edit.mutate({ id: editId, body }, { onSuccess: (r) => void after(r.ID), onError: (err) => notify(errorMessage(err), 'danger') });
    else contribute.mutate(body, { onSuccess: (r) => void after(r.ID), onError: (err) => notify(errorMessage(err), 'danger') });
  };

  const columns: DataTableColumn<KnowledgeItemRow & { ReviewComment: string | null }>[] = [
    {
      id: 'Title', header: t('fields.title'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component="button" type="button" ta="left" fw={600} onClick={() => setOpenId(r.ID)} style={{ overflowWrap: 'anywhere' }}>{r.Title}</Anchor>
          {r.ReviewComment && r.Status !== 'approved' ? <Text size="xs" c="dimmed">{t('contribute.editorSays', { comment: r.ReviewComment })}</Text> : null}
          {r.Status === 'changes' || r.Status === 'pending' ? (
            <Button size="compact-sm" variant="subtle" w="fit-content" px={4} onClick={() => { setParams({ edit: String(r.ID) }); window.scrollTo({ top: 0 }); }}>{t('edit')}</Button>
          ) : null}
        </Stack>
      ),
      csv: (r) => r.Title,
    },
    { id: 'Status', header: t('fields.status'), sortable: true, cell: (r) => <StatusBadge status={r.Status} />, csv: (r) => r.Status },
    { id: 'FolderName', header: t('fields.folder'), sortable: true, cell: (r) => r.FolderName, csv: (r) => r.FolderName },
    { id: 'UpdatedOn', header: t('fields.updated'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.UpdatedOn}>{fmt.dateTime(r.UpdatedOn)}</time> },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('contribute.title')} description={t('contribute.lead')} />
      {editId && editing.data ? (
        <Alert color="orange" title={t('contribute.editing', { title: editing.data.Title })}>
          {editing.data.ReviewComment ? t('contribute.editorSays', { comment: editing.data.ReviewComment }) : t('contribute.editingHint')}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={t('contribute.formLabel')}>
        <Stack maw={900}>
          <NativeSelect label={t('fields.folder')} required value={form.FolderID} error={errors.FolderID} onChange={(e) => setForm({ ...form, FolderID: e.currentTarget.value })}
            data={[{ value: '', label: t('contribute.chooseFolder') }, ...tree.map((f) => ({ value: String(f.ID), label: `${'— '.repeat(f.depth)}${f.Name}` }))]} />
          <TextInput label={t('fields.title')} required value={form.Title} maxLength={KNOWLEDGE_TITLE_MAX} error={errors.Title} onChange={(e) => setForm({ ...form, Title: e.currentTarget.value })} />
          <Textarea label={t('fields.description')} required value={form.Description} maxLength={KNOWLEDGE_DESCRIPTION_MAX} error={errors.Description} autosize minRows={2}
            description={t('contribute.descriptionHint')} onChange={(e) => setForm({ ...form, Description: e.currentTarget.value })} />
          <RichTextField label={t('fields.body')} required value={form.Body} onChange={(v) => setForm((f) => ({ ...f, Body: v }))} error={errors.Body} minRows={8} />
          <Input.Wrapper label={t('fields.tags')} description={t('contribute.tagsHint')} labelElement="div">
            <Chip.Group multiple value={form.TagIDs} onChange={(v) => setForm({ ...form, TagIDs: v.slice(0, KNOWLEDGE_TAGS_MAX) })}>
              <Group gap={6} mt={6}>{(tags.data ?? []).map((o) => <Chip key={o.value} value={o.value} size="sm">{o.label}</Chip>)}</Group>
            </Chip.Group>
          </Input.Wrapper>
          <Input.Wrapper id="kr-files" label={t('attachments')} description={t('contribute.filesHint', { count: KNOWLEDGE_ATTACHMENTS_MAX })}>
            <input id="kr-files" key={files.length ? 'set' : 'empty'} type="file" multiple accept={KNOWLEDGE_FILE_ACCEPT} style={{ display: 'block', marginTop: 6 }}
              onChange={(e) => setFiles(Array.from(e.currentTarget.files ?? []).slice(0, KNOWLEDGE_ATTACHMENTS_MAX))} />
          </Input.Wrapper>
          {editId ? <TextInput label={t('contribute.note')} value={form.Note} maxLength={200} onChange={(e) => setForm({ ...form, Note: e.currentTarget.value })} /> : null}
          <Group justify="flex-end">
            {editId ? <Button variant="default" onClick={() => { setParams({}); setForm(empty); }}>{t('contribute.cancelEdit')}</Button> : null}
            <Button type="submit" loading={contribute.isPending || edit.isPending || upload.isPending}>{editId ? t('contribute.resubmit') : t('contribute.submit')}</Button>
          </Group>
        </Stack>
      </form>
      <Title order={2} size="h3">{t('contribute.mine')}</Title>
      <DataTable<KnowledgeItemRow & { ReviewComment: string | null }>
        label={t('contribute.mine')}
        queryKey={myItemsKey}
        fetchPage={getMyContributions}
        columns={columns}
        rowKey={(r) => r.ID}
        emptyText={t('contribute.none')}
      />
      <ItemDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
