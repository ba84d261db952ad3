import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './pglite';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gglib-lock-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('holds a lock file beside the directory until released', () => {
    const release = lockDataDir(join(root, 'pglite'));
    expect(readFileSync(join(root, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(root, 'pglite.lock'))).toBe(false);
  });

  it('refuses a directory another live process holds', () => {
    writeFileSync(join(root, 'busy.lock'), String(process.ppid));
    expect(() => lockDataDir(join(root, 'busy'))).toThrow(/다른 서버 프로세스/);
  });

  it('takes over a lock left by a process that is gone', () => {
    // Far above any pid the kernel hands out by default (pid_max is at most 4194304).
    writeFileSync(join(root, 'stale.lock'), '99999999');
    const release = lockDataDir(join(root, 'stale'));
    expect(readFileSync(join(root, 'stale.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
