/**
 * `npm run bench -- --load` (issue 19): the reference server under load, on loopback, bounded in
 * time, with autocannon (a maintained HTTP load generator) as the client:
 *
 *   PGlite, 1 process · PostgreSQL, 1 process · PostgreSQL, 2 processes behind a round-robin proxy
 *
 * and in each: the menus, catalogue search on 100,000 books (the fixed terms of the search bench, in
 * turn), a login followed by a session check, and 200 concurrent chat streams. Per scenario:
 * requests a second, latency p50/p95/p99 (every response's time, not a summary) and errors (socket
 * errors, timeouts and non-2xx answers).
 *
 * The catalogue: the search bench's PGlite catalogue (.tmp/bench-catalogue), copied for the PGlite
 * server; for PostgreSQL, the same migrations, demo seed and 100,000 generated books in a throwaway
 * cluster (scripts/postgres-cluster.ts), or in BENCH_DATABASE_URL's database when given. Every
 * process here shares the machine's cores with the load generator and PostgreSQL: compare
 * configurations within one run.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MANAGE_CODE } from '../../contract/constants';
import { startThrowawayPostgres } from '../../scripts/postgres-cluster';
import { freePort, spawnServer } from '../../server/testing/spawn-server';
import { catalogueDataDir, openCatalogue, openPostgresCatalogue, SEARCH_TERMS } from './catalogue-search';

export interface LoadOptions {
  /** Seconds each scenario runs. */
  seconds: number;
  log: (line: string) => void;
}

export interface ScenarioFigures {
  config: string;
  scenario: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

interface Started {
  origin: string;
  stop: () => void;
}

async function startServer(env: Record<string, string>, log: (line: string) => void): Promise<Started> {
  const server = await spawnServer({
    // The load generator is one address: the per-address chat limit would refuse it at once.
    env: { ...env, HOST: '127.0.0.1', DIST_DIR: '/nonexistent-dist', CHAT_RATE_PER_MINUTE: '1000000' },
    timeoutMs: 180_000,
  });
  log(`  server on ${server.origin}`);
  return server;
}

/** A TCP proxy that hands each new connection to the next upstream in turn (what a load balancer does). */
async function roundRobin(upstreams: readonly string[]): Promise<Started> {
  const targets = upstreams.map((origin) => new URL(origin));
  let next = 0;
  const server: NetServer = createServer((socket) => {
    const target = targets[next++ % targets.length];
    if (!target) return socket.destroy();
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    socket.pipe(upstream).pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close);
    upstream.on('error', close);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => void server.close() };
}

type Request = autocannon.Request;

async function fire(origin: string, config: string, scenario: string, connections: number, seconds: number, requests: Request[]): Promise<ScenarioFigures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: origin, connections, duration: seconds, requests, timeout: 30 }, (error, outcome) => (error ? reject(error) : resolve(outcome)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    config,
    scenario,
    requests: result.requests.total,
    perSecond: result.requests.total / Math.max(1, result.duration),
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const json = (body: unknown) => ({ 'content-type': 'application/json' as const, body: JSON.stringify(body) });

/** The four scenarios against one origin (a server or the proxy in front of two). */
async function scenarios(origin: string, config: string, options: LoadOptions): Promise<ScenarioFigures[]> {
  const { seconds, log } = options;
  const out: ScenarioFigures[] = [];
  const menus = json({ manage_code: MANAGE_CODE });
  out.push(await fire(origin, config, 'menus (selectMenu), 50 connections', 50, seconds, [{ method: 'POST', path: '/gglib/selectMenu', headers: { 'content-type': menus['content-type'] }, body: menus.body }]));
  let term = 0;
  out.push(
    await fire(origin, config, 'catalogue search, 100,000 books, 20 connections', 20, seconds, [
      {
        method: 'POST',
        path: '/gglib/searchcatalogue',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ manage_code: MANAGE_CODE, query: SEARCH_TERMS[term++ % SEARCH_TERMS.length] }) }),
      },
    ]),
  );
  const password = Buffer.from('Passw0rd!', 'utf8').toString('base64');
  // Each connection logs one of the three demo members in, two connections a member: the login
  // throttle counts an attempt in flight as a failure until it succeeds, so many parallel logins
  // of one id from one address are slowed and refused by design (issue 18), not by load.
  let connection = 0;
  out.push(
    await fire(origin, config, 'login + session check, 6 connections', 6, seconds, [
      { method: 'POST', path: '/gglib/login', headers: { 'content-type': 'application/json' },
        setupRequest: (request, state) => {
          const context = state as Record<string, unknown>;
          context.id ??= `member${(connection++ % 3) + 1}`;
          return { ...request, body: JSON.stringify({ id: String(context.id), pw: password }) };
        },
        onResponse: (_status, body, state, headers) => {
          const context = state as Record<string, unknown>;
          const cookie = /GGLIB_SESSION=([^;]+)/.exec(String(headers?.['set-cookie'] ?? ''))?.[1] ?? '';
          try {
            context.userKey = (JSON.parse(body) as { USER_DATA?: { USER_KEY?: string } }).USER_DATA?.USER_KEY ?? '';
          } catch {
            context.userKey = '';
          }
          context.cookie = cookie;
        } },
      { method: 'POST', path: '/gglib/sessioncheck', headers: { 'content-type': 'application/json' },
        setupRequest: (request, state) => {
          const context = state as Record<string, unknown>;
          return { ...request, headers: { ...request.headers, cookie: `GGLIB_SESSION=${String(context.cookie ?? '')}` }, body: JSON.stringify({ user_key: String(context.userKey ?? '') }) };
        } },
    ]),
  );
  out.push(
    await fire(origin, config, 'chat streams (/api/chat/stream), 200 concurrent', 200, seconds, [
      { method: 'POST', path: '/api/chat/stream', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: '소년이 온다 있어요?' }) },
    ]),
  );
  for (const figures of out.slice(-4)) log(`  ${figures.scenario}: ${figures.perSecond.toFixed(0)}/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, errors ${figures.errors}`);
  return out;
}

