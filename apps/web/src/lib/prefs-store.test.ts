import { describe, expect, it } from 'vitest';
import { PREFS_STORAGE_KEY, usePrefsStore } from './prefs-store.ts';
import { defaultMenu, defaultSettings } from './layout-settings.ts';

describe('persisted preferences', () => {
  it('should default to a horizontal pinned menu, fluid layout, light blue theme and no sidebar', () => {
    expect(defaultMenu).toEqual({ direction: 'horizontal', state: 'pinned' });
    expect(defaultSettings).toMatchObject({ layout: 'fluid', themeTone: 'light', themeColor: 'blue', sidebar: false });
  });

  it('should persist only the language, menu and settings slices', () => {
    const s = usePrefsStore.getState();
    s.setLanguage('de');
    s.setMenu({ direction: 'vertical' });
    s.setSettings({ themeColor: 'green' });
    s.setOpenPanel('settings');
    const stored = JSON.parse(localStorage.getItem(PREFS_STORAGE_KEY)!) as { state: Record<string, unknown> };
    expect(Object.keys(stored.state).sort()).toEqual(['language', 'menu', 'settings']);
    expect(stored.state.menu).toMatchObject({ direction: 'vertical', state: 'pinned' });
  });

  it('should keep a single layout panel open: opening one closes the other', () => {
    const s = usePrefsStore.getState();
    s.togglePanel('navigation');
    expect(usePrefsStore.getState().openPanel).toBe('navigation');
    s.togglePanel('settings');
    expect(usePrefsStore.getState().openPanel).toBe('settings');
    s.togglePanel('settings');
    expect(usePrefsStore.getState().openPanel).toBeNull();
  });
});
