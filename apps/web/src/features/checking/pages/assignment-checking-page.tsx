import { Badge, Button, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconChecklist, IconRotateClockwise } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CheckingRow } from '@app/contracts/courses';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { checkingKey, getCheckingList, useCheckingCount } from '../api/get-checking-list.ts';
import { CheckingFilters } from '../components/checking-filters.tsx';
import { checkingSearch, checkingTabs, idsSegment, parseCheckingQuery, parseIds, type CheckingQuery, type CheckingTab } from '../lib/checking-query.ts';
import { assignmentViewPath } from '../lib/paths.ts';

/** What the assignment view gets from the list: the list's address, for "back" and "next pending". */
export interface FromList {
  list: string;
}

/**
 * /Trainings/assignmentChecking: submissions awaiting the mentor, in two tabs ("Checking Pending": first
 * submissions; "Reattempted": resubmissions after a return), filtered by course and learner. The tab and the
 * filters live in the address, so reload and back keep them. A row opens the assignment view.
 */
export function AssignmentCheckingPage() {
  const { t } = useTranslation('checking');
  const [params, setParams] = useSearchParams();
  const query = parseCheckingQuery(params);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const update = (next: Partial<CheckingQuery>) => setParams(checkingSearch({ ...query, ...next }), { replace: true });

  return (
    <Stack gap="lg">
      <PageTitle title={t('list.title')} description={t('list.lead')} />
      <CheckingFilters value={query} onChange={(v) => update(v)} />
      <Tabs value={query.tab} onChange={(v) => v && update({ tab: v as CheckingTab })} keepMounted={false}>
        <Tabs.List grow={isPhone}>
          {checkingTabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              px={isPhone ? 'xs' : undefined}
              leftSection={isPhone ? undefined : tab === 'pending' ? <IconChecklist size={16} aria-hidden /> : <IconRotateClockwise size={16} aria-hidden />}
            >
              {t(`tabs.${tab}`)} <TabCount tab={tab} query={query} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {checkingTabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <CheckingTable tab={tab} query={query} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function TabCount({ tab, query }: { tab: CheckingTab; query: CheckingQuery }) {
  const { t } = useTranslation('checking');
  const { data, isPending } = useCheckingCount(tab, query.courseIds, query.userIds);
  if (isPending) return <Loader size={10} ml={4} aria-hidden />;
  if (data === undefined) return null;
  return (
    <Badge size="sm" variant="light" color={data > 0 ? 'blue' : 'gray'} ml={4} aria-label={t('tabs.count', { count: data })}>
      {data}
    </Badge>
  );
}

/** The filters as the DataTable carries them (ids segments of the API path; a change goes back to page 1). */
type ListFilters = { courses: string; learners: string };

function CheckingTable({ tab, query }: { tab: CheckingTab; query: CheckingQuery }) {
  const { t } = useTranslation('checking');
  const { dateTime } = useFormat();
  const location = useLocation();
  const from: FromList = { list: location.search };

  const columns: DataTableColumn<CheckingRow>[] = [
    { id: 'User_ID', header: t('fields.userId'), width: 90, nowrap: true },
    { id: 'CourseName', header: t('fields.course'), sortable: true },
    {
      id: 'AssignmentName',
      header: t('fields.assignment'),
      sortable: true,
      primary: true,
      cell: (r) => (
        <Text component={Link} to={assignmentViewPath(r)} state={from} size="sm" fw={600} c="blue.8" td="underline">
          {r.AssignmentName}
        </Text>
      ),
      csv: (r) => r.AssignmentName,
    },
    { id: 'UserName', header: t('fields.learner'), sortable: true },
    ...(tab === 'reattempted'
      ? [{ id: 'AttemptNo', header: t('fields.attempt'), sortable: true, width: 100, nowrap: true } satisfies DataTableColumn<CheckingRow>]
      : []),
    { id: 'CreatedOn', header: t('fields.submittedOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.CreatedOn) },
  ];

  return (
    <DataTable<CheckingRow, ListFilters>
      key={tab}
      label={t(`tabs.${tab}`)}
      queryKey={[...checkingKey, 'list', tab]}
      fetchPage={({ courses, learners, ...q }, signal) => getCheckingList(tab, parseIds(courses), parseIds(learners), q, signal)}
      filters={{ courses: idsSegment(query.courseIds), learners: idsSegment(query.userIds) }}
      columns={columns}
      rowKey={(r) => r.SubmissionID}
      searchLabel={t('list.search')}
      initialSort={{ id: 'CreatedOn', desc: false }}
      csvFileName={tab === 'pending' ? 'checking-pending' : 'checking-reattempted'}
      emptyText={t(query.courseIds.length || query.userIds.length ? 'list.emptyFiltered' : `list.empty.${tab}`)}
      rowActions={(r) => (
        <Button
          component={Link}
          to={assignmentViewPath(r)}
          state={from}
          size="xs"
          variant="light"
          aria-label={t('list.checkN', { assignment: r.AssignmentName, name: r.UserName })}
        >
          {t('list.check')}
        </Button>
      )}
    />
  );
}
