/**
 * Structural sharing for data read again: returns `next`, except that every part of it equal in
 * value to the same part of `previous` is `previous`'s part (the same object), and `previous`
 * itself when the whole is equal. A screen that renders from a stored copy read again after each
 * write (a refresh that brought the same answer, another tab's write) then gets the same objects
 * for what did not change, and a memoised part of the screen showing them does not render again.
 *
 * Only plain objects and arrays are walked (what JSON and IndexedDB's structured clone give);
 * anything else is shared only when it is the same value (`Object.is`). A part with nothing to
 * share is `next`'s own object, not a copy.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  return share(previous, next) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function share(previous: unknown, next: unknown): unknown {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    let reused = false;
    const shared = next.map((item: unknown, index) => {
      const kept = index < previous.length ? share(previous[index], item) : item;
      if (index >= previous.length || !Object.is(kept, previous[index])) same = false;
      if (!Object.is(kept, item)) reused = true;
      return kept;
    });
    return same ? previous : reused ? shared : next;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const previousKeys = Object.keys(previous);
    const nextKeys = Object.keys(next);
    let same = previousKeys.length === nextKeys.length;
    let reused = false;
    const entries = nextKeys.map((key): [string, unknown] => {
      const known = Object.hasOwn(previous, key);
      const kept = known ? share(previous[key], next[key]) : next[key];
      if (!known || !Object.is(kept, previous[key])) same = false;
      if (!Object.is(kept, next[key])) reused = true;
      return [key, kept];
    });
    if (same) return previous;
    // A copy only when it holds parts of `previous`. fromEntries defines each key as an own
    // property, '__proto__' included (an assignment would set the prototype).
    return reused ? Object.fromEntries(entries) : next;
  }
  return next;
}
