import { describe, expect, it } from 'vitest';
import { learnerItemStatusIcon } from '@app/contracts/glps';
import { itemStatusOf } from './item-status.ts';
import { emptyProgress } from './progress-state.ts';

describe('itemStatusOf', () => {
  it('should follow the lock icon when the item has one', () => {
    expect(itemStatusOf({ Type: 'material', LockStatus: 'lock-on' }, { ...emptyProgress, watchedSeconds: 50 }, undefined)).toBe('locked');
    expect(itemStatusOf({ Type: 'test', LockStatus: 'check-circle' }, emptyProgress, undefined)).toBe('done');
    expect(itemStatusOf({ Type: 'assignment', LockStatus: 'hourglass' }, emptyProgress, { status: 'submitted', attemptNo: 1 })).toBe('awaiting-review');
    expect(itemStatusOf({ Type: 'assignment', LockStatus: 'rotate-right' }, emptyProgress, { status: 'returned', attemptNo: 1 })).toBe('returned');
    expect(itemStatusOf({ Type: 'test', LockStatus: 'warning-hexagon' }, { ...emptyProgress, testStatus: 'failed' }, undefined)).toBe('failed');
  });

  it('should say in-progress when an open item was started and not-started otherwise', () => {
    expect(itemStatusOf({ Type: 'material', LockStatus: null }, emptyProgress, undefined)).toBe('not-started');
    expect(itemStatusOf({ Type: 'material', LockStatus: null }, { ...emptyProgress, watchedSeconds: 12 }, undefined)).toBe('in-progress');
    expect(itemStatusOf({ Type: 'test', LockStatus: null }, emptyProgress, undefined)).toBe('not-started');
    expect(itemStatusOf({ Type: 'test', LockStatus: null }, { ...emptyProgress, testStatus: 'started' }, undefined)).toBe('in-progress');
    expect(itemStatusOf({ Type: 'assignment', LockStatus: null }, emptyProgress, undefined)).toBe('not-started');
  });

  it('should map every status back to the icon it came from', () => {
    for (const icon of ['lock-on', 'check-circle', 'hourglass', 'rotate-right', 'warning-hexagon'] as const) {
      expect(learnerItemStatusIcon[itemStatusOf({ Type: 'test', LockStatus: icon }, emptyProgress, undefined)]).toBe(icon);
    }
  });
});
