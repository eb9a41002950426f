import { useRef } from 'react';

/**
 * The last non-null value: a dialog keeps showing its subject while it animates closed after the
 * subject was cleared.
 */
export function useLast<T>(value: T | null): T | null {
  const ref = useRef<T | null>(value);
  if (value !== null) ref.current = value;
  return value ?? ref.current;
}
