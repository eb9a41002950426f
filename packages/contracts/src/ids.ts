import { z } from 'zod';

/** Largest id a column holds (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;
const idMessage = `Must be a whole number from 1 to ${MAX_ID}`;
/**
 * An id in a path or a query string: digits only (no sign, spaces, hex or exponent), within int4. A number is
 * taken as well, for callers that parse a schema with values already typed.
 */
export const idField = z
  .union([z.string().regex(/^[0-9]{1,10}$/, idMessage).transform(Number), z.number()])
  .pipe(z.number().int(idMessage).min(1, idMessage).max(MAX_ID, idMessage));
/** An id in a JSON body: a whole number within int4. */
export const idValue = z.number().int(idMessage).min(1, idMessage).max(MAX_ID, idMessage);
/** A whole number in a query string (page index, size, unix time): digits only, at most `max`. */
export const uintQuery = (min: number, max: number) =>
  z
    .union([z.string().regex(/^[0-9]{1,16}$/, 'Must be a whole number').transform(Number), z.number()])
    .pipe(z.number().int('Must be a whole number').min(min, `At least ${min}`).max(max, `At most ${max}`));
