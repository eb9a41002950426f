import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListQuery, Page } from '@app/contracts/list';
import { ApiError } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import { DataTable, SEARCH_DEBOUNCE_MS, type DataTableColumn } from './data-table.tsx';
import { useListPrefs } from './list-prefs.ts';

interface Row { ID: number; Title: string }

const all: Row[] = Array.from({ length: 60 }, (_, i) => ({ ID: i + 1, Title: `Entry ${String(i + 1).padStart(2, '0')}` }));

/** A fake server: paging, term filter and the "index beyond the end resets to 0" rule. */
function fakeServer(rows: Row[] = all) {
  return vi.fn(async (q: ListQuery): Promise<Page<Row>> => {
    const filtered = q.term ? rows.filter((r) => r.Title.toLowerCase().includes(q.term!.toLowerCase())) : rows;
    const sorted = q.sortBy === 'Title' ? [...filtered].sort((a, b) => a.Title.localeCompare(b.Title) * (q.sortDesc ? -1 : 1)) : filtered;
    const pageCount = Math.max(1, Math.ceil(sorted.length / q.pageSize));
    const pageIndex = q.pageIndex >= pageCount ? 0 : q.pageIndex;
    return { items: sorted.slice(pageIndex * q.pageSize, (pageIndex + 1) * q.pageSize), pageCount, pageIndex, total: sorted.length };
  });
}

const columns: DataTableColumn<Row>[] = [
  { id: 'Title', header: 'Title', sortable: true, primary: true },
  { id: 'ID', header: 'ID' },
];

function renderTable(fetchPage: ReturnType<typeof fakeServer>, extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderWithProviders(
    <DataTable<Row>
      label="Test entries"
      queryKey={['test', Math.random()]}
      fetchPage={fetchPage}
      columns={columns}
      rowKey={(r) => r.ID}
      {...extra}
    />,
  );
}

const lastQuery = (fn: ReturnType<typeof fakeServer>) => fn.mock.calls.at(-1)![0];

beforeAll(async () => {
  await i18n.loadNamespaces(['table']);
});

beforeEach(() => {
  useListPrefs.setState({ pageSize: 25, view: 'box' });
});

