import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A report's applied filters, kept in the address (shareable, survives a reload and the back button). */
export function useUrlFilters<K extends string>(keys: readonly K[]): [Record<K, string>, (next: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const apply = useCallback(
    (next: Partial<Record<K, string>>) => {
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next) as [K, string | undefined][]) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      });
    },
    [setParams],
  );
  return [values, apply];
}

/** "1,2,3" -> ['1','2','3'] for a MultiSelect; and back. */
export const splitIds = (v: string) => (v ? v.split(',').filter(Boolean) : []);
export const joinIds = (v: string[]) => v.join(',');
/** Only the filters with a value (the API treats a missing filter as "any"). */
export const present = <T extends Record<string, unknown>>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;
