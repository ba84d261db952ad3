import * as v from 'valibot';

/*
 * Tolerant at the edges, strict inside (docs/architecture.md). The portal is a client of the
 * library's real API; what the spec allows must be accepted and normalised here, once, so the
 * code inside sees one shape. These are the building blocks of every response schema:
 *
 * - numbers may come as text ('12', ' -200 ', '0.7') and are read as numbers;
 * - a field the spec does not promise may be absent or null (spec §5: empty is null, undefined
 *   or ''): it takes a safe default;
 * - a list may be absent or null (RESULT 'NO_DATA' often sends none): it reads as [];
 * - unknown extra fields are dropped (valibot's `v.object` keeps only the declared keys).
 *
 * What a screen cannot work without (a key it links by, the text it shows) stays required.
 * Every schema built from these accepts its own output, because stored copies are validated again.
 */

const NUMERIC_TEXT = /^\s*[-+]?\d+(\.\d+)?\s*$/;

/** A number, or a number written as text: read as a number. */
export const NumberLike = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.regex(NUMERIC_TEXT, '숫자여야 합니다.'), v.transform(Number)),
]);

/** A whole number, as a number or text. */
export const IntegerLike = v.pipe(NumberLike, v.integer());

/** A count or total: a whole number of at least 0, as a number or text. */
export const CountLike = v.pipe(NumberLike, v.integer(), v.minValue(0));

/** A page number or page size: a whole number of at least 1, as a number or text. */
export const PageNumber = v.pipe(NumberLike, v.integer(), v.minValue(1));

/*
 * In the unions below the usual value's branch comes first: a union tries its branches in order,
 * and each branch that fails builds an issue (its message and a printout of the value) that is
 * thrown away. With '' first, every flag and number of an answer paid for one: the menus' first
 * read took 4.3–5.4 ms instead of 2.7–3.4 ms in Node, and the home page's 1.8–2.3 instead of
 * 1.2–1.7 ms. The branches exclude each other ('' is neither a number nor Y/N), so the result is
 * the same.
 */

/**
 * A number that may be absent, null or '' (then `fallback`). `schema` narrows it further
 * (IntegerLike, CountLike, or a pipe of NumberLike).
 */
export function numberOr(fallback: number, schema: v.GenericSchema<unknown, number> = NumberLike) {
  return v.nullish(v.union([schema, v.pipe(v.literal(''), v.transform(() => fallback))]), fallback);
}

/** Text; a number is read as its text (a membership number of digits sent as a number). */
export const TextLike = v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]);

/** Text that may be absent or null: `fallback` ('' unless given) then; `max` characters at most. */
export function textOr(fallback = '', max?: number) {
  return v.nullish(max === undefined ? TextLike : v.pipe(TextLike, v.maxLength(max)), fallback);
}

/** Text a screen cannot do without (a key, a name it shows): required, not blank. */
export function requiredText(max?: number) {
  return max === undefined ? v.pipe(TextLike, v.trim(), v.minLength(1)) : v.pipe(TextLike, v.trim(), v.minLength(1), v.maxLength(max));
}

/** 'Y' or 'N' in any case and spacing ('y', ' N'), or a boolean. */
export const YesNoLike = v.union([
  v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['Y', 'N'])),
  v.pipe(
    v.boolean(),
    v.transform((flag): 'Y' | 'N' => (flag ? 'Y' : 'N')),
  ),
]);

/** A Y/N flag that may be absent, null or '' (then `fallback`). */
export function yesNoOr(fallback: 'Y' | 'N') {
  return v.nullish(v.union([YesNoLike, v.pipe(v.literal(''), v.transform((): 'Y' | 'N' => fallback))]), fallback);
}

/** true/false, also sent as 'true'/'false', 'Y'/'N' or 1/0. */
export const BooleanLike = v.union([
  v.boolean(),
  v.pipe(
    v.union([v.picklist(['true', 'false', 'Y', 'N', 'y', 'n', '1', '0']), v.picklist([1, 0])]),
    v.transform((value) => value === 'true' || value === 'Y' || value === 'y' || value === '1' || value === 1),
  ),
]);

/** A list that may be absent or null: [] then (a fresh one each time). */
export function listOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.nullish(v.array(item), () => [] as v.InferOutput<TItem>[]);
}

/**
 * A list whose items are read one by one: an item that does not validate is left out instead of
 * refusing the whole answer, and something that is not a list reads as []. Only for lists a screen shows as extra detail (the assistant's
 * structured items, its evidence), never for the data a page is about.
 */
export function lenientListOf<TOutput>(item: v.GenericSchema<unknown, TOutput>) {
  const empty = () => [] as TOutput[];
  const list = v.nullish(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) =>
        items.flatMap((entry) => {
          const parsed = v.safeParse(item, entry);
          return parsed.success ? [parsed.output] : [];
        }),
      ),
    ),
    empty,
  );
  // Not a list at all (a word, an object): nothing to show, rather than no answer.
  return v.fallback(list, empty);
}

/** One of `values`; anything else (or nothing) reads as `fallback`. */
export function oneOfOr<const TValues extends readonly [string, ...string[]]>(values: TValues, fallback: TValues[number]) {
  return v.fallback(v.picklist(values), fallback);
}
