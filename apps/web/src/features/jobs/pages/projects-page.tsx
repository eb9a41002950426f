import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuideProject } from '@app/contracts/jobs';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { jobsKeys } from '../api/jobs-keys.ts';
import { getProjects } from '../api/skills.ts';

/** /Others/manageGuideMasters/Projects: the catalogue of sample ERP projects learners pick in resumes. */
export function ProjectsPage() {
  const { t } = useTranslation('jobs');
  const columns: DataTableColumn<GuideProject>[] = [
    { id: 'Name', header: t('projects.fields.name'), sortable: true, primary: true, cell: (p) => p.Name },
    { id: 'ClientIndustry', header: t('projects.fields.industry'), sortable: true, cell: (p) => p.ClientIndustry },
    { id: 'Modules', header: t('projects.fields.modules'), cell: (p) => <Group gap={4}>{p.Modules.map((m) => <Badge key={m} variant="light" size="sm" tt="none">{m}</Badge>)}</Group>, csv: (p) => p.Modules.join('; ') },
    { id: 'Active', header: t('projects.fields.active'), cell: (p) => (p.Active ? t('common.yes') : t('common.no')) },
  ];
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('projects.title')}
        description={t('projects.lead')}
        actions={<Button component={Link} to="/Others/manageGuideMasters/Projects/add" leftSection={<IconPlus size={18} aria-hidden />}>{t('projects.add')}</Button>}
      />
      <DataTable<GuideProject>
        label={t('projects.title')}
        queryKey={jobsKeys.projects}
        fetchPage={getProjects}
        columns={columns}
        rowKey={(p) => p.ID}
        searchLabel={t('projects.search')}
        csvFileName="sample-projects"
        emptyText={t('projects.empty')}
        rowActions={(p) => <Button size="xs" variant="light" component={Link} to={`/Others/manageGuideMasters/Projects/${p.ID}`} aria-label={t('projects.editNamed', { name: p.Name })}>{t('common.edit')}</Button>}
      />
    </Stack>
  );
}
