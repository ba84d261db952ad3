import ky, { HTTPError, type Options } from 'ky';
import * as v from 'valibot';
import { raiseErrorStatus } from './error-bus';
import { loadingStore } from './loading-store';
import { serverStatus } from './server-status';
import { takeShellAnswer } from './shell-answers';
import { yieldToMain } from '../next-task';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ResponseType = 'json' | 'text' | 'blob';

/** Statuses that raise the error page (spec §7). Others only in strict mode. */
export const ERROR_PAGE_STATUSES: readonly number[] = [403, 404, 500, 502, 503, 504];
/** Statuses retried once for methods without a body (spec §9). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
const RETRY_METHODS = ['get', 'head', 'options', 'trace', 'delete'];

export type HttpErrorKind = 'status' | 'network' | 'parse' | 'invalid' | 'aborted';

export class RequestError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    message: string,
    /** Response body when the server sent one (parsed JSON or text). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export interface RequestOptions<T> {
  /** Path relative to the base, e.g. 'selectMenu', or absolute when it starts with '/'. */
  path: string;
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: ResponseType;
  /** Show the full-screen loading overlay while this request runs. */
  loading?: boolean;
  /** Raise the error page for every non-2xx status, not only the listed ones. */
  strict?: boolean;
  /** Set false for background work (revalidation) that must never replace the page. */
  errorPage?: boolean;
  /** Base path; defaults to the configured portal base (app-settings basePath). */
  base?: string;
  /** Validates the parsed body; a mismatch is an 'invalid' error, never trusted data. */
  schema?: v.GenericSchema<unknown, T>;
  /** How many items the answer holds, when the caller knows its shape. */
  count?: (data: T) => number;
  signal?: AbortSignal;
  /** Send cookies to another origin as well (chat calls). Same-origin always sends them. */
  credentials?: RequestCredentials;
  /**
   * The key under which the app shell may carry this call's answer (contract/shell-answers.ts):
   * taken once instead of asking the network, when it passes the schema.
   */
  shell?: string;
}

/** The common request helper's answer (spec §7): never throws. */
export interface HttpResult<T> {
  data: T | null;
  error: RequestError | null;
  count: number;
  success: boolean;
  status: number;
}

export type BeforeRequestHook = (path: string) => Promise<void> | void;

interface HttpConfig {
  defaultBase: string;
  beforeRequest: BeforeRequestHook | null;
}

const config: HttpConfig = { defaultBase: '/gglib', beforeRequest: null };

/** Set once at boot from the stored app settings; later calls replace the values given. */
export function configureHttp(next: Partial<HttpConfig>): void {
  Object.assign(config, next);
}

export function getDefaultBase(): string {
  return config.defaultBase;
}

/** The JSON body's text: an option ky does not know, so it reaches fetch beside ky's Request. */
interface PlainBody {
  plainBody?: string;
}

/**
 * ky hands fetch a Request, and a Request's body the browser keeps as a stream, which does not
 * show in DevTools or test tooling. So a JSON body does not go into ky's Request at all: its
 * text comes as `plainBody` and is sent as a string, so every call's payload can be read on the
 * network (the access log is checked that way). A body-less Request is also cheaper to make:
 * ky's Request, its clone for the retry and the read of its stream back into a string cost a
 * phone-speed CPU several milliseconds a call at boot (npm run bench -- --boot-only). Another
 * body (none is sent today) is read back from the Request. fetch is looked up at call time so
 * tests can swap it.
 */
async function sendWithPlainBody(input: RequestInfo | URL, init?: RequestInit & PlainBody): Promise<Response> {
  if (!(input instanceof Request)) return globalThis.fetch(input, init);
  const { plainBody, ...rest } = init ?? {};
  const body = plainBody ?? (input.body === null ? null : await input.text());
  if (body === null) return globalThis.fetch(input, rest);
  return globalThis.fetch(input.url, {
    method: input.method,
    headers: input.headers,
    body,
    credentials: input.credentials,
    signal: input.signal,
    cache: input.cache,
    redirect: input.redirect,
    referrer: input.referrer,
    mode: input.mode,
    ...rest,
  });
}

/** The one ky instance of the app. */
export const http = ky.create({
  fetch: sendWithPlainBody,
  timeout: false,
  throwHttpErrors: true,
  credentials: 'same-origin',
  headers: {
    Accept: 'application/json, text/plain, */*',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  },
  retry: {
    limit: 1,
    methods: RETRY_METHODS,
    statusCodes: [...RETRY_STATUSES],
    backoffLimit: 1000,
  },
});

