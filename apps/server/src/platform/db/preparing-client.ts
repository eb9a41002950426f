import { createHash } from 'node:crypto';
import pg from 'pg';

/** At most this many statement texts are named (prepared on each connection that runs them). */
const MAX_NAMED = 1000;
/** At most this many texts are counted before they are named; past it, the counts start again. */
const MAX_COUNTED = 5000;
/** A text is named from this many runs on (a one-off statement, e.g. of the demo seed, is never prepared). */
const NAMED_FROM_RUN = 3;

/** Text -> its statement name once named, or how many times it ran so far. */
const seen = new Map<string, string | number>();
let named = 0;

/**
 * A statement whose text holds this comment is never named: PostgreSQL plans it for its values on every run. For a
 * search, whose best plan depends on the term (a rare pair through its index, a frequent one by walking the order),
 * a generic plan chosen after five runs is the same plan for every term: 14 s instead of 2 ms for "an" over a
 * million learners.
 */
export const PLAN_PER_RUN = '/* plan per run */';

/** The name a parameterised statement runs under, once it has run often enough; undefined: run it unnamed. */
export function statementName(text: string): string | undefined {
  if (text.includes(PLAN_PER_RUN)) return undefined;
  const known = seen.get(text);
  if (typeof known === 'string') return known;
  const runs = (known ?? 0) + 1;
  if (runs >= NAMED_FROM_RUN && named < MAX_NAMED) {
    const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    seen.set(text, name);
    named += 1;
    return name;
  }
  if (known === undefined && seen.size >= MAX_COUNTED) {
    for (const [t, v] of seen) if (typeof v === 'number') seen.delete(t);
  }
  seen.set(text, runs);
  return undefined;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * The node-postgres client of the pool: a statement sent with parameters (drizzle's queries) that has run a few times
 * goes out as a named prepared statement, so PostgreSQL parses it once per connection and, once its generic plan is
 * as good as the custom ones (after five runs), stops planning it too, as postgres.js and most drivers do by default.
 * For a statement of a few parameters planning cost as much as running it (the staff coin change: 794 -> 1,016
 * req/s once prepared). Texts are named in the order they become frequent, at most MAX_NAMED of them (a query with
 * a list of values makes one text per length of the list), so what each connection keeps prepared is bounded.
 * Statements without parameters (BEGIN, COMMIT, SET, DDL, several statements in one text) are sent as before, and
 * so are those marked PLAN_PER_RUN.
 */
export class PreparingClient extends pg.Client {
  // node-postgres' overloads: (text | config, values?, callback?); only a config object with parameters is named.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfig | string, unknown];
    if (config && typeof config === 'object' && typeof config.text === 'string' && config.name === undefined) {
      const params = Array.isArray(values) ? values : config.values;
      if (Array.isArray(params) && params.length > 0) {
        const name = statementName(config.text);
        if (name) args[0] = { ...config, name };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
