import { describe, expect, it } from 'vitest';
import { localPage } from './local-page.ts';

const rows = [
  { UserName: 'Zoe', Progress: 10, LastActivity: null as string | null },
  { UserName: 'adam', Progress: 80, LastActivity: '2026-01-02' },
  { UserName: 'Bea', Progress: 40, LastActivity: '2026-01-01' },
];
const q = { pageIndex: 0, pageSize: 2, sortDesc: false };

describe('localPage', () => {
  it('should page the rows and report the page count', () => {
    expect(localPage(rows, q, (r) => r.UserName)).toMatchObject({ total: 3, pageCount: 2, pageIndex: 0, items: [rows[0], rows[1]] });
    expect(localPage(rows, { ...q, pageIndex: 1 }, (r) => r.UserName).items).toEqual([rows[2]]);
  });

  it('should answer the first page when the index is beyond the end', () => {
    expect(localPage(rows, { ...q, pageIndex: 7 }, (r) => r.UserName).pageIndex).toBe(0);
  });

  it('should search case-insensitively and ignore terms under two characters', () => {
    expect(localPage(rows, { ...q, term: 'AD' }, (r) => r.UserName).items).toEqual([rows[1]]);
    expect(localPage(rows, { ...q, term: 'z' }, (r) => r.UserName).total).toBe(3);
  });

  it('should sort by one field, numbers numerically, text without case, nulls last', () => {
    const all = { ...q, pageSize: 10 };
    expect(localPage(rows, { ...all, sortBy: 'Progress', sortDesc: true }, () => '').items.map((r) => r.Progress)).toEqual([80, 40, 10]);
    expect(localPage(rows, { ...all, sortBy: 'UserName' }, () => '').items.map((r) => r.UserName)).toEqual(['adam', 'Bea', 'Zoe']);
    expect(localPage(rows, { ...all, sortBy: 'LastActivity', sortDesc: true }, () => '').items.map((r) => r.UserName)).toEqual(['adam', 'Bea', 'Zoe']);
  });
});
