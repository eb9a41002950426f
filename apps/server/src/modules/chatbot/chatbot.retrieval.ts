/**
 * How the bot decides what answers a question, on PostgreSQL's English stemmer and pg_trgm only (no model download).
 *
 * The question's lexemes are its concepts; a skill of the ERP skill database whose name or synonym appears in the
 * question ("F110", "MIRO", "GR/IR") is one concept, met by a source that names the skill any of its ways
 * ("automatic payment program"). Words every ERP question shares ("SAP", "configure", "step") weigh little, so a
 * question that only shares them with a source is declined. A candidate's score (0..1) mixes how much of the
 * question its key (a trained question variant, or a knowledge item's title) covers, how much the key and its text
 * together cover, and the trigram similarity of the question to the key.
 */

/** Lexemes (English stems) that nearly every ERP question carries: they count for little on their own. */
const GENERIC = new Set([
  'sap', 'oracl', 'erp', 's/4hana', 's4hana', 'hana', 'use', 'configur', 'config', 'set', 'setup', 'step', 'need', 'creat', 'way', 'work',
  'system', 'transact', 'code', 'tcode', 'process', 'explain', 'mean', 'tell', 'know', 'want', 'help', 'get', 'make', 'exampl', 'best',
  'good', 'new', 'main', 'import', 'type', 'defin', 'role', 'can', 'pleas', 'happen', 'well', 'also', 'like', 'one', 'thing', 'much',
  'mani', 'doe', 'differ', 'basic', 'question', 'answer', 'learn', 'understand', 'time', 'day', 'check', 'find', 'show', 'give',
]);
const GENERIC_WEIGHT = 0.25;
const SKILL_WEIGHT = 1.5;

/** One concept of the question: met when a source holds every lexeme of any of its forms. */
export type Concept = { forms: string[][]; weight: number; generic: boolean; label: string };

/** A skill's ways of being named, as lexeme sets (from its name and synonyms). */
export type SkillForms = { label: string; forms: string[][] };

/** The question's concepts: the skills it names (their forms), then its remaining lexemes one by one. */
export function conceptsOf(lexemes: string[], skills: SkillForms[]): Concept[] {
  const have = new Set(lexemes);
  const used = new Set<string>();
  const concepts: Concept[] = [];
  for (const s of skills) {
    const named = s.forms.filter((f) => f.length > 0 && f.every((l) => have.has(l)));
    if (named.length === 0) continue;
    // A form made only of generic words ("set up") does not make the question about the skill.
    if (named.every((f) => f.every((l) => GENERIC.has(l)))) continue;
    for (const f of named) for (const l of f) used.add(l);
    concepts.push({ forms: s.forms, weight: SKILL_WEIGHT, generic: false, label: s.label });
  }
  for (const l of lexemes) {
    if (used.has(l)) continue;
    const generic = GENERIC.has(l) || l.length < 2;
    concepts.push({ forms: [[l]], weight: generic ? GENERIC_WEIGHT : 1, generic, label: l });
  }
  return concepts;
}

const meets = (c: Concept, has: (l: string) => boolean) => c.forms.some((f) => f.length > 0 && f.every(has));

/** A candidate to score: its keys (question variants or a title) and its text, each analysed. */
export type Analysed = { keys: { lexemes: string[]; similarity: number }[]; body: string[] | Set<string> };

/** The candidate's score (0..1) for the question's concepts. */
export function scoreOf(concepts: Concept[], c: Analysed): number {
  const total = concepts.reduce((s, x) => s + x.weight, 0);
  if (total === 0 || concepts.every((x) => x.generic)) return 0;
  const body = c.body instanceof Set ? c.body : new Set(c.body);
  let best = 0;
  for (const k of c.keys) {
    const key = new Set(k.lexemes);
    const inKeyOnly = (l: string) => key.has(l);
    const inAll = (l: string) => key.has(l) || body.has(l);
    let keyWeight = 0;
    let allWeight = 0;
    let specific = false;
    for (const x of concepts) {
      if (meets(x, inKeyOnly)) keyWeight += x.weight;
      if (meets(x, inAll)) {
        allWeight += x.weight;
        if (!x.generic) specific = true;
      }
    }
    let s = 0.55 * (keyWeight / total) + 0.25 * (allWeight / total) + 0.2 * k.similarity;
    // Nothing specific of the question is in the source: only generic words or trigram noise matched.
    if (!specific) s *= 0.3;
    best = Math.max(best, s);
  }
  return Math.round(best * 1000) / 1000;
}

/** The question as the unanswered queue and the statistics group it: lower case, single spaces, no trailing marks. */
export function normalizeQuestion(q: string): string {
  return q.toLowerCase().replace(/\s+/g, ' ').replace(/[\s?!.]+$/, '').trim();
}

/**
 * pg_trgm's trigrams of a text, as `similarity()` takes them: lower case, each word (letters and digits) padded
 * with two spaces before and one after, every three consecutive characters, once each.
 */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...w, ' '];
    for (let n = 0; n + 3 <= chars.length; n++) out.add(chars[n]! + chars[n + 1]! + chars[n + 2]!);
  }
  return out;
}

/** pg_trgm's `similarity()`: shared trigrams over all distinct trigrams of both texts. */
export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}