export function joinPath(base: string, path: string): string {
  if (path.startsWith('/') || /^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function toSearchParams(query: RequestOptions<unknown>['query']): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

async function readBody(response: Response, type: ResponseType): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text') return text;
  if (text === '') return null;
  return JSON.parse(text) as unknown;
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    return undefined;
  }
}

function fail<T>(error: RequestError): HttpResult<T> {
  return { data: null, error, count: 0, success: false, status: error.status };
}

function countOf<T>(data: T, options: RequestOptions<T>, header: string | null): number {
  if (options.count) return options.count(data);
  if (header !== null) return Number(header);
  return Array.isArray(data) ? data.length : 0;
}

/** The answer the shell carried for this call, as the network's would be; null when none passes. */
async function carriedAnswer<T>(options: RequestOptions<T>): Promise<HttpResult<T> | null> {
  const value = takeShellAnswer(options.shell ?? '');
  if (value === undefined) return null;
  // Its check gets a task of its own, as a fetched answer's does.
  await yieldToMain();
  let data: T;
  if (options.schema) {
    const result = v.safeParse(options.schema, value);
    if (!result.success) return null;
    data = result.output;
  } else {
    data = value as T;
  }
  return { data, error: null, count: countOf(data, options, null), success: true, status: 200 };
}

/**
 * The common request helper (spec §7): JSON, no-cache headers, optional loading overlay,
 * error page for the listed statuses, one retry for body-less methods, no timeout.
 */
export async function request<T = unknown>(options: RequestOptions<T>): Promise<HttpResult<T>> {
  const carried = options.shell === undefined ? undefined : await carriedAnswer(options);
  if (carried) return carried;
  const method = options.method ?? 'POST';
  const responseType = options.responseType ?? 'json';
  const url = joinPath(options.base ?? config.defaultBase, options.path);
  if (options.loading) loadingStore.begin();
  try {
    if (config.beforeRequest) await config.beforeRequest(url);
    const init: Options & PlainBody = {
      method,
      searchParams: toSearchParams(options.query),
      signal: options.signal,
      credentials: options.credentials ?? 'same-origin',
    };
    // An explicit `headers: undefined` would replace ky's defaults (the no-cache pair).
    if (options.headers) init.headers = options.headers;
    if (options.body !== undefined) {
      // As ky's `json` would: the text, and its type unless the caller gave one.
      init.plainBody = JSON.stringify(options.body);
      const given = options.headers && Object.keys(options.headers).some((name) => name.toLowerCase() === 'content-type');
      if (!given) init.headers = { ...options.headers, 'Content-Type': 'application/json' };
    }
    // Starting a request (ky, its headers, fetch) and taking in its answer (the read, the parse,
    // the schema, then the caller's write) each cost a phone-speed CPU several milliseconds: each
    // gets a task of its own, rather than joining whatever else is running (the boot starts five).
    await yieldToMain();
    const response = await http(url, init);
    serverStatus.answered(response.status);
    let parsed: unknown;
    try {
      parsed = await readBody(response, responseType);
    } catch {
      return fail(new RequestError('parse', response.status, '응답을 해석하지 못했습니다.'));
    }
    await yieldToMain();
    let data: T;
    if (options.schema) {
      const result = v.safeParse(options.schema, parsed);
      if (!result.success) {
        return fail(new RequestError('invalid', response.status, '서버 응답 형식이 올바르지 않습니다.', parsed));
      }
      data = result.output;
    } else {
      data = parsed as T;
    }
    return { data, error: null, count: countOf(data, options, response.headers.get('x-total-count')), success: true, status: response.status };
  } catch (caught) {
    if (caught instanceof HTTPError) {
      const status = caught.response.status;
      serverStatus.answered(status);
      const body = await readErrorBody(caught.response);
      const shouldRaise = options.errorPage !== false && (options.strict || ERROR_PAGE_STATUSES.includes(status));
      if (shouldRaise) raiseErrorStatus(status, url);
      return fail(new RequestError('status', status, `HTTP ${status}`, body));
    }
    if (caught instanceof DOMException && caught.name === 'AbortError') {
      return fail(new RequestError('aborted', 0, '요청이 취소되었습니다.'));
    }
    // fetch rejects with a TypeError when there is no network: never an error page, never a logout.
    // Offline, the banner says so already; only a device online that gets no answer tells of the server.
    if (globalThis.navigator?.onLine !== false) serverStatus.unreachable();
    return fail(new RequestError('network', 0, '네트워크에 연결할 수 없습니다.'));
  } finally {
    if (options.loading) loadingStore.end();
  }
}
