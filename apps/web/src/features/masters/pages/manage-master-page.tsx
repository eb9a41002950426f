import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeMasterType, type MasterEntry, type MasterType } from '@app/contracts/masters';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getMasterEntries, masterEntriesKey } from '../api/get-master-entries.ts';
import { useCreateMasterEntry } from '../api/create-master-entry.ts';
import { useRenameMasterEntry } from '../api/rename-master-entry.ts';
import { useDeleteMasterEntry } from '../api/delete-master-entry.ts';
import { MasterEntryModal } from '../components/master-entry-modal.tsx';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';

const MASTERS = '/Others/masters';

/** /Others/manageMasters/{Master}: entries of one master type; an unknown type goes back to /Others/masters. */
export function ManageMasterPage() {
  const { Master = '' } = useParams();
  const type = normalizeMasterType(Master);
  const { t } = useTranslation('masters');
  useEffect(() => {
    if (!type) notify(t('unknownType', { name: Master }), 'info');
  }, [type, Master, t]);
  if (!type) return <Navigate to={MASTERS} replace />;
  return <MasterEntries key={type} type={type} />;
}

function MasterEntries({ type }: { type: MasterType }) {
  const { t } = useTranslation(['masters', 'common']);
  const navigate = useNavigate();
  const typeLabel = t(`masters:types.${type}`);
  const create = useCreateMasterEntry(type);
  const rename = useRenameMasterEntry(type);
  const remove = useDeleteMasterEntry(type);
  const deletion = useConfirmedDelete<MasterEntry>(remove, (row) => t('masters:deleted', { title: row.Title }));
  const [editing, setEditing] = useState<MasterEntry | 'new' | null>(null);

  const columns: DataTableColumn<MasterEntry>[] = [
    { id: 'Title', header: t('masters:fields.title'), sortable: true, primary: true },
    { id: 'ID', header: t('masters:fields.id'), sortable: true, width: 120 },
  ];

  const onError = (error: unknown) => {
    // The server does not know this type (any more): back to the list of types.
    if (error instanceof ApiError && error.code === 'NOT_FOUND') {
      notify(t('masters:unknownType', { name: type }), 'info');
      void navigate(MASTERS, { replace: true });
    }
  };

  const save = async (title: string) => {
    if (editing === 'new') {
      await create.mutateAsync(title);
      notify(t('masters:added', { title }), 'success');
    } else if (editing) {
      await rename.mutateAsync({ id: editing.ID, title });
      notify(t('masters:renamed', { title }), 'success');
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle
        title={typeLabel}
        description={t('masters:entriesLead', { type: typeLabel })}
        back={{ to: MASTERS, label: t('masters:backToMasters') }}
      />
      <DataTable<MasterEntry>
        label={t('masters:entriesLabel', { type: typeLabel })}
        queryKey={masterEntriesKey(type)}
        fetchPage={(q, signal) => getMasterEntries(type, q, signal)}
        columns={columns}
        rowKey={(e) => e.ID}
        searchLabel={t('masters:search', { type: typeLabel })}
        viewToggle
        csvFileName={`masters-${type}`}
        emptyText={t('masters:empty')}
        onError={onError}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} size="sm">
            {t('masters:addEntry')}
          </Button>
        }
        rowActions={(entry) => (
          <>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('masters:renameEntry', { title: entry.Title })}
              onClick={() => setEditing(entry)}
            >
              {t('masters:rename')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t('masters:deleteEntry', { title: entry.Title })}
              onClick={() => deletion.ask(entry)}
            >
              {t('common:actions.delete')}
            </Button>
          </>
        )}
      />
      <MasterEntryModal target={editing} typeLabel={typeLabel} onClose={() => setEditing(null)} onSubmit={save} />
      <ConfirmModal
        {...deletion.modalProps}
        title={t('masters:deleteTitle')}
        confirmLabel={t('common:actions.delete')}
        danger
      >
        <Text>{t('masters:deleteText', { title: deletion.shown?.Title ?? '', type: typeLabel })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
