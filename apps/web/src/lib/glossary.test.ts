import { describe, expect, it } from 'vitest';
import glossary from '../locales/glossary.json';

/*
 * The glossary (apps/web/src/locales/glossary.json, explained in docs/glossary.md): one register and one word per
 * product term in each language. A text that uses an avoided form fails here, naming the file, key and text.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

for (const lang of ['es', 'de'] as const) {
  describe(`glossary (${lang})`, () => {
    const texts = Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${lang}/`))
      .flatMap(([path, content]) => strings(content).map(([key, text]) => ({ where: `${path.split('/').pop()}:${key}`, text })));
    const rules = [
      ...glossary.avoidRegister[lang].map((p) => ({ why: `register (${glossary.register[lang]})`, re: new RegExp(p) })),
      ...glossary.terms.flatMap((t) => t.avoid[lang].map((p) => ({ why: `say "${t[lang]}" for ${t.en}`, re: new RegExp(p) }))),
    ];

    it('should find texts to check', () => {
      expect(texts.length).toBeGreaterThan(100);
    });

    it('should use the chosen register and the glossary terms only', () => {
      const found = texts.flatMap(({ where, text }) => rules.filter((r) => r.re.test(text)).map((r) => `${where}: ${r.why}: ${text}`));
      expect(found).toEqual([]);
    });
  });
}
