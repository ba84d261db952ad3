import * as v from 'valibot';

/*
 * Building blocks for the routes' validateSearch schemas (valibot; the router takes a Standard
 * Schema as it is). The router refuses a whole page when a schema reports issues; the portal's
 * rule is gentler: anything odd in the address is left out rather than failing the page, and a
 * value equal to its default stays out of the address (page 1, field 'all'). So every field of
 * a searchSchema() is optional and reads as undefined when refused or default.
 *
 * Two router facts shape this file:
 * - The router keeps the raw search under the validated one ({ ...raw, ...validated }). A refused
 *   value therefore comes out as an explicit `undefined` key (valibot's object writes every key
 *   the input had), never as a missing key, or the raw text would survive.
 * - Route options are not code-split: these schemas run in the first chunk. Keep them small and
 *   free of the contract's response schemas.
 *
 * A field's input type is what a typed <Link search> or navigate() must pass (numbers for pages
 * and years, strings for text, the listed values for a choice); the address's text for the same
 * value is read too, since parseSearch (lib/search-params) reads every URL value as text.
 */

/** A search field: what a caller passes (TInput) and what the page reads (TOutput, or undefined). */
export type SearchField<TInput, TOutput> = v.GenericSchema<TInput, TOutput | undefined>;

const textOrNumber = v.union([v.string(), v.number()]);

/** An object of search fields: each optional, and undefined (not an error) when refused. */
export type SearchSchema<TEntries extends Record<string, v.GenericSchema>> = v.ObjectSchema<
  { [TKey in keyof TEntries]: v.OptionalSchema<SearchField<v.InferInput<TEntries[TKey]>, v.InferOutput<TEntries[TKey]>>, undefined> },
  undefined
>;

export function searchSchema<const TEntries extends Record<string, v.GenericSchema>>(entries: TEntries): SearchSchema<TEntries> {
  const lenient: Record<string, v.GenericSchema> = {};
  for (const key of Object.keys(entries)) {
    const field = entries[key] as v.GenericSchema<unknown, unknown>;
    lenient[key] = v.optional(v.fallback(field, undefined));
  }
  return v.object(lenient) as unknown as SearchSchema<TEntries>;
}

export interface TextOptions {
  /** Longest accepted text (after trimming when `cut`); no limit when left out. */
  max?: number;
  /** The whole text must match (anchor it: ^…$). */
  pattern?: RegExp;
  /**
   * Typed words (a search box): trimmed, and cut to `max` instead of refused when longer. Without
   * it the text is taken as it is, and refused when longer.
   */
  cut?: boolean;
}

/** Text, or a number as its text (2026 → '2026'); empty text is left out. */
export function text({ max = Number.POSITIVE_INFINITY, pattern, cut = false }: TextOptions): SearchField<string | number, string> {
  return v.pipe(
    textOrNumber,
    v.transform((value) => (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : cut ? value.trim().slice(0, max) : value)),
    v.check((value) => value !== '' && value.length <= max && (pattern === undefined || pattern.test(value))),
  );
}

export interface IntegerOptions {
  min: number;
  max: number;
  /** The default: read as undefined, so it stays out of the address (page 1). */
  drop?: number;
}

/**
 * A whole number in [min, max], from a number or from its decimal text as the address writes it
 * ('2' → 2; '02', '2.0', '0x2', ' 2', '1e1' are refused).
 */
export function integer({ min, max, drop }: IntegerOptions): SearchField<number, number> {
  return v.pipe(
    textOrNumber,
    v.transform((value) => (typeof value === 'number' ? value : /^(0|[1-9]\d{0,8})$/.test(value) ? Number(value) : Number.NaN)),
    v.check((value) => Number.isInteger(value) && value >= min && value <= max),
    v.transform((value) => (value === drop ? undefined : value)),
  ) as SearchField<number, number>;
}

/**
 * One of the listed values; a number list also reads its values' text ('90' → 90). `drop` is the
 * default: read as undefined, so it stays out of the address.
 */
export function oneOf<const TList extends readonly (string | number)[], const TDrop extends TList[number] | undefined = undefined>(
  list: TList,
  drop?: TDrop,
): SearchField<TList[number], Exclude<TList[number], TDrop>> {
  return v.pipe(
    textOrNumber,
    v.transform((value) => list.find((entry) => String(entry) === String(value))),
    v.check((value) => value !== undefined && value !== drop),
  ) as SearchField<TList[number], Exclude<TList[number], TDrop>>;
}
