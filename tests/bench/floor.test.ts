import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorSourceDir, serveFloor, type FloorServer } from './floor';

describe('serveFloor', () => {
  let dir: string;
  let api: Server;
  let floor: FloorServer;
  const script = `console.log(${JSON.stringify('x'.repeat(4_000))});`;
  const seen: { method?: string; url?: string; body?: string; type?: string }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'floor-test-'));
    mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>floor</title>');
    writeFileSync(join(dir, 'dist', 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'secret.txt'), 'outside dist');
    api = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, body, type: request.headers['content-type'] });
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        response.end(JSON.stringify({ LIST: [{ MENU_ID: 'M1', MENU_NAME: '공지사항' }] }));
      });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    floor = await serveFloor(join(dir, 'dist'), `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await floor.close();
    await new Promise((done) => api.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves hashed assets gzipped and cached for good', async () => {
    const response = await fetch(`${floor.origin}/assets/index-abc.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    // fetch decodes the body; the header tells it came compressed.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(script);
  });

  it('serves brotli, as the portal does, to a browser that accepts it', async () => {
    const response = await fetch(`${floor.origin}/assets/index-abc.js`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(script);
  });

  it('sends the bytes uncompressed to a client that does not ask for gzip', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<Buffer>((done, fail) => {
      request(`${floor.origin}/assets/index-abc.js`, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(Buffer.concat(chunks)));
      })
        .on('error', fail)
        .end();
    });
    expect(body.toString('utf8')).toBe(script);
    expect(() => gunzipSync(body)).toThrow();
  });

  it('answers any other path with the page, never a file outside dist/', async () => {
    for (const path of ['/main', '/', '/..%2fsecret.txt', '/../secret.txt']) {
      const response = await fetch(`${floor.origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>floor</title>');
    }
  });

  it('forwards /gglib/* to the API with its method, body and headers', async () => {
    const response = await fetch(`${floor.origin}/gglib/selectMenu?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ manage_code: '141674' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ LIST: [{ MENU_ID: 'M1', MENU_NAME: '공지사항' }] });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/gglib/selectMenu?x=1', body: '{"manage_code":"141674"}', type: 'application/json' });
  });
});

describe('floorSourceDir', () => {
  it('is ../shared/bench/floor beside the repository unless BENCH_FLOOR_DIR says otherwise', () => {
    const saved = process.env.BENCH_FLOOR_DIR;
    try {
      delete process.env.BENCH_FLOOR_DIR;
      expect(floorSourceDir('/work/main')).toBe('/work/shared/bench/floor');
      process.env.BENCH_FLOOR_DIR = '/elsewhere/floor';
      expect(floorSourceDir('/work/main')).toBe('/elsewhere/floor');
    } finally {
      if (saved === undefined) delete process.env.BENCH_FLOOR_DIR;
      else process.env.BENCH_FLOOR_DIR = saved;
    }
  });
});
