import { useEffect, useMemo, useRef } from 'react';
import { keepEqual } from './keep-equal';

/**
 * `value`, sharing with the value this component last showed every part that is equal (see
 * keepEqual): when the same data reaches a component from two sources one after the other (a
 * network answer, then the copy read back from the device), the second render hands its
 * children the objects they already have.
 */
export function useKeptEqual<T>(value: T): T {
  const shown = useRef<T>(value);
  const kept = useMemo(() => keepEqual(shown.current, value), [value]);
  useEffect(() => {
    shown.current = kept;
  }, [kept]);
  return kept;
}
