import { describe, expect, it, vi } from 'vitest';
import type { ListQuery, Page } from '@app/contracts/list';
import { csvCell, fetchAllPages, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('should quote only when needed and double inner quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('should write empty cells for null and undefined, and plain numbers and booleans', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('should defuse cells a spreadsheet would run as formulas, but keep phone numbers', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+HYPERLINK("x")')).toBe('"\'+HYPERLINK(""x"")"');
    expect(csvCell('-2+3+cmd|x')).toBe("'-2+3+cmd|x");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(csvCell('+91 9876543210')).toBe('+91 9876543210');
    expect(csvCell('-15')).toBe('-15');
  });

  it('should join rows with CRLF and end with one', () => {
    expect(toCsv(['Title', 'ID'], [['B.Com', 1], ['M, Sc', 2]])).toBe('Title,ID\r\nB.Com,1\r\n"M, Sc",2\r\n');
    expect(toCsv(['Only'], [])).toBe('Only\r\n');
  });
});

describe('fetchAllPages', () => {
  const server = (total: number) =>
    vi.fn(async (q: ListQuery): Promise<Page<number>> => {
      const pageCount = Math.max(1, Math.ceil(total / q.pageSize));
      const pageIndex = q.pageIndex >= pageCount ? 0 : q.pageIndex;
      const start = pageIndex * q.pageSize;
      return { items: Array.from({ length: Math.max(0, Math.min(q.pageSize, total - start)) }, (_, i) => start + i), pageCount, pageIndex, total };
    });

  it('should fetch every page of the filter with the same term and sort', async () => {
    const fetchPage = server(1203);
    const out = await fetchAllPages(fetchPage, { term: 'ab', sortBy: 'Title', sortDesc: true });
    expect(out.items).toHaveLength(1203);
    expect(out.items.at(-1)).toBe(1202);
    expect(out.truncated).toBe(false);
    expect(fetchPage.mock.calls.map(([q]) => q.pageIndex)).toEqual([0, 1, 2]);
    expect(fetchPage.mock.calls.every(([q]) => q.pageSize === 500 && q.term === 'ab' && q.sortBy === 'Title' && q.sortDesc)).toBe(true);
  });

  it('should stop at the row bound and say the file is truncated', async () => {
    const fetchPage = server(5000);
    const out = await fetchAllPages(fetchPage, { sortDesc: false }, 1200);
    expect(out.items).toHaveLength(1200);
    expect(out).toMatchObject({ total: 5000, truncated: true });
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('should stop when the server resets the page index instead of repeating page 0', async () => {
    // The list shrinks between two requests: page 1 no longer exists and the server answers page 0.
    let total = 600;
    const inner = server(600);
    const fetchPage = vi.fn(async (q: ListQuery) => {
      const page = await server(total)(q);
      total = 400;
      return page.pageIndex === q.pageIndex ? page : inner({ ...q, pageIndex: 99 });
    });
    const out = await fetchAllPages(fetchPage, { sortDesc: false });
    expect(out.items).toHaveLength(500);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
