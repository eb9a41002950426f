import { describe, expect, it } from 'vitest';
import { IconAlertHexagon, IconCircleCheck, IconClipboardCheck, IconFileText, IconFileTypePdf, IconHourglass, IconLock, IconMovie, IconPencil, IconRotateClockwise, IconBrandYoutube } from '@tabler/icons-react';
import { lockStatuses } from '@app/contracts/courses';
import en from '../../../locales/en/course-player.json';
import es from '../../../locales/es/course-player.json';
import de from '../../../locales/de/course-player.json';
import { itemTypeView, lockStatusView, lockStatusViews } from './lock-status.ts';

const lookup = (table: unknown, key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], table);

describe('lock status icons (DESIGN section 5)', () => {
  it('should show the designed icon for every status when an item has one', () => {
    expect(lockStatusViews['lock-on'].icon).toBe(IconLock);
    expect(lockStatusViews.hourglass.icon).toBe(IconHourglass);
    expect(lockStatusViews['rotate-right'].icon).toBe(IconRotateClockwise);
    expect(lockStatusViews['warning-hexagon'].icon).toBe(IconAlertHexagon);
    expect(lockStatusViews['check-circle'].icon).toBe(IconCircleCheck);
    expect(Object.keys(lockStatusViews).sort()).toEqual([...lockStatuses].sort());
  });

  it('should show no icon when an open item is not started', () => {
    expect(lockStatusView(null)).toBeNull();
  });

  it('should have a distinct label and hint in English, Spanish and German when a status is shown', () => {
    for (const [lang, table] of Object.entries({ en, es, de })) {
      const labels = lockStatuses.map((s) => lookup(table, lockStatusViews[s].label));
      const hints = lockStatuses.map((s) => lookup(table, lockStatusViews[s].hint));
      for (const v of [...labels, ...hints]) expect(typeof v === 'string' && v.length > 1, `${lang}: ${String(v)}`).toBe(true);
      expect(new Set(labels).size, `${lang} labels`).toBe(lockStatuses.length);
    }
    expect(lookup(en, lockStatusViews.hourglass.label)).toBe('Awaiting review');
    expect(lookup(de, lockStatusViews['lock-on'].label)).toBe('Gesperrt');
  });
});

describe('item type icons', () => {
  it('should tell tests, assignments and each kind of material apart when listed', () => {
    expect(itemTypeView('test', null)).toEqual({ icon: IconClipboardCheck, label: 'type.test' });
    expect(itemTypeView('assignment', null)).toEqual({ icon: IconPencil, label: 'type.assignment' });
    expect(itemTypeView('material', 'video-upload').icon).toBe(IconMovie);
    expect(itemTypeView('material', 'video-link').icon).toBe(IconBrandYoutube);
    expect(itemTypeView('material', 'pdf').icon).toBe(IconFileTypePdf);
    expect(itemTypeView('material', 'richtext').icon).toBe(IconFileText);
    for (const k of ['video-upload', 'video-link', 'pdf', 'richtext'] as const) expect(lookup(en, itemTypeView('material', k).label)).toBeTruthy();
  });
});
