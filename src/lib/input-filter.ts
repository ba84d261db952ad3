import { koForms } from './i18n/messages-forms-ko';

/**
 * Spec §5, §9 input filters, domain-free: what a field keeps of what was typed or pasted, where
 * the caret goes, and how much was left out (so the page can say so: nothing is lost silently).
 */

/** Spec §9: a field with no bound of its own keeps at most this many characters. */
export const DEFAULT_MAX_LENGTH = 9999;

export type InputRule =
  /** Spec §5 numeric-only: digits and periods. */
  | { kind: 'numeric' }
  /**
   * Spec §5 allowed characters: ASCII letters (unless `letters: false`), digits and the listed
   * extra characters, e.g. `{ kind: 'allowed', extra: '-_.@' }` for a login id. `label` says
   * the rule in words where the generic sentence would read oddly (an ISBN's final X).
   */
  | { kind: 'allowed'; letters?: boolean; extra?: string; label?: string }
  /** Spec §5 English-only (passwords): Hangul typed with the IME still on is stripped. */
  | { kind: 'english' }
  /** Anything; only the length is bounded. */
  | { kind: 'any' };

export interface FilterOptions {
  /** Default DEFAULT_MAX_LENGTH. */
  maxLength?: number;
  /** Where the caret was in `value` (the input's selectionEnd); default the end. */
  caret?: number | null;
  /**
   * Fold each character to its compatibility form first (NFKC: full-width '９' → '9', '－' →
   * '-'), so what a Korean keyboard's full-width mode types is kept, not refused.
   */
  fold?: boolean;
}

export interface Filtered {
  value: string;
  /** Where the caret belongs in `value`: after what was kept of the text before it. */
  caret: number;
  /** Characters the rule refused. */
  refused: number;
  /** Characters dropped because the field was full. */
  overflow: number;
}

/** Hangul syllables and every jamo block (what a Korean IME produces). */
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7a3\ud7b0-\ud7ff]/u;

function keeps(rule: InputRule): (character: string) => boolean {
  switch (rule.kind) {
    case 'numeric':
      return (character) => (character >= '0' && character <= '9') || character === '.';
    case 'allowed': {
      const letters = rule.letters ?? true;
      const extra = rule.extra ?? '';
      return (character) =>
        (character >= '0' && character <= '9') ||
        (letters && ((character >= 'a' && character <= 'z') || (character >= 'A' && character <= 'Z'))) ||
        (character !== '' && extra.includes(character));
    }
    case 'english':
      return (character) => !HANGUL.test(character);
    case 'any':
      return () => true;
  }
}

/**
 * Applies the rule, then the length bound. A value that overflows loses characters from just
 * before the caret (what was typed or pasted last), never the text the field already had.
 */
export function filterInput(value: string, rule: InputRule, options: FilterOptions = {}): Filtered {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const characters = Array.from(value);
  const caretAt = Math.min(Math.max(options.caret ?? value.length, 0), value.length);
  const keep = keeps(rule);
  const kept: string[] = [];
  let keptBeforeCaret = 0;
  let refused = 0;
  let offset = 0;
  for (const character of characters) {
    const before = offset < caretAt;
    offset += character.length;
    for (const piece of options.fold ? Array.from(character.normalize('NFKC')) : [character]) {
      if (keep(piece)) {
        kept.push(piece);
        if (before) keptBeforeCaret += 1;
      } else {
        refused += 1;
      }
    }
  }
  let overflow = 0;
  if (kept.length > maxLength) {
    overflow = kept.length - maxLength;
    // Cut what sits just before the caret (the newest input); if the caret is too near the
    // start for that, cut the end.
    const start = keptBeforeCaret >= overflow ? keptBeforeCaret - overflow : maxLength;
    kept.splice(start, overflow);
    if (keptBeforeCaret >= overflow) keptBeforeCaret -= overflow;
    else keptBeforeCaret = Math.min(keptBeforeCaret, maxLength);
  }
  const result = kept.join('');
  const caret = kept.slice(0, keptBeforeCaret).join('').length;
  return { value: result, caret, refused, overflow };
}

/** The rule in words (the first half of the notice). */
export function describeRule(rule: InputRule): string {
  const t = koForms.filter;
  switch (rule.kind) {
    case 'numeric':
      return t.numeric;
    case 'allowed': {
      if (rule.label) return rule.label;
      const extras = Array.from(rule.extra ?? '')
        .filter((character) => character.trim() !== '')
        .join(' ');
      if (rule.letters === false) return extras ? t.digitsWith(extras) : t.digits;
      return extras ? t.alphanumericWith(extras) : t.alphanumeric;
    }
    case 'english':
      return t.english;
    case 'any':
      return '';
  }
}

/**
 * What to tell the member after filtering: '' when nothing was left out, else the rule (or the
 * bound) and how many characters did not go in. Never the characters themselves (a password's
 * Hangul would spell its keys).
 */
export function filterNotice(filtered: Filtered, rule: InputRule, maxLength = DEFAULT_MAX_LENGTH): string {
  const left = filtered.refused + filtered.overflow;
  if (left === 0) return '';
  const reasons = [filtered.refused > 0 ? describeRule(rule) : '', filtered.overflow > 0 ? koForms.filter.tooLong(maxLength) : ''].filter(Boolean);
  return [...reasons, koForms.filter.removed(left)].join(' ');
}
