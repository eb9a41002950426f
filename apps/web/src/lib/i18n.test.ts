import { describe, expect, it } from 'vitest';
import { languageCodes } from './i18n.ts';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
    return out;
  }
  return { [prefix]: value };
}

const byLanguage = new Map<string, Map<string, Record<string, unknown>>>();
for (const [path, content] of Object.entries(files)) {
  const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  if (!byLanguage.has(lang!)) byLanguage.set(lang!, new Map());
  byLanguage.get(lang!)!.set(ns!, flatten(content));
}

describe('translations', () => {
  it('should ship exactly the three languages of the spec', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...languageCodes].sort());
  });

  const namespaces = new Set([...byLanguage.values()].flatMap((m) => [...m.keys()]));
  for (const ns of namespaces) {
    it(`should have every key of namespace "${ns}" in every language, none empty`, () => {
      const keys = new Set([...byLanguage.values()].flatMap((m) => Object.keys(m.get(ns) ?? {})));
      for (const lang of languageCodes) {
        const table = byLanguage.get(lang)?.get(ns);
        expect(table, `${lang}/${ns}.json is missing`).toBeDefined();
        const missing = [...keys].filter((k) => !(k in table!));
        expect(missing, `${lang}/${ns}.json misses keys`).toEqual([]);
        const empty = Object.entries(table!).filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(empty, `${lang}/${ns}.json has empty values`).toEqual([]);
      }
    });
  }

  it('should really translate: Spanish and German differ from English in most strings', () => {
    for (const lang of ['es', 'de']) {
      let same = 0;
      let total = 0;
      for (const [ns, en] of byLanguage.get('en')!) {
        const other = byLanguage.get(lang)!.get(ns)!;
        for (const [k, v] of Object.entries(en)) {
          total += 1;
          if (other[k] === v) same += 1;
        }
      }
      expect(same / total, `${lang} copies too many English strings`).toBeLessThan(0.15);
    }
  });
});

describe('language detection', () => {
  it('should prefer the chosen language, then the browser languages, then English', async () => {
    const { detectLanguage } = await import('./i18n.ts');
    expect(detectLanguage('de', ['es-ES'])).toBe('de');
    expect(detectLanguage(null, ['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(detectLanguage(null, ['de-AT'])).toBe('de');
    expect(detectLanguage(null, ['fr-FR', 'it'])).toBe('en');
  });
});
