import { useState } from 'react';
import { ActionIcon, Button, Group, NavLink, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resumeMasterTypes, type ResumeMasterType } from '@app/contracts/resumes';
import { notify } from '../../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { adminKey, getMasters, useAddMaster, useDeleteMaster, useMasterTypes } from '../api/resume-admin.ts';

type Row = { ID: number; Title: string; CreatedOn: string };

/** /Others/ManageResumeMasters/{Master2}: the resume's lookup lists; an unknown list type leads to the first list. */
export function ResumeMastersPage() {
  const { t } = useTranslation('resumes');
  const { Master2 = '' } = useParams();
  const type = resumeMasterTypes.find((x) => x.toLowerCase() === Master2.toLowerCase());
  const types = useMasterTypes();
  const add = useAddMaster(type ?? 'skills');
  const remove = useDeleteMaster(type ?? 'skills');
  const [title, setTitle] = useState('');
  if (!type) return <Navigate to="/Others/ManageResumeMasters/skills" replace />;
  const columns: DataTableColumn<Row>[] = [{ id: 'Title', header: t('masters.entry'), sortable: true, primary: true, cell: (r) => r.Title }];
  return (
    <Stack gap="lg">
      <PageTitle title={t('masters.title')} description={t('masters.lead')} />
      <SimpleGrid cols={{ base: 1, md: 4 }}>
        <Stack gap={2} aria-label={t('masters.lists')} component="nav">
          {resumeMasterTypes.map((x) => (
            <NavLink key={x} component={Link} to={`/Others/ManageResumeMasters/${x}`} active={x === type} label={`${t(`masters.types.${x}`)} (${types.data?.find((c) => c.Type === x)?.Count ?? 0})`} />
          ))}
        </Stack>
        <Stack style={{ gridColumn: 'span 3' }}>
          <form onSubmit={(ev) => { ev.preventDefault(); add.mutate(title.trim(), { onSuccess: () => { setTitle(''); notify(t('saved'), 'success'); } }); }}>
            <Group align="flex-end">
              <TextInput label={t('masters.new')} value={title} onChange={(ev) => setTitle(ev.currentTarget.value)} required />
              <Button type="submit" loading={add.isPending}>{t('add')}</Button>
            </Group>
          </form>
          <DataTable
            key={type} label={t(`masters.types.${type}`)} queryKey={[...adminKey, 'masters', type]} fetchPage={getMasters(type as ResumeMasterType)} columns={columns} rowKey={(r) => r.ID}
            rowActions={(r) => <ActionIcon variant="subtle" color="red" aria-label={`${t('remove')}: ${r.Title}`} onClick={() => remove.mutate(r.ID)}><IconTrash size={16} /></ActionIcon>}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
