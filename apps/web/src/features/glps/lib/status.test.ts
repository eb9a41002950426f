import { describe, expect, it } from 'vitest';
import { learnerItemStatuses } from '@app/contracts/glps';
import { countByStatus, statusViews } from './status.ts';

describe('statusViews', () => {
  it('should give every status an icon and a colour', () => {
    for (const s of learnerItemStatuses) expect(statusViews[s].icon).toBeTruthy();
  });
});

describe('countByStatus', () => {
  it('should count learners per status in progression order and leave out empty statuses', () => {
    expect(countByStatus([{ Status: 'done' }, { Status: 'locked' }, { Status: 'done' }, { Status: 'awaiting-review' }])).toEqual([
      { status: 'locked', count: 1 },
      { status: 'awaiting-review', count: 1 },
      { status: 'done', count: 2 },
    ]);
  });
});
