import { useState } from 'react';
import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconEye, IconHammer, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { materialKinds, type MaterialKind } from '@app/contracts/courses';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';
import { useDeleteMaterial } from '../api/delete-material.ts';
import { getMaterials, materialsKey, type MaterialFilters, type MaterialRow } from '../api/get-materials.ts';
import { MaterialModal } from '../components/material-modal.tsx';
import { MaterialPreview } from '../components/material-preview.tsx';
import { ASSIGNMENTS_PATH, COURSES_PATH } from '../lib/paths.ts';

const kindColors: Record<MaterialKind, string> = { 'video-upload': 'grape', 'video-link': 'blue', pdf: 'red', richtext: 'teal' };

/** /courseBuilding/materials: the materials library (Name, Kind, CreatedByName, expected time, CreatedOn). */
export function MaterialsPage() {
  const { t } = useTranslation(['course-building', 'common']);
  const { dateTime } = useFormat();
  const [kind, setKind] = useState<MaterialKind | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const remove = useDeleteMaterial();
  const deletion = useConfirmedDelete<MaterialRow>(remove, (row) => t('materials.deleted', { name: row.Name }));

  const columns: DataTableColumn<MaterialRow>[] = [
    {
      id: 'Name',
      header: t('fields.name'),
      sortable: true,
      primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text fw={500} size="sm">{r.Name}</Text>
          {r.Description ? <Text size="xs" c="dimmed" lineClamp={1}>{r.Description}</Text> : null}
        </Stack>
      ),
    },
    {
      id: 'Kind',
      header: t('fields.kind'),
      sortable: true,
      nowrap: true,
      cell: (r) => <Badge variant="light" color={kindColors[r.Kind]}>{t(`kinds.${r.Kind}`)}</Badge>,
      csv: (r) => t(`kinds.${r.Kind}`),
    },
    { id: 'CreatedByName', header: t('fields.createdBy'), sortable: true },
    { id: 'ExpectedSeconds', header: t('fields.expectedTime'), sortable: true, nowrap: true, cell: (r) => r.ExpectedComplitionTime, csv: (r) => r.ExpectedComplitionTime },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.CreatedOn) },
  ];

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('materials.title')}
        description={t('materials.lead')}
        actions={
          <>
            <Button component={Link} to={COURSES_PATH} variant="default" size="sm" leftSection={<IconHammer size={16} aria-hidden />}>{t('courses.title')}</Button>
            <Button component={Link} to={ASSIGNMENTS_PATH} variant="default" size="sm" leftSection={<IconClipboardCheck size={16} aria-hidden />}>{t('assignments.title')}</Button>
          </>
        }
      />
      <DataTable<MaterialRow, MaterialFilters>
        label={t('materials.tableLabel')}
        queryKey={[...materialsKey, 'list']}
        fetchPage={getMaterials}
        columns={columns}
        rowKey={(r) => r.ID}
        filters={kind ? { kind } : {}}
        filterControls={
          <Select
            aria-label={t('fields.kind')}
            placeholder={t('kinds.all')}
            data={[{ value: '', label: t('kinds.all') }, ...materialKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
            value={kind ?? ''}
            onChange={(v) => setKind(v ? (v as MaterialKind) : null)}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
        }
        searchLabel={t('materials.search')}
        initialSort={{ id: 'CreatedOn', desc: true }}
        csvFileName="materials"
        emptyText={t('materials.empty')}
        actions={
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('materials.add')}
          </Button>
        }
        rowActions={(r) => (
          <>
            <Button size="xs" variant="light" color="gray" leftSection={<IconEye size={14} aria-hidden />} aria-label={t('materials.previewN', { name: r.Name })} onClick={() => setPreviewing(r.ID)}>
              {t('preview.action')}
            </Button>
            <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} aria-label={t('materials.editN', { name: r.Name })} onClick={() => setEditing(r.ID)}>
              {t('edit')}
            </Button>
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} aria-label={t('materials.deleteN', { name: r.Name })} onClick={() => deletion.ask(r)}>
              {t('common:actions.delete')}
            </Button>
          </>
        )}
      />
      <MaterialModal target={editing} onClose={() => setEditing(null)} />
      <MaterialPreview id={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmModal {...deletion.modalProps} title={t('materials.deleteTitle')} confirmLabel={t('common:actions.delete')} danger>
        <Text>{t('materials.deleteText', { name: deletion.shown?.Name ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
