import { Anchor, Drawer, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResumeRow } from '@app/contracts/resumes';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { adminKey, getAllResumes, useResume } from '../api/resume-admin.ts';
import { ResumeView } from '../components/resume-view.tsx';

function ResumeDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('resumes');
  const resume = useResume(id);
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('all.resume')}>
      {resume.isPending ? <Skeleton h={400} /> : resume.data ? <ResumeView resume={resume.data} /> : null}
    </Drawer>
  );
}

/** /Others/AllResumes (resumes.manage): every resume with its progress and who changed it last. */
export function AllResumesPage() {
  const { t } = useTranslation('resumes');
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('resume')) || null;
  const columns: DataTableColumn<ResumeRow>[] = [
    { id: 'UserName', header: t('all.userName'), sortable: true, primary: true, cell: (r) => <Anchor component="button" type="button" onClick={() => setParams({ resume: String(r.ID) })}>{r.UserName}</Anchor>, csv: (r) => r.UserName },
    { id: 'FullName', header: t('all.fullName'), sortable: true, cell: (r) => r.FullName },
    { id: 'CreatedOn', header: t('all.createdOn'), sortable: true, nowrap: true, cell: (r) => fmt.dateTime(r.CreatedOn) },
    { id: 'UpdatedOn', header: t('all.updatedOn'), sortable: true, nowrap: true, cell: (r) => fmt.dateTime(r.UpdatedOn) },
    { id: 'UpdatedByUserName', header: t('all.updatedBy'), cell: (r) => r.UpdatedByUserName ?? '–' },
    { id: 'Progress', header: t('progress'), sortable: true, cell: (r) => <Stack gap={2} miw={90}><Text size="xs">{r.Progress}%</Text><Progress.Root size="sm"><Progress.Section value={r.Progress} aria-label={`${t('progress')} ${r.Progress}%`} /></Progress.Root></Stack>, csv: (r) => String(r.Progress) },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('all.title')} description={t('all.lead')} />
      <DataTable label={t('all.title')} queryKey={adminKey} fetchPage={getAllResumes} columns={columns} rowKey={(r) => r.ID} csvFileName="resumes" />
      {open && <ResumeDrawer id={open} onClose={() => setParams({})} />}
    </Stack>
  );
}