/** The PostgreSQL catalogue: the search bench's content in `url`'s database, built once (minutes). */
async function preparePostgresCatalogue(url: string, log: (line: string) => void): Promise<void> {
  const catalogue = await openPostgresCatalogue({ url, log });
  await catalogue.db.close();
}

export async function measureLoad(options: LoadOptions): Promise<ScenarioFigures[]> {
  const { log } = options;
  const figures: ScenarioFigures[] = [];

  // 1. PGlite, one process (a PGlite data directory belongs to one process).
  log('building or opening the PGlite catalogue');
  const catalogue = await openCatalogue({ rebuild: false, log });
  await catalogue.db.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'gglib-load-'));
  try {
    cpSync(catalogueDataDir(), join(dataDir, 'pglite'), { recursive: true });
    log('PGlite, 1 process');
    const server = await startServer({ DATA_DIR: dataDir }, log);
    try {
      figures.push(...(await scenarios(server.origin, 'PGlite ×1', options)));
    } finally {
      server.stop();
    }

    // 2. PostgreSQL, one and two processes on one database.
    const given = process.env.BENCH_DATABASE_URL;
    const cluster = given ? null : await startThrowawayPostgres({ maxConnections: 100 });
    const url = given ?? cluster?.url;
    if (!url) {
      log('PostgreSQL: not installed and BENCH_DATABASE_URL not set; skipped');
      return figures;
    }
    try {
      log(`PostgreSQL: ${given ? 'BENCH_DATABASE_URL' : `throwaway cluster ${url}`}`);
      await preparePostgresCatalogue(url, log);
      const env = { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_POOL_MAX: '10' };
      log('PostgreSQL, 1 process');
      const one = await startServer(env, log);
      try {
        figures.push(...(await scenarios(one.origin, 'PostgreSQL ×1', options)));
        log('PostgreSQL, 2 processes behind a round-robin proxy');
        const two = await startServer(env, log);
        const proxy = await roundRobin([one.origin, two.origin]);
        try {
          figures.push(...(await scenarios(proxy.origin, 'PostgreSQL ×2', options)));
        } finally {
          proxy.stop();
          two.stop();
        }
      } finally {
        one.stop();
      }
    } finally {
      cluster?.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

export function loadTable(figures: readonly ScenarioFigures[]): string[] {
  const rows = [['database', 'scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'requests']];
  for (const f of figures) rows.push([f.config, f.scenario, f.perSecond.toFixed(0), String(f.p50), String(f.p95), String(f.p99), String(f.errors), String(f.requests)]);
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
}
