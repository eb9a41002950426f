/**
 * A search's ranked matches per term, held by each server instance under a version of the searched data (a row of
 * data_versions, bumped by database triggers in the transaction of every change that could alter a search: the
 * forum's 'forum.search', migration 0044; the resume bank's 'resumes.bank', migration 0047). A search reads its page's
 * rows and the version in one statement; while the version is the one its matches were ranked under, the matches are
 * those the database would rank now, so ranking (reading every match, a few milliseconds for a common word) is done
 * once per term and change instead of once per request.
 */
export type RankedMatches = { version: number; ids: Int32Array };

/** Terms kept, and match ids kept in all (4 bytes each): at most 500 terms and 4 MB. */
const MAX_TERMS = 500;
const MAX_IDS = 1_000_000;

export function createSearchCache(rank: (term: string) => Promise<{ ids: number[]; version: number | null }>) {
  const entries = new Map<string, RankedMatches>();
  /** Rankings under way, shared by the searches of a term that arrive meanwhile. */
  const loading = new Map<string, Promise<RankedMatches>>();
  let held = 0;

  function keep(term: string, m: RankedMatches) {
    const old = entries.get(term);
    // A slower ranking that read an older version must not replace a newer one.
    if (old && old.version > m.version) return;
    if (old) held -= old.ids.length;
    entries.delete(term);
    entries.set(term, m);
    held += m.ids.length;
    for (const [k, e] of entries) {
      if (entries.size <= MAX_TERMS && held <= MAX_IDS) break;
      if (k === term) continue;
      entries.delete(k);
      held -= e.ids.length;
    }
  }

  /** Ranks `term` now (or joins a ranking of it under way). A ranking without a version is answered, not kept. */
  function load(term: string): Promise<RankedMatches> {
    let p = loading.get(term);
    if (!p) {
      p = rank(term).then(
        ({ ids, version }) => {
          loading.delete(term);
          const m = { version: version ?? -1, ids: Int32Array.from(ids) };
          if (version !== null) keep(term, m);
          return m;
        },
        (err: unknown) => {
          loading.delete(term);
          throw err;
        },
      );
      loading.set(term, p);
    }
    return p;
  }

  return {
    /** The term's matches as last ranked (most recently used last), or a ranking of them now. */
    get(term: string): Promise<RankedMatches> | RankedMatches {
      const hit = entries.get(term);
      if (!hit) return load(term);
      entries.delete(term);
      entries.set(term, hit);
      return hit;
    },
    /** Ranks `term` again: its matches were ranked under an older version than the one just read. */
    reload: load,
  };
}
