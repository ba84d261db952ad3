// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSealingKey, openJson, sealJson } from '../../lib/crypto';
import { PortalDatabase, useDatabaseForTests } from '../database';
import { getOrCreateKey, readKey } from './key-repository';

let db: PortalDatabase;

beforeEach(async () => {
  db = new PortalDatabase(`keys-${Math.random()}`);
  useDatabaseForTests(db);
  await db.open();
});

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('key repository', () => {
  it('keeps one non-extractable key that still opens what it sealed', async () => {
    expect(await readKey('session')).toBeNull();
    const first = await getOrCreateKey('session', createSealingKey);
    const sealed = await sealJson(first, { ok: true });
    const again = await getOrCreateKey('session', createSealingKey);
    expect(again.extractable).toBe(false);
    expect(await openJson(again, sealed)).toEqual({ ok: true });
  });
});
