// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { PortalDatabase, useDatabaseForTests } from '../db/database';
import { readSessionEntry, writeSessionEntry } from '../db/repositories/session-repository';
import { purgeMemberData } from './purge';
import { familiesOfScope, STORED } from './registry';
import { defineResource, load, PreloadMiss, readStored, resetResourceLayer, revalidate, type FetchAnswer } from './resource';
import { forgetStored, updateStored, writeStored } from './resource-edits';

let db: PortalDatabase;
let counter = 0;

beforeEach(async () => {
  counter += 1;
  db = new PortalDatabase(`resources-${counter}`);
  useDatabaseForTests(db);
  await db.open();
  resetResourceLayer();
});

afterEach(async () => {
  db.close();
  await db.delete();
});

const Notice = v.object({ title: v.string() });
type Notice = v.InferOutput<typeof Notice>;

function fetcher(answers: Array<FetchAnswer<Notice>>) {
  return vi.fn(async (): Promise<FetchAnswer<Notice>> => answers.shift() ?? { kind: 'offline' });
}

describe('cache-first', () => {
  it('fetches and stores when nothing is stored, then answers from the device and refreshes quietly', async () => {
    const fetch = fetcher([{ kind: 'ok', data: { title: '휴관 안내' } }, { kind: 'ok', data: { title: '휴관 안내 (수정)' } }]);
    const notice = defineResource({ family: 'board-post', id: (p: { no: number }) => `notice:${p.no}`, schema: Notice, policy: 'cache-first', fetch });
    const first = await load(notice, { no: 1 });
    expect(first).toMatchObject({ kind: 'data', data: { title: '휴관 안내' }, fromCache: false });
    expect(fetch).toHaveBeenLastCalledWith({ no: 1 }, { background: false });

    const second = await load(notice, { no: 1 });
    expect(second).toMatchObject({ kind: 'data', data: { title: '휴관 안내' }, fromCache: true });
    expect(fetch).toHaveBeenLastCalledWith({ no: 1 }, { background: true });
    await vi.waitFor(async () => expect((await readStored(notice, { no: 1 }))?.data.title).toBe('휴관 안내 (수정)'));
    expect(await db.resources.get('board-post:notice:1')).toMatchObject({ family: 'board-post' });
  });

  it('writes a fetched answer in a task after the one that got it, where the browser can yield', async () => {
    const steps: string[] = [];
    vi.stubGlobal('scheduler', {
      yield: vi.fn(async () => {
        steps.push(`yield (stored: ${(await db.resources.count()) > 0})`);
      }),
    });
    try {
      const fetch = vi.fn(async (): Promise<FetchAnswer<Notice>> => {
        steps.push('fetch');
        return { kind: 'ok', data: { title: '휴관 안내' } };
      });
      const notice = defineResource({ family: 'board-post', id: (p: { no: number }) => `notice:${p.no}`, schema: Notice, policy: 'network-first', fetch });
      expect(await load(notice, { no: 2 })).toMatchObject({ kind: 'data', data: { title: '휴관 안내' } });
      expect(steps).toEqual(['fetch', 'yield (stored: false)']);
      expect((await readStored(notice, { no: 2 }))?.data.title).toBe('휴관 안내');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not refresh a copy younger than revalidateAfterMs, and keeps the copy when a refresh fails', async () => {
    const fetch = fetcher([{ kind: 'failed', status: 503, message: '' }]);
    const menus = defineResource({ family: 'menus', id: () => '141674', schema: Notice, policy: 'cache-first', revalidateAfterMs: 60_000, fetch });
    await writeStored(menus, {}, { title: '이용안내' });
    await load(menus, {});
    expect(fetch).not.toHaveBeenCalled();
    await writeStored(menus, {}, { title: '이용안내' }, Date.now() - 61_000);
    expect(await load(menus, {})).toMatchObject({ kind: 'data', data: { title: '이용안내' }, fromCache: true });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((await readStored(menus, {}))?.data).toEqual({ title: '이용안내' });
  });

  it('says why there is nothing when nothing is stored and the fetch fails', async () => {
    const notice = defineResource({ family: 'board-post', id: () => 'x', schema: Notice, policy: 'cache-first', fetch: fetcher([{ kind: 'offline' }, { kind: 'missing' }]) });
    expect(await load(notice, {})).toEqual({ kind: 'offline' });
    expect(await load(notice, {})).toEqual({ kind: 'missing' });
  });

  it('reads a stored copy that no longer matches the schema as absent', async () => {
    const notice = defineResource({ family: 'board-post', id: () => 'x', schema: Notice, policy: 'cache-first', fetch: fetcher([{ kind: 'offline' }]) });
    await db.resources.put({ key: 'board-post:x', family: 'board-post', data: { title: 3 }, fetchedAt: 1 });
    expect(await readStored(notice, {})).toBeNull();
    expect(await load(notice, {})).toEqual({ kind: 'offline' });
  });
});

describe('network-first', () => {
  const book = (fetch: ReturnType<typeof fetcher>) => defineResource({ family: 'book', id: (p: { key: string }) => p.key, schema: Notice, policy: 'network-first', fetch });

  it('asks the network first and falls back to the stored copy with its time', async () => {
    const resource = book(fetcher([{ kind: 'ok', data: { title: '소년이 온다' } }, { kind: 'offline' }, { kind: 'failed', status: 500, message: '' }]));
    const fresh = await load(resource, { key: 'B1' });
    expect(fresh).toMatchObject({ kind: 'data', fromCache: false });
    const offline = await load(resource, { key: 'B1' });
    expect(offline).toMatchObject({ kind: 'data', data: { title: '소년이 온다' }, fromCache: true });
    expect(offline.kind === 'data' && fresh.kind === 'data' && offline.fetchedAt === fresh.fetchedAt).toBe(true);
    expect(await load(resource, { key: 'B1' })).toMatchObject({ kind: 'data', fromCache: true });
  });

  it('says missing when the server says so, even with an old copy', async () => {
    const resource = book(fetcher([{ kind: 'ok', data: { title: '채식주의자' } }, { kind: 'missing' }]));
    await load(resource, { key: 'B2' });
    expect(await load(resource, { key: 'B2' })).toEqual({ kind: 'missing' });
  });

  it('without a copy, says what the network said', async () => {
    const resource = book(fetcher([{ kind: 'failed', status: 400, message: '검색어를 입력해 주세요.' }]));
    expect(await load(resource, { key: 'B3' })).toEqual({ kind: 'failed', status: 400, message: '검색어를 입력해 주세요.' });
  });
});

describe('store: false (previews)', () => {
  it('neither reads nor writes the stored copy', async () => {
    const fetch = fetcher([{ kind: 'ok', data: { title: '초안' } }]);
    const page = defineResource({ family: 'content', id: () => 'contents/hours', schema: Notice, policy: 'cache-first', fetch });
    await writeStored(page, {}, { title: '공개본' });
    expect(await load(page, {}, { store: false })).toMatchObject({ kind: 'data', data: { title: '초안' }, fromCache: false });
    expect((await readStored(page, {}))?.data.title).toBe('공개본');
  });
});

describe('one fetch per entry, and local changes win', () => {
  it('shares one fetch between callers', async () => {
    let release: (answer: FetchAnswer<Notice>) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<FetchAnswer<Notice>>((resolve) => (release = resolve)));
    const page = defineResource({ family: 'main-page', id: () => '', schema: Notice, policy: 'cache-first', fetch });
    const a = revalidate(page, {});
    const b = revalidate(page, {});
    release({ kind: 'ok', data: { title: '경기도서관' } });
    expect(await a).toEqual(await b);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a fresh refresh does not share a fetch that left before it, and stores the later answer', async () => {
    const releases: Array<(answer: FetchAnswer<Notice>) => void> = [];
    const fetch = vi.fn(() => new Promise<FetchAnswer<Notice>>((resolve) => releases.push(resolve)));
    const list = defineResource({ family: 'board-list', id: () => 'reviews', schema: Notice, policy: 'cache-first', fetch });
    const early = revalidate(list, {});
    const fresh = revalidate(list, {}, { fresh: true });
    releases[0]?.({ kind: 'ok', data: { title: '감상문 3건' } });
    expect(await early).toEqual({ kind: 'ok', data: { title: '감상문 3건' } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    releases[1]?.({ kind: 'ok', data: { title: '감상문 4건' } });
    expect(await fresh).toEqual({ kind: 'ok', data: { title: '감상문 4건' } });
    expect((await readStored(list, {}))?.data).toEqual({ title: '감상문 4건' });
  });

  it('does not let a fetch that left before a local change overwrite it', async () => {
    let release: (answer: FetchAnswer<Notice[]>) => void = () => undefined;
    const sessions = defineResource({
      family: 'chat-sessions',
      id: () => '',
      owner: (p: { userKey: string }) => p.userKey,
      schema: v.array(Notice),
      policy: 'cache-first',
      fetch: () => new Promise<FetchAnswer<Notice[]>>((resolve) => (release = resolve)),
    });
    await writeStored(sessions, { userKey: 'U1' }, [{ title: '옛 제목' }]);
    const refresh = revalidate(sessions, { userKey: 'U1' });
    await updateStored(sessions, { userKey: 'U1' }, (list) => (list ?? []).map(() => ({ title: '새 제목' })));
    release({ kind: 'ok', data: [{ title: '옛 제목' }] });
    await refresh;
    expect((await readStored(sessions, { userKey: 'U1' }))?.data).toEqual([{ title: '새 제목' }]);
  });

  it('updateStored keeps the fetch time and can delete; forgetStored deletes', async () => {
    const page = defineResource({ family: 'board-list', id: () => 'p', schema: Notice, policy: 'cache-first', fetch: fetcher([]) });
    await writeStored(page, {}, { title: 'a' }, 1234);
    await updateStored(page, {}, () => ({ title: 'b' }));
    expect(await readStored(page, {})).toEqual({ data: { title: 'b' }, fetchedAt: 1234 });
    await updateStored(page, {}, () => null);
    expect(await readStored(page, {})).toBeNull();
    await writeStored(page, {}, { title: 'c' });
    await forgetStored(page, {});
    expect(await readStored(page, {})).toBeNull();
  });
});

describe('member scope', () => {
  const loans = defineResource({
    family: 'my-list',
    id: () => 'loans',
    owner: (p: { userKey: string }) => p.userKey,
    schema: Notice,
    policy: 'cache-first',
    fetch: fetcher([]),
  });

  it('keys an entry by its member, and refuses one without a member', async () => {
    expect(loans.key({ userKey: 'U1' })).toBe('my-list:U1:loans');
    expect(() => loans.key({ userKey: '' })).toThrow();
    await writeStored(loans, { userKey: 'U1' }, { title: '홍길동의 대출' });
    expect(await readStored(loans, { userKey: 'U2' })).toBeNull();
  });

  it('a logout removes every member family and the sealed session, and keeps public and device data', async () => {
    const menus = defineResource({ family: 'menus', id: () => '141674', schema: Notice, policy: 'cache-first', fetch: fetcher([]) });
    const recent = defineResource({ family: 'recent-searches', id: () => '', schema: Notice, policy: 'local' });
    await writeStored(loans, { userKey: 'U1' }, { title: '대출' });
    await writeStored(menus, {}, { title: '메뉴' });
    await writeStored(recent, {}, { title: '한강' });
    await db.resources.put({ key: 'chat-history:U1:s1', family: 'chat-history', data: [], fetchedAt: 1 });
    await writeSessionEntry('userInfo', { sealed: true });
    await writeSessionEntry('savedId', 'member1');
    await purgeMemberData();
    expect(await readStored(loans, { userKey: 'U1' })).toBeNull();
    expect(await db.resources.get('chat-history:U1:s1')).toBeUndefined();
    expect(await readSessionEntry('userInfo')).toBeNull();
    expect(await readSessionEntry('savedId')).toBe('member1');
    expect((await readStored(menus, {}))?.data.title).toBe('메뉴');
    expect((await readStored(recent, {}))?.data.title).toBe('한강');
  });

  it('the registry names every member family', () => {
    expect(familiesOfScope('member').sort()).toEqual(['card-number', 'chat-history', 'chat-sessions', 'club-mine', 'human-bookings-mine', 'my-list', 'reading-point']);
    expect(STORED.userInfo.scope).toBe('member');
    expect(STORED.savedId.scope).toBe('device');
  });
});

describe('local resources', () => {
  it('are read from the device and never fetched', async () => {
    const recent = defineResource({ family: 'recent-searches', id: () => '', schema: v.array(v.string()), policy: 'local' });
    expect(await load(recent, {})).toEqual({ kind: 'missing' });
    await writeStored(recent, {}, ['한강']);
    expect(await load(recent, {})).toMatchObject({ kind: 'data', data: ['한강'] });
    expect(await revalidate(recent, {})).toEqual({ kind: 'missing' });
  });
});

describe('intent preloads (hover, focus, touch on a link)', () => {
  it('fetch quietly and keep only data: a miss throws so the router keeps nothing', async () => {
    const fetch = fetcher([{ kind: 'ok', data: { title: '채식주의자' } }, { kind: 'offline' }]);
    const book = defineResource({ family: 'book', id: (p: { key: string }) => p.key, schema: Notice, policy: 'network-first', fetch });
    expect(await load(book, { key: 'B1' }, { preload: true })).toMatchObject({ kind: 'data', fromCache: false });
    expect(fetch).toHaveBeenLastCalledWith({ key: 'B1' }, { background: true });
    await expect(load(book, { key: 'B2' }, { preload: true })).rejects.toBeInstanceOf(PreloadMiss);
  });

  it("never ask the server for a read it counts ('stored'): the device's copy or nothing", async () => {
    const fetch = fetcher([{ kind: 'ok', data: { title: '개관 시간 변경 안내' } }]);
    const post = defineResource({ family: 'board-post', id: (p: { no: number }) => String(p.no), schema: Notice, policy: 'cache-first', preload: 'stored', fetch });
    await expect(load(post, { no: 7 }, { preload: true })).rejects.toBeInstanceOf(PreloadMiss);
    expect(fetch).not.toHaveBeenCalled();
    await writeStored(post, { no: 7 }, { title: '저장본' });
    expect(await load(post, { no: 7 }, { preload: true })).toMatchObject({ kind: 'data', data: { title: '저장본' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a screen that joins a quiet fetch which failed asks again itself (so its failure shows)', async () => {
    let release: (answer: FetchAnswer<Notice>) => void = () => undefined;
    const contexts: boolean[] = [];
    const fetch = vi.fn((_params: unknown, context: { background: boolean }) => {
      contexts.push(context.background);
      return contexts.length === 1 ? new Promise<FetchAnswer<Notice>>((resolve) => (release = resolve)) : Promise.resolve<FetchAnswer<Notice>>({ kind: 'failed', status: 404, message: '' });
    });
    const page = defineResource({ family: 'content', id: () => 'contents/x', schema: Notice, policy: 'cache-first', fetch });
    const quiet = revalidate(page, {});
    const screen = load(page, {});
    release({ kind: 'failed', status: 404, message: '' });
    await quiet;
    expect(await screen).toEqual({ kind: 'failed', status: 404, message: '' });
    expect(contexts).toEqual([true, false]);
  });
});

describe('reading back what this page wrote', () => {
  it('takes the copy this page just stored without validating it again', async () => {
    const fetch = fetcher([{ kind: 'ok', data: { title: '겨울 독서교실' } }]);
    const run = vi.fn((input: Notice) => input);
    const Checked = v.pipe(Notice, v.transform(run));
    const notice = defineResource({ family: 'board-post', id: () => 'notice:7', schema: Checked, policy: 'network-first', fetch });
    const loaded = await load(notice, {});
    expect(loaded.kind).toBe('data');
    const checksAfterFetch = run.mock.calls.length;
    const stored = await readStored(notice, {});
    expect(stored?.data).toBe(loaded.kind === 'data' ? loaded.data : null);
    expect(run.mock.calls.length).toBe(checksAfterFetch);
  });

  it('validates and shows a change made in place, which keeps the time of the fetch', async () => {
    const fetch = fetcher([{ kind: 'ok', data: { title: '겨울 독서교실' } }]);
    const notice = defineResource({ family: 'board-post', id: () => 'notice:8', schema: Notice, policy: 'network-first', fetch });
    const loaded = await load(notice, {});
    await updateStored(notice, {}, () => ({ title: '겨울 독서교실 (마감)' }));
    const stored = await readStored(notice, {});
    expect(stored?.data).toEqual({ title: '겨울 독서교실 (마감)' });
    expect(stored?.fetchedAt).toBe(loaded.kind === 'data' ? loaded.fetchedAt : -1);
  });

  it('validates a row another tab wrote under the same time of fetch', async () => {
    const fetch = fetcher([{ kind: 'ok', data: { title: '겨울 독서교실' } }]);
    const notice = defineResource({ family: 'board-post', id: () => 'notice:9', schema: Notice, policy: 'network-first', fetch });
    const loaded = await load(notice, {});
    const fetchedAt = loaded.kind === 'data' ? loaded.fetchedAt : 0;
    await db.resources.put({ key: 'board-post:notice:9', family: 'board-post', data: { title: 12 }, fetchedAt });
    expect(await readStored(notice, {})).toBeNull();
    await db.resources.put({ key: 'board-post:notice:9', family: 'board-post', data: { title: '다른 탭' }, fetchedAt });
    expect((await readStored(notice, {}))?.data).toEqual({ title: '다른 탭' });
  });
});
