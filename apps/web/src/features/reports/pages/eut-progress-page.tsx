import { useState } from 'react';
import { Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EutRow } from '@app/contracts/reports';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { eutProgressKey, getEutProgress, getEutSummary, type EutFilters } from '../api/get-eut-progress.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import { ReportActions } from '../components/report-actions.tsx';
import { useProgressColumns } from '../components/progress-columns.tsx';
import { REPORTS_PATH } from '../lib/paths.ts';
import { joinIds, present, splitIds, useUrlFilters } from '../lib/url-filters.ts';

const KEYS = ['companyIds', 'courseIds', 'from', 'to'] as const;

/** /admin/manageReports/EUTStudentProgressReports: the progress of client companies' staff, with a cohort summary. */
export function EutProgressPage() {
  const { t } = useTranslation('reports');
  const [applied, apply] = useUrlFilters(KEYS);
  const [companies, setCompanies] = useState<string[]>(splitIds(applied.companyIds));
  const [courses, setCourses] = useState<string[]>(splitIds(applied.courseIds));
  const [from, setFrom] = useState(applied.from);
  const [to, setTo] = useState(applied.to);
  const companyOptions = useReportOptions('companies');
  const courseOptions = useReportOptions('courses');
  const base = useProgressColumns<EutRow>();
  const columns: DataTableColumn<EutRow>[] = [{ id: 'CompanyName', header: t('cols.company') }, ...base];
  const ready = applied.companyIds !== '';
  const filters = present({ companyIds: applied.companyIds, courseIds: applied.courseIds, from: applied.from, to: applied.to }) as EutFilters;
  const summary = useQuery({ queryKey: [...eutProgressKey, 'summary', filters], queryFn: () => getEutSummary(filters), enabled: ready });

  return (
    <Stack gap="lg">
      <PageTitle title={t('names.EUTStudentProgressReports')} description={t('eut.lead')} back={{ to: REPORTS_PATH, label: t('back') }}
        actions={ready ? <ReportActions report="eutProgress" filters={filters} fileName="eut-progress" /> : undefined} />
      <Paper withBorder p="md" radius="md" component="form" onSubmit={(e) => { e.preventDefault(); if (companies.length) apply({ companyIds: joinIds(companies), courseIds: joinIds(courses), from, to }); }}>
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <MultiSelect label={t('filters.companies')} placeholder={t('filters.companiesHint')} data={(companyOptions.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))} value={companies} onChange={setCompanies} searchable clearable miw={220} />
            <MultiSelect label={t('filters.courses')} placeholder={t('filters.allCourses')} data={(courseOptions.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))} value={courses} onChange={setCourses} searchable clearable miw={220} />
          </Group>
          <Group align="flex-end" wrap="wrap">
            <TextInput type="date" label={t('filters.from')} description={t('filters.admittedHint')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
            <TextInput type="date" label={t('filters.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
            <Button type="submit" disabled={companies.length === 0} leftSection={<IconSearch size={16} aria-hidden />}>{t('filters.search')}</Button>
          </Group>
          <Text size="xs" c="dimmed">{t('eut.domainHint')}</Text>
        </Stack>
      </Paper>
      {ready && summary.data ? (
        <Stack gap="xs">
          <Title order={2} size="h4">{t('eut.summary')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Table withTableBorder striped>
              <Table.Thead><Table.Tr><Table.Th>{t('cols.company')}</Table.Th><Table.Th>{t('eut.learners')}</Table.Th><Table.Th>{t('eut.enrolments')}</Table.Th><Table.Th>{t('eut.completed')}</Table.Th><Table.Th>{t('eut.meanProgress')}</Table.Th></Table.Tr></Table.Thead>
              <Table.Tbody>
                {summary.data.map((s) => (
                  <Table.Tr key={s.CompanyID}><Table.Td>{s.CompanyName}</Table.Td><Table.Td>{s.Learners}</Table.Td><Table.Td>{s.Enrolments}</Table.Td><Table.Td>{s.Completed}</Table.Td><Table.Td>{s.MeanProgress === null ? '—' : `${s.MeanProgress} %`}</Table.Td></Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SimpleGrid>
        </Stack>
      ) : null}
      {ready ? (
        <DataTable<EutRow, EutFilters> label={t('eut.table')} queryKey={eutProgressKey} fetchPage={getEutProgress} columns={columns}
          rowKey={(r) => `${r.UserID}-${r.CourseID}`} filters={filters} searchLabel={t('progress.search')} emptyText={t('progress.empty')} />
      ) : null}
    </Stack>
  );
}
