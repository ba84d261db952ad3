import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { CustomFetch } from 'openid-client';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { seedLibraryInfoIfEmpty } from '../seed/library-info';
import { seedMembersIfEmpty } from '../seed/members';
import { seedIfEmpty } from '../seed/seed';
import { IDP_NAMES, type IdpName } from '../idp/catalog';
import { freshClientSecrets, freshIdpKeys, type ClientSecrets, type IdpKeys } from '../idp/keys';
import { createIdentityProviders, type IdentityProviders } from '../idp/providers';
import { seedIdpAccountsIfEmpty } from '../seed/idp-accounts';
import { TEST_SCRYPT_PARAMS, openSeededTestDb } from './test-db';

/*
 * The whole sign-in on one real HTTP server, as main.ts runs it: the simulated providers in front
 * of the portal's app, on an ephemeral loopback port (the portal's back channel to the providers
 * is real HTTP). A test can stand between the portal and the providers' token endpoint (`tamper`)
 * to hand the portal a changed token response.
 */

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface OidcHarness {
  origin: string;
  db: Db;
  app: ReturnType<typeof createApp>;
  idps: IdentityProviders;
  keys: Record<IdpName, IdpKeys>;
  secrets: ClientSecrets;
  /** Set to change what the token endpoint answered before the portal reads it. */
  tamper: ((answer: TokenAnswer, request: { url: string; body: string }) => Promise<TokenAnswer> | TokenAnswer) | null;
  /** The token requests the portal sent (form bodies), newest last. */
  tokenRequests: { url: string; body: string; authorization: string }[];
  /** What the portal noted about refused sign-ins. */
  log: string[];
  close(): Promise<void>;
}

/**
 * The database: PGlite, or with TEST_DATABASE_URL a real PostgreSQL in a schema of its own
 * (dropped at close), so the providers' adapter and the relying party run on both.
 */
async function openHarnessDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { db: await openSeededTestDb(), drop: () => Promise.resolve() };
  const schema = `gglib_oidc_${randomUUID().replaceAll('-', '')}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPostgres(scoped.toString());
  await migrate(db);
  await seedIfEmpty(db);
  await seedLibraryInfoIfEmpty(db);
  await seedMembersIfEmpty(db, TEST_SCRYPT_PARAMS);
  return {
    db,
    drop: async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export async function startOidcHarness(options: { now?: () => number } = {}): Promise<OidcHarness> {
  const { db, drop } = await openHarnessDb();
  await seedIdpAccountsIfEmpty(db, TEST_SCRYPT_PARAMS);
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const keys = Object.fromEntries(await Promise.all(IDP_NAMES.map(async (name) => [name, await freshIdpKeys()] as const))) as Record<IdpName, IdpKeys>;
  const secrets = freshClientSecrets();
  const harness = { tamper: null, tokenRequests: [], log: [] } as unknown as OidcHarness;

  const portalFetch: CustomFetch = async (url, init) => {
    const response = await fetch(url, init as RequestInit);
    if (!url.endsWith('/token')) return response;
    const body = typeof init.body === 'string' ? init.body : init.body instanceof URLSearchParams ? init.body.toString() : '';
    const headers = new Headers(init.headers as HeadersInit);
    harness.tokenRequests.push({ url, body, authorization: headers.get('authorization') ?? '' });
    if (!harness.tamper) return response;
    const answer = await harness.tamper({ status: response.status, body: (await response.json()) as Record<string, unknown> }, { url, body });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json;charset=utf-8', 'Cache-Control': 'no-store' } });
  };

  const idps = createIdentityProviders({ db, origin, keys, clientSecrets: secrets, sleep: () => Promise.resolve() });
  const app = createApp({
    db,
    distDir: '/nonexistent-dist',
    auth: { sleep: () => Promise.resolve(), ...(options.now ? { now: options.now } : {}) },
    oidc: { origin, clientSecrets: secrets, fetch: portalFetch, log: (message) => harness.log.push(message) },
  });
  const listener = getRequestListener(app.fetch);
  server.on('request', (req, res) => {
    if (!idps.handle(req, res)) void listener(req, res);
  });
  Object.assign(harness, {
    origin,
    db,
    app,
    idps,
    keys,
    secrets,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await drop();
    },
  });
  return harness;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * A browser for these tests: keeps cookies by name and path (as the server sets them), sends
 * the ones whose path covers the request, and follows nothing by itself.
 */
export class TestBrowser {
  private cookies: StoredCookie[] = [];

  constructor(private readonly origin: string) {}

  private cookieHeader(path: string): string {
    return this.cookies
      .filter((cookie) => path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`) || cookie.path === '/')
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
      const gone = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || /^expires=thu, 01 jan 1970/i.test(attribute));
      this.cookies = this.cookies.filter((cookie) => !(cookie.name === name && cookie.path === path));
      if (!gone && value !== '') this.cookies.push({ name, value, path });
    }
  }

  /** The value of a cookie (any path), or null. */
  cookie(name: string): string | null {
    return this.cookies.find((cookie) => cookie.name === name)?.value ?? null;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target.pathname);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.keep(response);
    return response;
  }

  get(url: string): Promise<Response> {
    return this.request(url);
  }

  /** A form post from one of this origin's pages. */
  post(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.origin },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** A portal call (JSON POST). */
  async call(path: string, body: unknown): Promise<Response> {
    return this.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  }

  /**
   * Follows redirects (GET) until an address `stop` names (not requested: response null) or a
   * page that is no redirect; answers that address and its response.
   */
  async follow(url: string, stop: (location: URL) => boolean = () => false): Promise<{ response: Response | null; url: URL }> {
    let current = new URL(url, this.origin);
    for (let hop = 0; hop < 20; hop++) {
      if (stop(current)) return { response: null, url: current };
      const response = await this.get(current.href);
      const location = response.headers.get('Location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current);
    }
    throw new Error(`too many redirects from ${url}`);
  }
}

/** The form action of a page's form whose action ends with `suffix`. */
export function formAction(html: string, suffix: string): string {
  const match = [...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((found) => found[1] ?? '').find((action) => action.endsWith(suffix));
  if (!match) throw new Error(`no form ending with ${suffix} in:\n${html.slice(0, 2000)}`);
  return match.replace(/&amp;/g, '&');
}

/** The demo one-time code shown on a step-up page. */
export const shownCode = (html: string): string => /<p class="code">(\d{6})<\/p>/.exec(html)?.[1] ?? '';
