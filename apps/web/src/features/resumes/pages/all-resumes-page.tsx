import { useState } from 'react';
import { Anchor, Button, Drawer, Group, Progress, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { Resume } from '@app/contracts/resumes';
import { notify } from '../../../lib/notify.ts';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResumeRow } from '@app/contracts/resumes';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { adminKey, getAllResumes, useResume, useStaffEdit } from '../api/resume-admin.ts';
import { ResumeView } from '../components/resume-view.tsx';

/** A staff edit of the headline and cover letter (the server records who changed it). */
function StaffEdit({ resume, onDone }: { resume: Resume; onDone: () => void }) {
  const { t } = useTranslation('resumes');
  const edit = useStaffEdit(resume.ID);
  const p = resume.PersonalInfo;
  const [headline, setHeadline] = useState(p.ProfileHeadline);
  const [cover, setCover] = useState(resume.OtherInfo.CoverLetter);
  return (
    <Stack>
      <TextInput label={t('fields.ProfileHeadline')} value={headline} onChange={(ev) => setHeadline(ev.currentTarget.value)} />
      <RichTextField label={t('fields.CoverLetter')} value={cover} onChange={setCover} minRows={6} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>{t('all.cancel')}</Button>
        <Button
          loading={edit.isPending}
          onClick={() => edit.mutate(
            {
              PersonalInfo: { FirstName: p.FirstName, LastName: p.LastName ?? '', ProfileHeadline: headline, CurrentCity: p.CurrentCity, CurrentState: p.CurrentState, CurrentCountry: p.CurrentCountry },
              OtherInfo: { CoverLetter: cover },
            },
            { onSuccess: () => { notify(t('saved'), 'success'); onDone(); } },
          )}
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}

function ResumeDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('resumes');
  const resume = useResume(id);
  const [editing, setEditing] = useState(false);
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('all.resume')}>
      {resume.isPending && <Skeleton h={400} />}
      {resume.data && (
        <Stack>
          {resume.data.UpdatedByUserName && <Text size="sm" c="dimmed">{t('all.updatedBy')}: {resume.data.UpdatedByUserName}</Text>}
          {editing ? <StaffEdit resume={resume.data} onDone={() => setEditing(false)} /> : resume.data.isEditable && <Group><Button variant="light" onClick={() => setEditing(true)}>{t('edit')}</Button></Group>}
          <ResumeView resume={resume.data} />
        </Stack>
      )}
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
