import { describe, expect, it } from 'vitest';
import { checkingSearch, idsSegment, MAX_FILTER_IDS, parseCheckingQuery, parseIds } from './checking-query.ts';

describe('parseCheckingQuery', () => {
  it('should default to the pending tab and no filters when the address has no query', () => {
    expect(parseCheckingQuery(new URLSearchParams(''))).toEqual({ tab: 'pending', courseIds: [], userIds: [] });
  });

  it('should read the tab and the dash-joined ids when they are in the address', () => {
    expect(parseCheckingQuery(new URLSearchParams('tab=reattempted&courses=3-1&learners=7'))).toEqual({ tab: 'reattempted', courseIds: [3, 1], userIds: [7] });
  });

  it('should fall back to pending and drop bad ids when the address was edited by hand', () => {
    expect(parseCheckingQuery(new URLSearchParams('tab=bogus&courses=2-x-0--2-5&learners=all'))).toEqual({ tab: 'pending', courseIds: [2, 5], userIds: [] });
  });
});

describe('checkingSearch', () => {
  it('should leave the defaults out of the address', () => {
    expect(checkingSearch({ tab: 'pending', courseIds: [], userIds: [] })).toBe('');
  });

  it('should round-trip through parseCheckingQuery when a tab and filters are set', () => {
    const q = { tab: 'reattempted' as const, courseIds: [4, 9], userIds: [12] };
    const search = checkingSearch(q);
    expect(search).toBe('?tab=reattempted&courses=4-9&learners=12');
    expect(parseCheckingQuery(new URLSearchParams(search))).toEqual(q);
  });
});

describe('parseIds and idsSegment', () => {
  it('should take ids from multi-select values, deduplicated, at most the API limit', () => {
    expect(parseIds(['5', '5', '8', ''])).toEqual([5, 8]);
    const many = Array.from({ length: MAX_FILTER_IDS + 20 }, (_, i) => String(i + 1));
    expect(parseIds(many)).toHaveLength(MAX_FILTER_IDS);
  });

  it("should give 'all' for no filter and dash-joined ids otherwise", () => {
    expect(idsSegment([])).toBe('all');
    expect(idsSegment([3, 11])).toBe('3-11');
  });
});
