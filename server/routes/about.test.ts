import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AboutInfoResponse, totalVolumes } from '../../contract/about';
import { MANAGE_CODE } from '../../contract/constants';
import { ContentResponse } from '../../contract/content';
import { ErrorEnvelope } from '../../contract/envelope';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { ABOUT_PAGES, SEED_FLOORS, SEED_TEAMS, seedAboutIfEmpty } from '../seed/about';
import { SEED_LIBRARY_INFO } from '../seed/library-info';
import { openSeededTestDb } from '../testing/test-db';

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededTestDb();
  await seedAboutIfEmpty(db);
  app = createApp({ db, distDir: '/nonexistent-dist' });
});
afterAll(() => db.close());

const call = (path: string, body: unknown, method = 'POST') =>
  app.request(`/gglib/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });

describe('POST /gglib/selectaboutinfo', () => {
  it('answers the seed: teams with phones, history newest first, floors 5F…B2, colours, stages, collection', async () => {
    const response = await call('selectaboutinfo', { manage_code: MANAGE_CODE });
    expect(response.status).toBe(200);
    const body = v.parse(AboutInfoResponse, await response.json());
    expect(body.RESULT).toBe('SUCCESS');
    const about = body.ABOUT!;
    expect(about.TEAMS.map((t) => t.NAME)).toEqual(SEED_TEAMS.map((t) => t.name));
    expect(about.TEAMS.find((t) => t.CODE === 'SERVICE')).toMatchObject({ PARENT: 'DIRECTOR', PHONE: '031-8008-7200' });
    expect(about.HISTORY[0]).toMatchObject({ YEAR: 2026 });
    expect(about.HISTORY.some((h) => h.YEAR === 2025 && h.MONTH === 10 && h.TEXT.includes('개관'))).toBe(true);
    expect(about.FLOORS.map((f) => f.CODE)).toEqual(['5F', '4F', '3F', '2F', '1F', 'B1', 'B2']);
    expect(about.FLOORS.map((f) => f.ROOMS.length)).toEqual(SEED_FLOORS.map((f) => f.rooms.length));
    expect(about.COLOURS[0]).toMatchObject({ HEX: '#0B5A7A' });
    expect(about.STAGES.map((s) => s.CODE)).toEqual(['site', 'foundation', 'frame', 'facade', 'open']);
    expect(about.COLLECTION.CLASSES.map((c) => c.CLASS)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    // Printed books are the classes' sum, one number.
    expect(about.COLLECTION.MEDIA.find((m) => m.CODE === 'PRINT')?.COUNT).toBe(totalVolumes(about.COLLECTION));
    expect(about.COLLECTION.BASE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names only rooms that the library facts have, so their hours come from one place', async () => {
    const body = v.parse(AboutInfoResponse, await (await call('selectaboutinfo', { manage_code: MANAGE_CODE })).json());
    const factRooms = new Set(SEED_LIBRARY_INFO.rooms.map((room) => room.code));
    for (const room of body.ABOUT!.FLOORS.flatMap((f) => f.ROOMS)) {
      if (room.ROOM_CODE !== '') expect(factRooms.has(room.ROOM_CODE)).toBe(true);
      else expect(room.HOURS).not.toBe('');
    }
  });

  it('says NO_DATA for another site, refuses a bad manage_code with 400 and GET with 405', async () => {
    const other = v.parse(AboutInfoResponse, await (await call('selectaboutinfo', { manage_code: '999999' })).json());
    expect(other).toMatchObject({ RESULT: 'NO_DATA', ABOUT: null });
    const bad = await call('selectaboutinfo', { manage_code: 'abc' });
    expect(bad.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await bad.json())).toMatchObject({ FIELD: 'manage_code' });
    expect((await call('selectaboutinfo', {}, 'GET')).status).toBe(405);
  });

  it('seeds once: a second start writes nothing', async () => {
    expect(await seedAboutIfEmpty(db)).toBe(false);
  });
});

describe('the about pages’ prose', () => {
  it('is a published CMS page for every word, read through selectcontents', async () => {
    for (const page of ABOUT_PAGES) {
      const response = await call('selectcontents', { manage_code: MANAGE_CODE, kind: 'contents', menu_url_word: page.word });
      const body = v.parse(ContentResponse, await response.json());
      expect(body.CONTENT, page.word).toMatchObject({ TITLE: page.title, PUBLISHED_YN: 'Y' });
      expect(body.CONTENT!.BODY_MD.length).toBeGreaterThan(100);
    }
  });

  it('never writes the library’s address or main phone into a page (they are blocks)', async () => {
    for (const page of ABOUT_PAGES) {
      const body = v.parse(ContentResponse, await (await call('selectcontents', { manage_code: MANAGE_CODE, kind: 'contents', menu_url_word: page.word })).json());
      expect(body.CONTENT!.BODY_MD).not.toContain(SEED_LIBRARY_INFO.address);
      expect(body.CONTENT!.BODY_MD).not.toContain(SEED_LIBRARY_INFO.phone);
    }
  });
});
