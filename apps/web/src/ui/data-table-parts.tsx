import type { ReactNode } from 'react';
import {
  Alert, Button, Card, Group, NativeSelect, Pagination, SimpleGrid, Skeleton, Stack, Table, Text, UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconArrowsSort, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './list-prefs.ts';
import type { CsvValue } from './csv.ts';

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Field name; also the `sortBy` value sent to the server for sortable columns. */
  id: string;
  header: string;
  /** Cell content; defaults to the field's value as text. */
  cell?: (row: T) => ReactNode;
  /** The server declares this field sortable. */
  sortable?: boolean;
  /** Value in the CSV download (defaults to the field's value); `false` leaves the column out. */
  csv?: ((row: T) => CsvValue) | false;
  /** In box view and on phones this column is the card's title. */
  primary?: boolean;
  /** Table view only: fixed width. */
  width?: number | string;
  /** Table view only: keep the cell on one line (dates, phone numbers). */
  nowrap?: boolean;
}

/** Sort state: one column, ascending or descending; null is the server's default order. */
export interface SortState {
  id: string;
  desc: boolean;
}

/** Header click cycles ascending -> descending -> no sort. */
export function nextSort(current: SortState | null, id: string): SortState | null {
  if (!current || current.id !== id) return { id, desc: false };
  if (!current.desc) return { id, desc: true };
  return null;
}

export function fieldValue<T>(row: T, id: string): unknown {
  return (row as Record<string, unknown>)[id];
}

export function renderCell<T>(column: DataTableColumn<T>, row: T): ReactNode {
  if (column.cell) return column.cell(row);
  const v = fieldValue(row, column.id);
  return v === null || v === undefined ? '' : String(v);
}

/** A sortable column header: a button whose state is on the th's aria-sort. */
export function SortHeader({ header, state, onClick }: { header: string; state: 'asc' | 'desc' | null; onClick: () => void }) {
  const Icon = state === 'asc' ? IconArrowUp : state === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={onClick} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700, whiteSpace: 'nowrap' }}>
      <span>{header}</span>
      <Icon size={14} stroke={1.8} aria-hidden style={{ opacity: state ? 1 : 0.45 }} />
    </UnstyledButton>
  );
}

/** Sort control for box view and phones, where there are no column headers to click. */
export function SortSelect<T>({ columns, sort, onChange }: {
  columns: DataTableColumn<T>[];
  sort: SortState | null;
  onChange: (sort: SortState | null) => void;
}) {
  const { t } = useTranslation('table');
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  const value = sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : '';
  return (
    <NativeSelect
      label={t('sortBy')}
      size="sm"
      value={value}
      onChange={(e) => {
        const [id, dir] = e.currentTarget.value.split(':');
        onChange(id ? { id, desc: dir === 'desc' } : null);
      }}
      data={[
        { value: '', label: t('defaultOrder') },
        ...sortable.flatMap((c) => [
          { value: `${c.id}:asc`, label: t('sortAsc', { column: c.header }) },
          { value: `${c.id}:desc`, label: t('sortDesc', { column: c.header }) },
        ]),
      ]}
    />
  );
}

export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const { t } = useTranslation('table');
  return (
    <NativeSelect
      label={t('pageSize')}
      size="sm"
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={PAGE_SIZES.map((n) => String(n))}
      styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { fontWeight: 400, whiteSpace: 'nowrap' } }}
    />
  );
}

export function Pager({ pageIndex, pageCount, onChange, disabled }: {
  pageIndex: number;
  pageCount: number;
  onChange: (pageIndex: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('table');
  if (pageCount <= 1) return null;
  const labels = { first: t('firstPage'), previous: t('previousPage'), next: t('nextPage'), last: t('lastPage') };
  return (
    <nav aria-label={t('pagination')}>
      <Pagination
        total={pageCount}
        value={pageIndex + 1}
        onChange={(p) => onChange(p - 1)}
        disabled={disabled}
        size="sm"
        siblings={1}
        boundaries={1}
        getItemProps={(page) => ({ 'aria-label': t('page', { page }) })}
        getControlProps={(control) => ({ 'aria-label': labels[control] })}
      />
    </nav>
  );
}

export function LoadingRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <Table.Tr key={i} aria-hidden>
          {Array.from({ length: columns }, (_, j) => (
            <Table.Td key={j}><Skeleton height={14} radius="sm" width={j === 0 ? '70%' : '50%'} /></Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

export function LoadingCards({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="md">
          <Skeleton height={16} width="60%" mb="sm" />
          <Skeleton height={12} width="90%" mb={6} />
          <Skeleton height={12} width="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function LoadingStatus() {
  const { t } = useTranslation('table');
  return <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>;
}

export function EmptyList({ text }: { text: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <IconInbox size={36} stroke={1.3} aria-hidden style={{ opacity: 0.5 }} />
      <Text c="dimmed" ta="center">{text}</Text>
    </Stack>
  );
}

export function ErrorState({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('table');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('errorTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>{t('retry')}</Button>
      </Stack>
    </Alert>
  );
}

/** Box view and phones: one card per row with the column headers as labels. */
export function RowCards<T>({ rows, columns, rowKey, rowActions, label, actionsLabel, renderCard }: {
  rows: T[];
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  rowActions?: (row: T) => ReactNode;
  label: string;
  actionsLabel: string;
  /** The screen's own card content for a row (replaces the field list and actions). */
  renderCard?: (row: T) => ReactNode;
}) {
  const primary = columns.find((c) => c.primary) ?? columns[0]!;
  const rest = columns.filter((c) => c !== primary);
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => renderCard ? (
        <li key={rowKey(row)} style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>{renderCard(row)}</li>
      ) : (
        <Card component="li" key={rowKey(row)} withBorder padding="md" radius="md">
          <Stack gap="xs" h="100%">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{renderCell(primary, row)}</Text>
            {rest.length > 0 ? (
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', gap: '4px 12px' }}>
                {rest.map((c) => (
                  <div key={c.id} style={{ display: 'contents' }}>
                    <Text component="dt" size="sm" c="dimmed">{c.header}</Text>
                    <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>{renderCell(c, row)}</Text>
                  </div>
                ))}
              </dl>
            ) : null}
            {rowActions ? (
              <Group gap="xs" mt="auto" pt="xs" role="group" aria-label={actionsLabel}>{rowActions(row)}</Group>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
