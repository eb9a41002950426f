import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Modal, NativeSelect, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeFolder } from '@app/contracts/knowledge';
import { accountRoles, type AccountRole } from '@app/contracts/roles';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useCreateFolder, useDeleteFolder, useUpdateFolder } from '../api/knowledge.ts';
import { folderTree } from '../pages/knowledge-repository-page.tsx';

type Draft = { id: number | null; Name: string; ParentID: string; Roles: AccountRole[] };
const blank: Draft = { id: null, Name: '', ParentID: '', Roles: [...accountRoles] };

/** KR Folder Management: create, rename, move and delete folders, and choose the roles that see each. */
export function FolderManager({ folders }: { folders: KnowledgeFolder[] }) {
  const { t } = useTranslation('knowledge');
  const { t: tt } = useTranslation('table');
  const tree = folderTree(folders);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<KnowledgeFolder | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const create = useCreateFolder();
  const update = useUpdateFolder();
  const remove = useDeleteFolder();

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    if (draft.Name.trim().length < 2) return setError(t('folder.nameError'));
    if (!draft.Roles.length) return setError(t('folder.rolesError'));
    const ParentID = draft.ParentID ? Number(draft.ParentID) : null;
    const done = { onSuccess: () => { notify(t('folder.saved'), 'success'); setDraft(null); }, onError: (err: unknown) => setError(errorMessage(err)) };
    if (draft.id === null) create.mutate({ Name: draft.Name.trim(), ParentID, Description: '', Roles: draft.Roles }, done);
    else update.mutate({ id: draft.id, Name: draft.Name.trim(), ParentID, Roles: draft.Roles }, done);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">{t('folder.lead')}</Text>
        <Button onClick={() => { setError(null); setDraft(blank); }}>{t('folder.new')}</Button>
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead><Table.Tr><Table.Th>{t('folder.name')}</Table.Th><Table.Th>{t('folder.roles')}</Table.Th><Table.Th>{t('folder.items')}</Table.Th><Table.Th><VisuallyHidden>{tt('actions')}</VisuallyHidden></Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {tree.map((f) => (
              <Table.Tr key={f.ID}>
                <Table.Td style={{ paddingLeft: 12 + f.depth * 20 }}>{f.Name}</Table.Td>
                <Table.Td><Text size="sm">{f.Roles.map((r) => t(`roles.${r}`)).join(', ')}</Text></Table.Td>
                <Table.Td>{f.Items}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={t('folder.editOf', { name: f.Name })} onClick={() => { setError(null); setDraft({ id: f.ID, Name: f.Name, ParentID: f.ParentID ? String(f.ParentID) : '', Roles: f.Roles as AccountRole[] }); }}><IconPencil size={16} /></ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={t('folder.deleteOf', { name: f.Name })} onClick={() => { setRemoveError(null); setRemoving(f); }}><IconTrash size={16} /></ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t('folder.edit') : t('folder.new')}>
        {draft ? (
          <form onSubmit={save} noValidate>
            <Stack>
              <TextInput label={t('folder.name')} required value={draft.Name} maxLength={80} onChange={(e) => setDraft({ ...draft, Name: e.currentTarget.value })} />
              <NativeSelect label={t('folder.parent')} value={draft.ParentID} onChange={(e) => setDraft({ ...draft, ParentID: e.currentTarget.value })}
                data={[{ value: '', label: t('folder.topLevel') }, ...tree.filter((f) => f.ID !== draft.id).map((f) => ({ value: String(f.ID), label: `${'— '.repeat(f.depth)}${f.Name}` }))]} />
              <Checkbox.Group label={t('folder.roles')} description={t('folder.rolesHint')} value={draft.Roles} onChange={(v) => setDraft({ ...draft, Roles: v as AccountRole[] })}>
                <Group mt="xs" gap="sm">{accountRoles.map((r) => <Checkbox key={r} value={r} label={t(`roles.${r}`)} />)}</Group>
              </Checkbox.Group>
              {error ? <Text c="red" size="sm" role="alert">{error}</Text> : null}
              <Group justify="flex-end"><Button type="submit" loading={create.isPending || update.isPending}>{t('folder.save')}</Button></Group>
            </Stack>
          </form>
        ) : null}
      </Modal>
      <ConfirmModal opened={removing !== null} onClose={() => setRemoving(null)} title={t('folder.deleteTitle')} danger loading={remove.isPending} error={removeError}
        confirmLabel={t('folder.delete')}
        onConfirm={() => removing && remove.mutate(removing.ID, { onSuccess: () => { notify(t('folder.deleted'), 'success'); setRemoving(null); }, onError: (err) => setRemoveError(errorMessage(err)) })}>
        {t('folder.deleteText', { name: removing?.Name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
