/*
 * The one rule for search values in the address, in both directions. A URL value is text: it is
 * read as text (an ISBN, a year or a KDC class '01' are never turned into numbers) and written as
 * text (never JSON-quoted, so ?query=9788936434120, not ?query=%229788936434120%22). Turning text
 * into typed values is each route's validateSearch (src/lib/search-schema.ts).
 */

/** '?a=1&b=%ED%95%9C' → { a: '1', b: '한' }; a key given twice keeps its first value (as URLSearchParams.get). */
export function parseSearch(searchStr: string): Record<string, string> {
  // No prototype: a key such as __proto__ or constructor is data like any other.
  const search: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (!(key in search)) search[key] = value;
  }
  return search;
}

function valueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  // undefined and null mean "not given". Objects and arrays are not search values here: writing
  // them would need a second encoding (JSON) that reads back differently, so they are left out.
  return undefined;
}

/**
 * { a: '1', page: 2, none: undefined } → '?a=1&page=2', or '' when nothing is left. Strings as
 * they are, finite numbers and booleans as their text; undefined, null, '' and anything else are
 * left out. Keys keep their order.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(search)) {
    const text = valueText(search[key]);
    if (text !== undefined) params.append(key, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