describe('DataTable paging', () => {
  it('should load page 1 with 25 entries and move to the next page', async () => {
    const server = fakeServer();
    renderTable(server);
    expect(await screen.findByText('Entry 01')).toBeInTheDocument();
    expect(lastQuery(server)).toMatchObject({ pageIndex: 0, pageSize: 25 });
    expect(screen.getByText('Showing 1–25 of 60')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Entry 26')).toBeInTheDocument();
    expect(lastQuery(server)).toMatchObject({ pageIndex: 1 });
    expect(screen.getByText('Showing 26–50 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('should change the entries count and go back to the first page', async () => {
    const server = fakeServer();
    renderTable(server);
    await screen.findByText('Entry 01');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Entry 51')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Entries per page'), '10');
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ pageIndex: 0, pageSize: 10 }));
    expect(await screen.findByText('Showing 1–10 of 60')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it('should say a capped total is a lower bound (10,000+)', async () => {
    const capped = vi.fn(async (q: ListQuery): Promise<Page<Row>> => ({
      items: all.slice(0, q.pageSize), pageCount: 401, pageIndex: 0, total: 10_000, totalCapped: true,
    }));
    renderTable(capped as unknown as ReturnType<typeof fakeServer>);
    expect(await screen.findByText('Showing 1–25 of 10,000+')).toBeInTheDocument();
  });

  it("should take the server's page index as the truth when it resets to 0", async () => {
    // The list shrank under the user: asking for page 3 answers page 1.
    let rows = all;
    const server = vi.fn(async (q: ListQuery) => fakeServer(rows)(q));
    renderTable(server as unknown as ReturnType<typeof fakeServer>);
    await screen.findByText('Entry 01');
    rows = all.slice(0, 30);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
  });
  it('should start again at page 1 when a search is cleared, not at the page seen before it', async () => {
    const server = fakeServer();
    renderTable(server);
    await screen.findByText('Entry 01');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'ry 5');
    expect(await screen.findByText('Showing 1–10 of 10', {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.clear(box);
    expect(await screen.findByText('Showing 1–25 of 60', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(lastQuery(server)).toMatchObject({ pageIndex: 0 });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('DataTable sorting', () => {
  it('should cycle a header through ascending, descending and no sort', async () => {
    const server = fakeServer();
    renderTable(server);
    await screen.findByText('Entry 01');
    const header = () => screen.getByRole('columnheader', { name: /Title/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    // A column the server cannot sort has no sort button and no aria-sort.
    expect(screen.getByRole('columnheader', { name: 'ID' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'ID' })).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    expect(lastQuery(server)).toMatchObject({ sortBy: 'Title', sortDesc: false, pageIndex: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    expect(lastQuery(server)).toMatchObject({ sortBy: 'Title', sortDesc: true });
    expect(await screen.findByText('Entry 60')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'none'));
    expect(lastQuery(server).sortBy).toBeUndefined();
  });
});

describe('DataTable search', () => {
  it('should not send a term under 2 characters and debounce the rest', async () => {
    const server = fakeServer();
    renderTable(server);
    await screen.findByText('Entry 01');
    const box = screen.getByRole('searchbox', { name: 'Search' });

    await userEvent.type(box, '4');
    expect(screen.getByText('Type at least 2 characters to search')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 150));
    expect(server.mock.calls.every(([q]) => q.term === undefined)).toBe(true);

    const before = server.mock.calls.length;
    await userEvent.clear(box);
    await userEvent.type(box, 'y 4');
    // Typed, but not sent yet.
    expect(server.mock.calls.slice(before).some(([q]) => q.term)).toBe(false);
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ term: 'y 4', pageIndex: 0 }));
    expect(await screen.findByText('Entry 40')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 10')).toBeInTheDocument();
    // Only the final term went to the server (no request per keystroke).
    expect(server.mock.calls.slice(before).filter(([q]) => q.term).map(([q]) => q.term)).toEqual(['y 4']);
  });
});

describe('DataTable states', () => {
  it('should show a loading state, then the rows', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const inner = fakeServer();
    const server = vi.fn(async (q: ListQuery) => { await gate; return inner(q); });
    renderTable(server as unknown as ReturnType<typeof fakeServer>);
    expect(await screen.findByText('Loading the list…')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Test entries' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('Entry 01')).toBeInTheDocument();
    expect(screen.queryByText('Loading the list…')).toBeNull();
  });

  it('should show the empty text, and a different one for a search without matches', async () => {
    renderTable(fakeServer([]), { emptyText: 'No degrees yet.' });
    expect(await screen.findByText('No degrees yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('should say when a search finds nothing', async () => {
    const server = fakeServer();
    renderTable(server);
    await screen.findByText('Entry 01');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
  });

  it('should show an error with a retry that loads the list again', async () => {
    const inner = fakeServer();
    let fail = true;
    const server = vi.fn(async (q: ListQuery) => {
      if (fail) throw new ApiError('FORBIDDEN', 403, 'Forbidden');
      return inner(q);
    });
    const onError = vi.fn();
    renderTable(server as unknown as ReturnType<typeof fakeServer>, { onError });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(alert).toHaveTextContent('You do not have permission to do this.');
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError));
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Entry 01')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DataTable views, actions and CSV', () => {
  it('should open in box view where the screen offers views, and switch to list view', async () => {
    renderTable(fakeServer(), { viewToggle: true });
    const cards = await screen.findByRole('list', { name: 'Test entries' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Box view' })).toHaveAttribute('aria-pressed', 'true');
    // Box view has no headers to click: a sort select instead.
    expect(screen.getByLabelText('Sort by')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('table', { name: 'Test entries' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(useListPrefs.getState().view).toBe('list');
  });

  it("should show the screen's own card in box view when it gives one, and the table in list view", async () => {
    renderTable(fakeServer(), { viewToggle: true, renderCard: (r) => <article aria-label={`Card of ${r.Title}`}>{r.Title}</article> });
    const cards = await screen.findByRole('list', { name: 'Test entries' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(25);
    expect(within(cards).getByRole('article', { name: 'Card of Entry 02' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('table', { name: 'Test entries' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('should render row actions for every row', async () => {
    const onEdit = vi.fn();
    renderTable(fakeServer(), {
      rowActions: (r) => <button type="button" onClick={() => onEdit(r.ID)}>{`Rename ${r.Title}`}</button>,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Entry 03' }));
    expect(onEdit).toHaveBeenCalledWith(3);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('should download every page of the current filter as CSV', async () => {
    const server = fakeServer([...all, { ID: 99, Title: 'Comma, "quoted"' }]);
    const blobs: Blob[] = [];
    const create = vi.fn((b: Blob) => { blobs.push(b); return 'blob:x'; });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTable(server, { csvFileName: 'entries' });
    await screen.findByText('Entry 01');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'o');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'm');
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ term: 'om' }));
    await screen.findByText('Comma, "quoted"');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(lastQuery(server)).toMatchObject({ term: 'om', pageIndex: 0, pageSize: 500 });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
      reader.readAsText(blobs[0]!);
    });
    expect(`\uFEFF${text}`).toBe('\uFEFFTitle,ID\r\n"Comma, ""quoted""",99\r\n');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});
