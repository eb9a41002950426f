import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  defaultMenu, defaultSettings, type LayoutSettings, type MenuSettings,
} from './layout-settings.ts';

export const PREFS_STORAGE_KEY = 'erp.prefs';

export type LanguageCode = 'en' | 'es' | 'de';

/** Which layout panel is open; opening one closes the other (spec section 2). */
export type OpenPanel = 'navigation' | 'settings' | null;

interface PrefsState {
  language: LanguageCode | null;
  menu: MenuSettings;
  settings: LayoutSettings;
  /** Not persisted. */
  openPanel: OpenPanel;
  /** The address (window.location.pathname) the open panel was opened on; not persisted. */
  panelPath: string | null;
  setLanguage: (language: LanguageCode) => void;
  setMenu: (patch: Partial<MenuSettings>) => void;
  setSettings: (patch: Partial<LayoutSettings>) => void;
  resetLayout: () => void;
  setOpenPanel: (panel: OpenPanel) => void;
  togglePanel: (panel: Exclude<OpenPanel, null>) => void;
}

/** Only the language, menu and settings slices persist between visits (spec section 4). */
export const usePrefsStore = create<PrefsState>()(
  persist(
    (set) => ({
      language: null,
      menu: defaultMenu,
      settings: defaultSettings,
      openPanel: null,
      panelPath: null,
      setLanguage: (language) => set({ language }),
      setMenu: (patch) => set((s) => ({ menu: { ...s.menu, ...patch } })),
      setSettings: (patch) => set((s) => ({ settings: { ...s.settings, ...patch } })),
      resetLayout: () => set({ menu: defaultMenu, settings: defaultSettings }),
      setOpenPanel: (openPanel) => set({ openPanel, panelPath: openPanel ? window.location.pathname : null }),
      togglePanel: (panel) => set((s) => (s.openPanel === panel
        ? { openPanel: null, panelPath: null }
        : { openPanel: panel, panelPath: window.location.pathname })),
    }),
    {
      name: PREFS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ language: s.language, menu: s.menu, settings: s.settings }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<PrefsState>;
        return {
          ...current,
          language: p.language ?? current.language,
          menu: { ...current.menu, ...p.menu },
          settings: { ...current.settings, ...p.settings },
        };
      },
    },
  ),
);
