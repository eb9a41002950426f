import { useState } from 'react';
import {
  ActionIcon, Anchor, Badge, Breadcrumbs, Button, Card, Center, FileButton, Group, Menu, Modal, NumberInput, Progress, SegmentedControl, Stack, Text, TextInput,
} from '@mantine/core';
import { IconFile, IconFileText, IconFileTypePdf, IconFolder, IconMovie, IconMusic, IconPhoto } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatBytes, type DriveItem } from '@app/contracts/drive';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { createFolder, fetchBlob, getDrive, getItem, getTrash, getUsage, restoreItem, trashItem, updateItem } from '../api/drive-calls.ts';
import { uploadFile, type UploadProgress } from '../api/upload-files.ts';
import { PreviewModal } from '../components/preview-modal.tsx';
import { ShareModal } from '../components/share-modal.tsx';

const icons: Record<DriveItem['Kind'], typeof IconFile> = { folder: IconFolder, image: IconPhoto, pdf: IconFileTypePdf, video: IconMovie, audio: IconMusic, text: IconFileText, other: IconFile };

function KindIcon({ kind, size = 20 }: { kind: DriveItem['Kind']; size?: number }) {
  const Icon = icons[kind];
  return <Icon size={size} stroke={1.5} aria-hidden color={kind === 'folder' ? 'var(--mantine-color-yellow-7)' : 'var(--mantine-color-blue-7)'} />;
}

/** A preview image fetched with the session (plain <img> links cannot carry the bearer token). */
function Thumb({ item }: { item: DriveItem }) {
  const { data } = useQuery({
    queryKey: ['drive', 'thumb', item.ID, item.Preview],
    queryFn: async () => URL.createObjectURL(await fetchBlob(item.Preview!)),
    enabled: !!item.Preview,
    staleTime: Infinity,
  });
  if (!data) return <Center h={120} bg="var(--mantine-color-gray-0)"><KindIcon kind={item.Kind} size={56} /></Center>;
  return <img src={data} alt="" style={{ width: '100%', height: 120, objectFit: 'cover', objectPosition: 'top', borderRadius: 4, background: 'var(--mantine-color-gray-0)' }} />;
}

/**
 * /myDrive (learner) and /Trainings/myDrive (admin): my folders and files with what is shared with me; upload many
 * files at once (resumable, with progress), new folder, rename, move to the top, share, delete to the trash (kept 30
 * days) and restore; list or grid view. An admin may open any user's drive (the access is logged).
 */
