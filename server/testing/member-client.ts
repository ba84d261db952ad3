import * as v from 'valibot';
import { LoginResponse, SESSION_COOKIE } from '../../contract/auth';
import { SEED_MEMBER_PASSWORD } from '../seed/members';

/** The login form's encoding of a password: base64 of its UTF-8 bytes. */
export const encodePw = (password: string): string => Buffer.from(password, 'utf8').toString('base64');

interface RequestingApp {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

/** The GGLIB_SESSION value a response sets: a token, '' when it clears the cookie, null when untouched. */
export function sessionCookieSet(response: Response): string | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const [name, value = ''] = pair.split('=');
    if (name?.trim() === SESSION_COOKIE) return /max-age=0\b/i.test(header) ? '' : value;
  }
  return null;
}

/**
 * A browser of one member, for app.request() tests: keeps the session cookie the server sets and
 * sends it back, as a browser would.
 */
export class MemberClient {
  cookie: string | null = null;

  constructor(
    private readonly app: RequestingApp,
    readonly headers: Record<string, string> = {},
  ) {}

  async post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Response> {
    const response = await this.app.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...this.headers,
        ...(this.cookie ? { Cookie: `${SESSION_COOKIE}=${this.cookie}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const set = sessionCookieSet(response);
    if (set !== null) this.cookie = set === '' ? null : set;
    return response;
  }

  /** Logs in (default: the demo password) and answers the parsed LoginResponse. */
  async login(id: string, password = SEED_MEMBER_PASSWORD, extra: Record<string, string> = {}) {
    const response = await this.post('/gglib/login', { id, pw: encodePw(password), ...extra });
    if (response.status !== 200) throw new Error(`login ${id}: HTTP ${response.status} ${await response.text()}`);
    return v.parse(LoginResponse, await response.json());
  }
}
