/**
 * Members' text is stored and served as plain text (BODY_FORMAT 'text'), never as HTML: the
 * server does not escape or strip markup, it only removes characters that have no business in a
 * post and can hide or reorder what a reader sees.
 */

/**
 * C0 controls except tab and line feed, DEL, C1 controls, and the bidirectional embedding,
 * override and isolate marks (U+202A–U+202E, U+2066–U+2069) that can reorder a line's display.
 */
// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** A post body: CRLF and lone CR become LF, unwanted controls go, the ends are trimmed. */
export function sanitizeText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNWANTED, '').trim();
}

/** A one-line field such as a title: as sanitizeText, and line breaks and tabs become spaces. */
export function sanitizeLine(text: string): string {
  return sanitizeText(text).replace(/[\n\t]+/g, ' ').trim();
}
