import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { effectiveTerm, MIN_SEARCH_TERM, type ListQuery, type Page } from '@app/contracts/list';
import { errorMessage, type QueryValue } from '../lib/api-client.ts';
import { notify } from '../lib/notify.ts';
import { downloadCsv, fetchAllPages, toCsv, type CsvValue } from './csv.ts';
import {
  EmptyList, ErrorState, fieldValue, LoadingCards, LoadingRows, LoadingStatus, nextSort, Pager, PageSizeSelect,
  RowCards, SortHeader, SortSelect, type DataTableColumn, type SortState,
} from './data-table-parts.tsx';
import { useListPrefs } from './list-prefs.ts';

export type { DataTableColumn, SortState } from './data-table-parts.tsx';

/** Delay before a typed search term is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

type Filters = Record<string, QueryValue>;

export interface DataTableProps<T, F extends Filters = Filters> {
  /** Accessible name of the table (or card list). */
  label: string;
  /** Query-key prefix of the list; mutations invalidate it (e.g. `['masters', type]`). */
  queryKey: readonly unknown[];
  /** Loads one page; the DataTable owns paging, sorting and the search term. */
  fetchPage: (query: ListQuery & F, signal?: AbortSignal) => Promise<Page<T>>;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Buttons of one row (rename, delete, ...). */
  rowActions?: (row: T) => ReactNode;
  /** List-specific filters sent with every page (role, active, dates...); a change goes back to page 1. */
  filters?: F;
  /** Filter controls shown beside the search box. */
  filterControls?: ReactNode;
  /** Screen actions (e.g. "Add entry") at the end of the toolbar. */
  actions?: ReactNode;
  initialSort?: SortState | null;
  /** Show the search box (default true). */
  searchable?: boolean;
  searchLabel?: string;
  /** The spec's dataListView: offer box view / list view (box view is the session default). */
  viewToggle?: boolean;
  /** Box view and phones: the content of one row's card (e.g. with an image) instead of the field list. */
  renderCard?: (row: T) => ReactNode;
  /** Offer a CSV download of the current filter under this file name (without extension). */
  csvFileName?: string;
  /**
   * A CSV the server makes (a log too large to page through in the browser): the download button calls it with the
   * current search, sort and filters instead of fetching every page.
   */
  serverCsv?: (query: Omit<ListQuery, 'pageIndex' | 'pageSize'> & F) => Promise<void>;
  emptyText?: string;
  /** Called with a failed page load (e.g. to leave a screen on 404). */
  onError?: (error: unknown) => void;
}

/**
 * The one list component (spec sections 4 and 5, DESIGN section 6): server paging with the entries-count
 * selector, single-column sort by header click, a debounced search box (terms under 2 characters are not
 * sent), loading, empty and error-with-retry states, box/list view, CSV download and row actions. The page
 * index in the server's answer is the truth (it may reset to 0). Pages are cached per session by TanStack
 * Query under `[...queryKey, query]`; mutations invalidate `queryKey`.
 */