export function DrivePage({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation('drive');
  const fmt = useFormat();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder') ? Number(params.get('folder')) : undefined;
  const userId = admin && params.get('user') ? Number(params.get('user')) : undefined;
  const tab = params.get('tab') === 'trash' ? 'trash' : 'files';
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [preview, setPreview] = useState<DriveItem | null>(null);
  const [sharing, setSharing] = useState<DriveItem | null>(null);
  const [renaming, setRenaming] = useState<DriveItem | null>(null);
  const [newName, setNewName] = useState('');
  const [deleting, setDeleting] = useState<DriveItem | null>(null);
  const [folderOpen, setFolderOpen] = useState(false);
  const [folderName, setFolderName] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [userInput, setUserInput] = useState<number | string>(userId ?? '');

  const usage = useQuery({ queryKey: ['drive', 'usage'], queryFn: ({ signal }) => getUsage(signal) });
  const folder = useQuery({ queryKey: ['drive', 'item', folderId], queryFn: ({ signal }) => getItem(folderId!, signal), enabled: !!folderId && !userId });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['drive'] });
  const go = (next: { folder?: number | null; tab?: string; user?: number | null }) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === undefined || v === '' || (k === 'tab' && v === 'files')) p.delete(k);
      else p.set(k, String(v));
    }
    if (next.tab || next.user !== undefined) p.delete('folder');
    setParams(p);
  };
  const readOnly = !!userId || tab === 'trash';
  const canWriteHere = !readOnly && (!folderId || (folder.data?.Folder?.Access ?? 'read') !== 'read');

  const startUploads = async (files: File[]) => {
    if (!files.length) return;
    const base = uploads.length;
    setUploads((u) => [...u, ...files.map((f) => ({ name: f.name, sent: 0, total: f.size, state: 'uploading' as const }))]);
    const patch = (i: number, p: Partial<UploadProgress>) => setUploads((u) => u.map((x, j) => (j === base + i ? { ...x, ...p } : x)));
    await Promise.all(files.map(async (f, i) => {
      try {
        await uploadFile(f, folderId ?? null, (sent, total) => patch(i, { sent, total }));
        patch(i, { state: 'done', sent: f.size });
      } catch (e) {
        patch(i, { state: 'error', error: (e as Error).message });
      }
    }));
    refresh();
  };

  const open = (item: DriveItem) => (item.Kind === 'folder' ? go({ folder: item.ID }) : setPreview(item));
  const download = async (item: DriveItem) => item.Attachment && saveBlob(await fetchBlob(`${item.Attachment}?download=1`), item.Title);
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      notify(done, 'success');
      refresh();
      return true;
    } catch (e) {
      setFormError(errorMessage(e));
      return false;
    }
  };

  const columns: DataTableColumn<DriveItem>[] = [
    {
      id: 'Title', header: t('fields.title'), sortable: true, primary: true,
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <KindIcon kind={r.Kind} />
          <Anchor component="button" type="button" onClick={() => open(r)} fw={500} style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>{r.Title}</Anchor>
          {r.Access !== 'owner' && <Badge size="xs" variant="light">{t(`access.${r.Access}`)}</Badge>}
          {r.Access === 'owner' && r.Shared && <Badge size="xs" variant="outline">{t('access.shared')}</Badge>}
        </Group>
      ),
    },
    { id: 'Size', header: t('fields.size'), sortable: true, cell: (r) => (r.Kind === 'folder' ? '—' : formatBytes(r.Size)) },
    { id: 'UploadedBy', header: t('fields.uploadedBy'), cell: (r) => r.UploadedBy },
    { id: 'CreatedOn', header: tab === 'trash' ? t('fields.trashedOn') : t('fields.createdOn'), sortable: true, cell: (r) => fmt.dateTime(tab === 'trash' ? r.TrashedOn : r.CreatedOn) },
  ];

  const actions = (r: DriveItem) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.menu', { name: r.Title })}>⋯</ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {tab === 'trash' ? (
          <Menu.Item onClick={() => void act(() => restoreItem(r.ID), t('restored'))}>{t('actions.restore')}</Menu.Item>
        ) : (
          <>
            <Menu.Item onClick={() => open(r)}>{t('actions.open')}</Menu.Item>
            {r.Kind !== 'folder' && <Menu.Item onClick={() => void download(r)}>{t('actions.download')}</Menu.Item>}
            {!readOnly && r.Access !== 'read' && <Menu.Item onClick={() => { setRenaming(r); setNewName(r.Title); setFormError(null); }}>{t('actions.rename')}</Menu.Item>}
            {!readOnly && r.Access === 'owner' && r.ParentID !== null && <Menu.Item onClick={() => void act(() => updateItem(r.ID, { ParentID: null }), t('moved'))}>{t('actions.moveTop')}</Menu.Item>}
            {!readOnly && r.Access === 'owner' && <Menu.Item onClick={() => setSharing(r)}>{t('actions.share')}</Menu.Item>}
            {!readOnly && r.Access !== 'read' && <Menu.Item color="red" onClick={() => setDeleting(r)}>{t('actions.delete')}</Menu.Item>}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );

  const used = usage.data ? Math.min(100, (usage.data.Used / Math.max(1, usage.data.Quota)) * 100) : 0;
  const crumbs = folder.data?.Path ?? [];

  return (
    <Stack gap="lg">
      <PageTitle
        title={admin ? t('titleAdmin') : t('title')}
        description={t('lead')}
        actions={canWriteHere && (
          <Group gap="xs">
            <Button variant="default" onClick={() => { setFolderOpen(true); setFolderName(''); setFormError(null); }}>{t('actions.newFolder')}</Button>
            <FileButton onChange={(files) => void startUploads(files)} multiple>
              {(props) => <Button {...props}>{t('actions.upload')}</Button>}
            </FileButton>
          </Group>
        )}
      />
      {usage.data && !userId && (
        <Stack gap={4} maw={480}>
          <Text size="sm">{t('usage', { used: formatBytes(usage.data.Used), quota: formatBytes(usage.data.Quota) })}</Text>
          <Progress value={used} color={used > 90 ? 'red' : 'blue'} aria-label={t('usageLabel')} />
          {!usage.data.PreviewsEnabled && <Text size="xs" c="dimmed">{t('previewsOff')}</Text>}
        </Stack>
      )}
      {admin && (
        <Group align="flex-end">
          <NumberInput label={t('admin.userId')} value={userInput} onChange={setUserInput} min={1} allowDecimal={false} w={200} />
          <Button variant="default" onClick={() => go({ user: Number(userInput) || null })}>{t('admin.open')}</Button>
          {userId && <Button variant="subtle" onClick={() => { setUserInput(''); go({ user: null }); }}>{t('admin.mine')}</Button>}
          {userId && <Text size="sm" c="dimmed">{t('admin.logged')}</Text>}
        </Group>
      )}
      {!userId && (
        <SegmentedControl value={tab} onChange={(v) => go({ tab: v })} data={[{ value: 'files', label: t('tabs.files') }, { value: 'trash', label: t('tabs.trash') }]} w="fit-content" />
      )}
      {tab === 'trash' && <Text size="sm" c="dimmed">{t('trashLead')}</Text>}
      {folderId && tab === 'files' && (
        <Breadcrumbs>
          <Anchor component="button" type="button" onClick={() => go({ folder: null })}>{t('top')}</Anchor>
          {crumbs.map((c) => <Anchor key={c.ID} component="button" type="button" onClick={() => go({ folder: c.ID })}>{c.Title}</Anchor>)}
          <Text>{folder.data?.Folder?.Title ?? '…'}</Text>
        </Breadcrumbs>
      )}
      {uploads.length > 0 && (
        <Card withBorder aria-label={t('uploads.title')}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{t('uploads.title')}</Text>
              {uploads.every((u) => u.state !== 'uploading') && <Button size="xs" variant="subtle" onClick={() => setUploads([])}>{t('uploads.clear')}</Button>}
            </Group>
            {uploads.map((u, i) => (
              <Stack key={`${u.name}-${i}`} gap={2} data-testid="upload-row">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{u.name}</Text>
                  <Text size="xs" c={u.state === 'error' ? 'red' : 'dimmed'}>{u.state === 'error' ? u.error : u.state === 'done' ? t('uploads.done') : `${Math.round((u.sent / Math.max(1, u.total)) * 100)} %`}</Text>
                </Group>
                <Progress value={(u.sent / Math.max(1, u.total)) * 100} color={u.state === 'error' ? 'red' : u.state === 'done' ? 'green' : 'blue'} aria-label={t('uploads.progress', { name: u.name })} />
              </Stack>
            ))}
          </Stack>
        </Card>
      )}
      <DataTable<DriveItem, { folderId?: number; userId?: number }>
        label={t('title')}
        queryKey={['drive', tab, folderId ?? 0, userId ?? 0]}
        fetchPage={(q, signal) => (tab === 'trash' ? getTrash(q, signal) : getDrive(q, signal))}
        filters={{ folderId, userId }}
        columns={columns}
        rowKey={(r) => r.ID}
        rowActions={actions}
        viewToggle
        renderCard={(r) => (
          <Card withBorder padding="sm">
            <Card.Section><Thumb item={r} /></Card.Section>
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Anchor component="button" type="button" onClick={() => open(r)} fw={500} size="sm" style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>{r.Title}</Anchor>
              {actions(r)}
            </Group>
            <Text size="xs" c="dimmed">{r.Kind === 'folder' ? t('folder') : formatBytes(r.Size)} · {r.UploadedBy}</Text>
            {r.Access !== 'owner' && <Badge size="xs" variant="light" mt={4}>{t(`access.${r.Access}`)}</Badge>}
            {r.Access === 'owner' && r.Shared && <Badge size="xs" variant="outline" mt={4}>{t('access.shared')}</Badge>}
          </Card>
        )}
        emptyText={tab === 'trash' ? t('emptyTrash') : folderId ? t('emptyFolder') : t('empty')}
      />

      <PreviewModal item={preview} onClose={() => setPreview(null)} />
      <ShareModal item={sharing} onClose={() => setSharing(null)} onSaved={refresh} />
      <Modal opened={folderOpen} onClose={() => setFolderOpen(false)} title={t('actions.newFolder')}>
        <form onSubmit={(e) => {
          e.preventDefault();
          void act(() => createFolder(folderName, folderId ?? null), t('folderMade')).then((ok) => ok && setFolderOpen(false));
        }}>
          <Stack>
            <TextInput label={t('fields.title')} value={folderName} onChange={(e) => setFolderName(e.currentTarget.value)} required maxLength={200} data-autofocus error={formError} />
            <Group justify="flex-end"><Button type="submit">{t('actions.create')}</Button></Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={!!renaming} onClose={() => setRenaming(null)} title={t('actions.rename')}>
        <form onSubmit={(e) => {
          e.preventDefault();
          if (renaming) void act(() => updateItem(renaming.ID, { Title: newName }), t('renamed')).then((ok) => ok && setRenaming(null));
        }}>
          <Stack>
            <TextInput label={t('fields.title')} value={newName} onChange={(e) => setNewName(e.currentTarget.value)} required maxLength={200} data-autofocus error={formError} />
            <Group justify="flex-end"><Button type="submit">{t('actions.save')}</Button></Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmModal
        opened={!!deleting} onClose={() => setDeleting(null)} danger title={t('confirmDelete.title')} confirmLabel={t('actions.delete')}
        onConfirm={() => { if (deleting) void act(() => trashItem(deleting.ID), t('trashed')).then(() => setDeleting(null)); }}
      >
        {t('confirmDelete.body', { name: deleting?.Title ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}

/** /Trainings/myDrive: the same screen for the admin, who may open any user's drive. */
export function AdminDrivePage() {
  return <DrivePage admin />;
}
