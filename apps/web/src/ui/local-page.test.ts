import { describe, expect, it } from 'vitest';
import { localPage } from './local-page.ts';

const rows = [
  { id: 1, text: 'Alpha', f: 0.5 },
  { id: 2, text: 'beta', f: null },
  { id: 3, text: 'Gamma', f: 0.9 },
  { id: 4, text: 'alphabet', f: 0.1 },
];
const base = { pageIndex: 0, pageSize: 2, sortDesc: false };

describe('localPage', () => {
  it('should page and count', () => {
    expect(localPage(rows, base, (r) => r.text)).toEqual({ items: rows.slice(0, 2), pageCount: 2, pageIndex: 0, total: 4 });
    expect(localPage(rows, { ...base, pageIndex: 1 }, (r) => r.text).items.map((r) => r.id)).toEqual([3, 4]);
    expect(localPage(rows, { ...base, pageIndex: 5 }, (r) => r.text).pageIndex).toBe(0);
  });

  it('should search case-insensitively from 2 characters', () => {
    expect(localPage(rows, { ...base, pageSize: 25, term: 'ALP' }, (r) => r.text).items.map((r) => r.id)).toEqual([1, 4]);
    expect(localPage(rows, { ...base, pageSize: 25, term: 'a' }, (r) => r.text).total).toBe(4);
  });

  it('should sort numbers numerically with missing values last, either way', () => {
    const asc = localPage(rows, { ...base, pageSize: 25, sortBy: 'f' }, (r) => r.text).items.map((r) => r.id);
    expect(asc).toEqual([4, 1, 3, 2]);
    const desc = localPage(rows, { ...base, pageSize: 25, sortBy: 'f', sortDesc: true }, (r) => r.text).items.map((r) => r.id);
    expect(desc).toEqual([3, 1, 4, 2]);
    const byText = localPage(rows, { ...base, pageSize: 25, sortBy: 'text' }, (r) => r.text).items.map((r) => r.id);
    expect(byText).toEqual([1, 4, 2, 3]);
  });
});
