import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError } from './errors';

/** Largest request body a portal call accepts, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i;

interface ParseOptions {
  /**
   * Also read fields from the query string (spec §7 sends getpopuplist's fields that way);
   * a field present in both places takes the body's value.
   */
  acceptQuery?: boolean;
}

/** Each request's body as parseRequest read it (the stream can be read once). */
const bodyTexts = new WeakMap<Request, string>();

/** The body text parseRequest read for this request, or undefined when it has not been parsed. */
export function parsedBodyText(c: Context): string | undefined {
  return bodyTexts.get(c.req.raw);
}

/**
 * Reads, parses and validates a portal call's body against its contract schema. Every failure
 * becomes an HttpError 400 whose Korean message names the field, so no route handles bad input
 * itself.
 */
export async function parseRequest<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  options: ParseOptions = {},
): Promise<v.InferOutput<S>> {
  const text = await readBodyText(c);
  bodyTexts.set(c.req.raw, text);
  let body: unknown = {};
  if (text.trim() !== '') {
    const type = c.req.header('content-type') ?? '';
    if (!JSON_TYPE.test(type)) {
      throw new HttpError(400, '요청 본문은 Content-Type: application/json 형식으로 보내 주세요.');
    }
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, '요청 본문이 올바른 JSON 형식이 아닙니다.');
    }
  }
  if (text.trim() !== '' && !isPlainObject(body)) throw new HttpError(400, '요청 본문은 JSON 객체여야 합니다.');
  if (options.acceptQuery) body = { ...c.req.query(), ...(body as Record<string, unknown>) };
  const unsafe = unsafeValue(body, '');
  if (unsafe) throw new HttpError(400, unsafe.message, unsafe.field || undefined);

  const result = v.safeParse(schema, body, { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new HttpError(400, describeIssue(issue), v.getDotPath(issue) ?? undefined);
}

/** The largest whole number a call may carry: the database's integer columns hold no more. */
export const MAX_WIRE_INTEGER = 2_147_483_647;
/**
 * NUL, which no PostgreSQL text can hold (it answered 500): refused everywhere. Other control
 * characters are text the database keeps; the calls that show text clean them (boards strip them).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /\u0000/;
const MAX_DEPTH = 8;

/**
 * The request gate every call passes before its schema (issue 18, findings 4 and 10): a text with
 * a NUL character and a whole number beyond the database's integers are
 * refused with 400 naming the field, wherever they are in the body — before, they reached the
 * database and answered 500.
 */
export function unsafeValue(value: unknown, field: string, depth = 0): { field: string; message: string } | null {
  const name = field || '요청 본문';
  if (typeof value === 'string') {
    return CONTROL_CHARACTERS.test(value) ? { field, message: `${name} 값에 사용할 수 없는 제어 문자가 있습니다.` } : null;
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) && Math.abs(value) > MAX_WIRE_INTEGER ? { field, message: `${name} 값이 너무 큽니다.` } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return { field, message: `${name} 값의 구조가 너무 깊습니다.` };
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const path = field ? `${field}.${key}` : key;
    if (CONTROL_CHARACTERS.test(key)) return { field, message: `${name}의 항목 이름에 사용할 수 없는 제어 문자가 있습니다.` };
    const found = unsafeValue(item, path, depth + 1);
    if (found) return found;
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads at most MAX_BODY_BYTES, also when the client sends no Content-Length (chunked). */
async function readBodyText(c: Context): Promise<string> {
  const tooLarge = () => new HttpError(400, `요청 본문이 너무 큽니다. ${MAX_BODY_BYTES / 1024}KB 이하로 보내 주세요.`);
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

type Issue = v.BaseIssue<unknown> & { requirement?: unknown };

/** valibot writes a picklist's options as `("Y" | "N")`; people read `Y, N`. */
function listOptions(expected: string | null): string {
  return (expected ?? '')
    .replace(/^\((.*)\)$/, '$1')
    .split(' | ')
    .map((option) => option.replace(/^"(.*)"$/, '$1'))
    .join(', ');
}

/**
 * A Korean sentence for one valibot issue. The contract's own messages are kept (they are
 * already Korean) with the field appended when they do not name it; valibot's English defaults
 * are replaced.
 */
export function describeIssue(issue: Issue): string {
  const field = v.getDotPath(issue);
  if (field === null) return '요청 본문은 JSON 객체여야 합니다.';
  if (issue.received === 'undefined') return `필수 항목 ${field} 값이 없습니다.`;
  const isDefault = issue.message.startsWith('Invalid ');
  if (!isDefault) return issue.message.includes(field) ? issue.message : `${issue.message} (${field})`;
  switch (issue.type) {
    case 'string':
      return `${field} 값은 문자열이어야 합니다.`;
    case 'number':
    case 'integer':
      return `${field} 값은 숫자여야 합니다.`;
    case 'picklist':
    case 'literal':
      return `${field} 값은 ${listOptions(issue.expected)} 중 하나여야 합니다.`;
    case 'max_length':
      return `${field} 값은 ${String(issue.requirement)}자 이하여야 합니다.`;
    case 'min_length':
      return `${field} 값은 ${String(issue.requirement)}자 이상이어야 합니다.`;
    case 'regex':
      return `${field} 값의 형식이 올바르지 않습니다.`;
    default:
      return `${field} 값이 올바르지 않습니다.`;
  }
}
