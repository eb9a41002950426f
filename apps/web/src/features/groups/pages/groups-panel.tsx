import { useState } from 'react';
import { ActionIcon, Badge, Button, FileButton, Group, Menu, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupMemberRow, GroupRow } from '@app/contracts/groups';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { addMembers, createGroup, deleteGroup, getCourses, getGroups, getMembers, importMembers, removeMember, searchUsers, updateGroup } from '../api/groups-calls.ts';

/** Members of one group: add by search or CSV, remove those added by hand (course-rule members follow admissions). */
function MembersModal({ group, onClose }: { group: GroupRow | null; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const qc = useQueryClient();
  const [term, setTerm] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const found = useQuery({ queryKey: ['groups', 'userSearch', term], queryFn: () => searchUsers(term), enabled: term.trim().length >= 2 });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['groups'] });
  const run = async (fn: () => Promise<string>) => {
    try {
      setResult(await fn());
      refresh();
    } catch (e) {
      setResult(errorMessage(e));
    }
  };
  if (!group) return null;
  const columns: DataTableColumn<GroupMemberRow>[] = [
    { id: 'Name', header: t('fields.name'), primary: true, sortable: true },
    { id: 'Email', header: t('fields.email'), sortable: true },
    { id: 'Source', header: t('fields.source'), cell: (r) => <Badge variant="light">{t(`source.${r.Source}`)}</Badge> },
  ];
  return (
    <Modal opened onClose={onClose} title={t('members.title', { name: group.Name })} size="xl">
      <Stack>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('members.search')} placeholder={t('members.searchPlaceholder')} searchable searchValue={term} onSearchChange={setTerm} value={null} w={360}
            data={(found.data?.items ?? []).map((u) => ({ value: String(u.ID), label: `${u.FirstName} ${u.LastName} (${u.Email})` }))}
            nothingFoundMessage={term.trim().length >= 2 ? t('members.noneFound') : t('members.typeMore')}
            onChange={(v) => { if (v) void run(async () => { const r = await addMembers(group.ID, [Number(v)]); setTerm(''); return t('members.added', { count: r.Added }); }); }}
          />
          <FileButton accept=".csv,text/csv,text/plain" onChange={(f) => { if (f) void run(async () => {
            const r = await importMembers(group.ID, await f.text());
            return t('members.imported', { added: r.Added, already: r.AlreadyMembers, unknown: r.Unknown.length ? r.Unknown.join(', ') : '—' });
          }); }}>
            {(props) => <Button variant="default" {...props}>{t('members.csv')}</Button>}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">{t('members.csvHint')}</Text>
        {result && <Text size="sm" role="status">{result}</Text>}
        {group.CourseTitle && <Text size="sm">{t('members.rule', { course: group.CourseTitle })}</Text>}
        <DataTable<GroupMemberRow>
          label={t('members.title', { name: group.Name })} queryKey={['groups', 'members', group.ID]} fetchPage={(q, s) => getMembers(group.ID, q, s)}
          columns={columns} rowKey={(r) => r.UserID} emptyText={t('members.empty')}
          rowActions={(r) => r.Source !== 'course' && (
            <ActionIcon variant="subtle" color="red" aria-label={t('members.remove', { name: r.Name })} onClick={() => void run(async () => { await removeMember(group.ID, r.UserID); return t('members.removed', { name: r.Name }); })}>×</ActionIcon>
          )}
        />
      </Stack>
    </Modal>
  );
}

/**
 * User groups (/Others/manageUsersGroups, the Groups tab): a name, members added by search or CSV, or a rule (all
 * learners of a course). Drive and media sharing, announcements and campaigns pick these groups.
 */
export function GroupsPanel() {
  const { t } = useTranslation('groups');
  const fmt = useFormat();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<GroupRow | 'new' | null>(null);
  const [members, setMembers] = useState<GroupRow | null>(null);
  const [deleting, setDeleting] = useState<GroupRow | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [courseId, setCourseId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const courses = useQuery({ queryKey: ['groups', 'courses'], queryFn: getCourses, enabled: editing !== null });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['groups'] });

  const openEdit = (g: GroupRow | 'new') => {
    setEditing(g);
    setError(null);
    setName(g === 'new' ? '' : g.Name);
    setDescription(g === 'new' ? '' : g.Description);
    setCourseId(g === 'new' || g.CourseID === null ? null : String(g.CourseID));
  };
  const save = async () => {
    const body = { Name: name, Description: description, CourseID: courseId ? Number(courseId) : null };
    try {
      if (editing === 'new') await createGroup(body);
      else if (editing) await updateGroup(editing.ID, body);
      notify(t('saved'), 'success');
      setEditing(null);
      refresh();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const columns: DataTableColumn<GroupRow>[] = [
    { id: 'Name', header: t('fields.name'), sortable: true, primary: true },
    { id: 'Members', header: t('fields.members'), cell: (r) => t('memberCount', { count: r.MemberCount + r.RuleMembers }) },
    { id: 'CourseTitle', header: t('fields.rule'), cell: (r) => (r.CourseTitle ? t('ruleText', { course: r.CourseTitle }) : '—') },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, cell: (r) => fmt.date(r.CreatedOn) },
  ];

  return (
    <Stack>
      <DataTable<GroupRow>
        label={t('title')} queryKey={['groups', 'list']} fetchPage={getGroups} columns={columns} rowKey={(r) => r.ID} emptyText={t('empty')}
        actions={<Button onClick={() => openEdit('new')}>{t('new')}</Button>}
        rowActions={(r) => (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target><ActionIcon variant="subtle" aria-label={t('actions', { name: r.Name })}>⋯</ActionIcon></Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setMembers(r)}>{t('manageMembers')}</Menu.Item>
              <Menu.Item onClick={() => openEdit(r)}>{t('edit')}</Menu.Item>
              <Menu.Item color="red" onClick={() => setDeleting(r)}>{t('delete')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('new') : t('edit')}>
        <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <Stack>
            <TextInput label={t('fields.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={100} data-autofocus />
            <Textarea label={t('fields.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
            <Select label={t('fields.rule')} description={t('ruleHint')} clearable searchable value={courseId} onChange={setCourseId}
              data={(courses.data?.items ?? []).map((c) => ({ value: String(c.CourseID), label: c.Title }))} />
            {error && <Text c="red" role="alert">{error}</Text>}
            <Group justify="flex-end"><Button type="submit">{t('save')}</Button></Group>
          </Stack>
        </form>
      </Modal>
      <MembersModal group={members} onClose={() => setMembers(null)} />
      <ConfirmModal opened={!!deleting} onClose={() => setDeleting(null)} danger title={t('deleteTitle')} confirmLabel={t('delete')}
        onConfirm={() => { if (deleting) void deleteGroup(deleting.ID).then(() => { notify(t('deleted'), 'success'); setDeleting(null); refresh(); }, (e: unknown) => notify(errorMessage(e), 'danger')); }}>
        {t('deleteBody', { name: deleting?.Name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