export function DataTable<T, F extends Filters = Filters>(props: DataTableProps<T, F>) {
  const {
    label, queryKey, fetchPage, columns, rowKey, rowActions, filters, filterControls, actions, initialSort = null,
    searchable = true, searchLabel, viewToggle = false, renderCard, csvFileName, serverCsv, emptyText, onError,
  } = props;
  const { t, i18n } = useTranslation('table');
  const queryClient = useQueryClient();
  const searchId = useId();
  const statusId = useId();

  const pageSize = useListPrefs((s) => s.pageSize);
  const setPageSize = useListPrefs((s) => s.setPageSize);
  const view = useListPrefs((s) => s.view);
  const setView = useListPrefs((s) => s.setView);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const asCards = isPhone || (viewToggle && view === 'box');

  const [rawTerm, setRawTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(rawTerm, SEARCH_DEBOUNCE_MS);
  const term = effectiveTerm(debouncedTerm);
  const [sort, setSort] = useState<SortState | null>(initialSort);

  // Any change of what is listed goes back to the first page.
  const resetKey = JSON.stringify([term ?? null, sort, pageSize, filters ?? null]);
  const [page, setPage] = useState({ index: 0, key: resetKey });
  // Reset during render (not derived alone): going back to an earlier filter must not restore its old page.
  if (page.key !== resetKey) setPage({ index: 0, key: resetKey });
  const pageIndex = page.key === resetKey ? page.index : 0;

  const base: Omit<ListQuery, 'pageIndex' | 'pageSize'> = {
    sortDesc: sort?.desc ?? false,
    ...(sort ? { sortBy: sort.id } : {}),
    ...(term ? { term } : {}),
  };
  const query = { ...base, pageIndex, pageSize, ...filters } as ListQuery & F;
  const result = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
  const { data, isPlaceholderData, isFetching, isPending, isError, error, refetch } = result;

  // The server's page index is the truth: an index beyond the end comes back as page 0.
  useEffect(() => {
    if (!data || isPlaceholderData || data.pageIndex === pageIndex) return;
    queryClient.setQueryData([...queryKey, { ...query, pageIndex: data.pageIndex }], data);
    setPage({ index: data.pageIndex, key: resetKey });
  }, [data, isPlaceholderData]);

  useEffect(() => {
    if (isError && onError) onError(error);
  }, [isError, error]);

  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!csvFileName && !serverCsv) return;
    setDownloading(true);
    try {
      if (serverCsv) {
        await serverCsv({ ...base, ...filters } as Omit<ListQuery, 'pageIndex' | 'pageSize'> & F);
        return;
      }
      const all = await fetchAllPages((q) => fetchPage({ ...q, ...filters } as ListQuery & F), base);
      const csvColumns = columns.filter((c) => c.csv !== false);
      const rows = all.items.map((row) =>
        csvColumns.map((c) => (typeof c.csv === 'function' ? c.csv(row) : (fieldValue(row, c.id) as CsvValue))),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      downloadCsv(`${csvFileName}-${stamp}`, toCsv(csvColumns.map((c) => c.header), rows));
      if (all.truncated) notify(t('csvTruncated', { count: all.items.length, total: all.total }), 'info');
    } catch (e) {
      notify(errorMessage(e), 'danger', t('csvFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const shortTerm = rawTerm.trim().length > 0 && rawTerm.trim().length < MIN_SEARCH_TERM;
  const total = data?.total ?? 0;
  const shownIndex = data?.pageIndex ?? pageIndex;
  const from = total === 0 ? 0 : shownIndex * pageSize + 1;
  const to = Math.min(total, shownIndex * pageSize + (data?.items.length ?? 0));
  const updating = isFetching && !isPending;
  const hasActions = Boolean(rowActions);
  const actionsLabel = t('actions');

  let body: ReactNode;
  if (isError) {
    body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (isPending || !data) {
    body = asCards ? <LoadingCards /> : null;
  } else if (data.items.length === 0) {
    body = <EmptyList text={term ? t('noMatches', { term }) : (emptyText ?? t('empty'))} />;
  } else if (asCards) {
    body = <RowCards rows={data.items} columns={columns} rowKey={rowKey} rowActions={rowActions} label={label} actionsLabel={actionsLabel} renderCard={renderCard} />;
  }

  const showTable = !asCards && !isError && !(data && data.items.length === 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: '1 1 auto' }}>
          {searchable ? (
            <TextInput
              id={searchId}
              type="search"
              aria-label={searchLabel ?? t('search')}
              placeholder={t('searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={rawTerm}
              onChange={(e) => setRawTerm(e.currentTarget.value)}
              description={shortTerm ? t('minChars', { count: MIN_SEARCH_TERM }) : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              style={{ flex: '1 1 16rem', minWidth: '12rem', maxWidth: '24rem' }}
            />
          ) : null}
          {filterControls}
          {asCards ? <SortSelect columns={columns} sort={sort} onChange={setSort} /> : null}
        </Group>
        <Group gap="xs" wrap="wrap" justify="flex-end" style={{ marginLeft: 'auto' }}>
          {viewToggle && !isPhone ? (
            <Button.Group aria-label={t('view')}>
              <Button
                variant={view === 'box' ? 'filled' : 'default'}
                aria-pressed={view === 'box'}
                leftSection={<IconLayoutGrid size={16} aria-hidden />}
                onClick={() => setView('box')}
                size="sm"
              >
                {t('boxView')}
              </Button>
              <Button
                variant={view === 'list' ? 'filled' : 'default'}
                aria-pressed={view === 'list'}
                leftSection={<IconList size={16} aria-hidden />}
                onClick={() => setView('list')}
                size="sm"
              >
                {t('listView')}
              </Button>
            </Button.Group>
          ) : null}
          {csvFileName || serverCsv ? (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
              disabled={!data || total === 0}
            >
              {t('downloadCsv')}
            </Button>
          ) : null}
          {actions}
        </Group>
      </Group>

      {isPending ? <LoadingStatus /> : null}
      {body}
      {showTable ? (
        <Table.ScrollContainer minWidth={560}>
          <Table
            aria-label={label}
            aria-describedby={data ? statusId : undefined}
            aria-busy={isFetching || undefined}
            // The search term the rows answer (browser tests wait for it: the box is debounced).
            data-term={term ?? ''}
            striped
            highlightOnHover
            verticalSpacing="sm"
            style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => {
                  const state = sort?.id === c.id ? (sort.desc ? 'desc' : 'asc') : null;
                  return (
                    <Table.Th
                      key={c.id}
                      scope="col"
                      w={c.width}
                      aria-sort={c.sortable ? (state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : 'none') : undefined}
                    >
                      {c.sortable ? (
                        <SortHeader header={c.header} state={state} onClick={() => setSort((s) => nextSort(s, c.id))} />
                      ) : c.header}
                    </Table.Th>
                  );
                })}
                {hasActions ? <Table.Th scope="col" ta="right">{actionsLabel}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isPending || !data ? (
                <LoadingRows columns={columns.length + (hasActions ? 1 : 0)} />
              ) : (
                data.items.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.id} style={c.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'break-word' }}>
                        {c.cell ? c.cell(row) : String(fieldValue(row, c.id) ?? '')}
                      </Table.Td>
                    ))}
                    {hasActions ? (
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">{rowActions!(row)}</Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      {data && !isError ? (
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap="md" align="center" wrap="wrap">
            <PageSizeSelect value={pageSize} onChange={setPageSize} />
            <Text id={statusId} size="sm" c="dimmed" role="status" aria-live="polite">
              {total === 0 ? t('noEntries') : t('showing', { from, to, total: data.totalCapped ? `${formatCount(total, i18n.language)}+` : formatCount(total, i18n.language) })}
              {updating ? (
                <Box component="span" ml="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                  <Loader size={12} aria-hidden /> {t('updating')}
                </Box>
              ) : null}
            </Text>
          </Group>
          <Pager
            pageIndex={shownIndex}
            pageCount={data.pageCount}
            onChange={(index) => setPage({ index, key: resetKey })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/** A row count in the reader's number format (10,000 / 10.000). */
const formatCount = (n: number, language: string) => new Intl.NumberFormat(language).format(n);
