import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { usePrefsStore, type LanguageCode } from './prefs-store.ts';

/** Languages of spec section 9: all left-to-right. */
export const languages: readonly { code: LanguageCode; locale: string; direction: 'ltr'; label: string }[] = [
  { code: 'en', locale: 'en-US', direction: 'ltr', label: 'English' },
  { code: 'es', locale: 'es-ES', direction: 'ltr', label: 'Español' },
  { code: 'de', locale: 'de-DE', direction: 'ltr', label: 'Deutsch' },
];
export const languageCodes = languages.map((l) => l.code);

/** Namespaces every screen may use without waiting; feature namespaces load on first use. */
export const coreNamespaces = ['common', 'menu'];

// One lazy chunk per language and namespace: a visitor only downloads the language shown.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then((m) => callback(null, m.default), (e: unknown) => callback(e as Error, null));
  },
};

/**
 * The language chosen in the user menu (persisted) wins; otherwise the browser's languages in order;
 * English last. (A few lines instead of i18next-browser-languagedetector keep the first load smaller.)
 */
export function detectLanguage(
  chosen: string | null = usePrefsStore.getState().language,
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): LanguageCode {
  for (const candidate of [chosen, ...browser]) {
    const code = candidate?.slice(0, 2).toLowerCase();
    if (code && (languageCodes as string[]).includes(code)) return code as LanguageCode;
  }
  return 'en';
}

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

/** Starts i18n once; resolves when the core namespaces of the detected language are loaded. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: coreNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return ready;
}

/** The current language code (en, es or de). */
export function currentLanguage(): LanguageCode {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2) as LanguageCode;
  return languageCodes.includes(lng) ? lng : 'en';
}

/** Switches language, remembers it (persisted slice) and updates `<html lang>`. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  usePrefsStore.getState().setLanguage(code);
  await i18n.changeLanguage(code);
}

i18n.on('languageChanged', (lng) => {
  const entry = languages.find((l) => l.code === lng.slice(0, 2)) ?? languages[0]!;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = entry.locale;
    document.documentElement.dir = entry.direction;
  }
});
