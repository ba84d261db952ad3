import 'fake-indexeddb/auto';
import { cleanup, act, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase, useDatabaseForTests } from '../db/database';
import { defineResource, resetResourceLayer } from './resource';
import { alertQueue } from '../lib/alert-dialog';
import { writeStored } from './resource-edits';
import { resetStorageFullNotice } from './storage-full';
import { useResource, useStored } from './use-resource';
import { serverStatus } from '../lib/http/server-status';

// The web tests share one document (vitest.config.ts, isolate: false): what a test drew must go.
afterEach(cleanup);

let db: PortalDatabase;
let counter = 0;

beforeEach(async () => {
  counter += 1;
  db = new PortalDatabase(`use-resource-${counter}`);
  useDatabaseForTests(db);
  await db.open();
  resetResourceLayer();
});

afterEach(async () => {
  resetResourceLayer();
  db.close();
  await db.delete();
});

const menus = defineResource({
  family: 'menus',
  id: () => '141674',
  schema: v.object({ title: v.string() }),
  policy: 'cache-first',
  fetch: async () => ({ kind: 'offline' as const }),
});

function Title({ label }: { label: string }) {
  const stored = useStored(menus, {});
  return <p>{`${label}: ${stored === undefined ? '읽는 중' : (stored?.data.title ?? '없음')}`}</p>;
}

describe('useStored', () => {
  it('shares one live read per entry: a second reader shows the value at once, and a write repaints both', async () => {
    await writeStored(menus, {}, { title: '이용안내' });
    const { rerender } = render(<Title label="머리글" />);
    expect(await screen.findByText('머리글: 이용안내')).toBeTruthy();

    // Mounted later, it needs no read of its own: the first render already has the value.
    rerender(
      <>
        <Title label="머리글" />
        <Title label="본문" />
      </>,
    );
    expect(screen.getByText('본문: 이용안내')).toBeTruthy();

    await act(async () => {
      await writeStored(menus, {}, { title: '이용안내 (새 메뉴)' });
    });
    expect(await screen.findByText('머리글: 이용안내 (새 메뉴)')).toBeTruthy();
    expect(screen.getByText('본문: 이용안내 (새 메뉴)')).toBeTruthy();
  });

  it('keeps the objects of what a new copy did not change, so memoised parts skip it', async () => {
    const home = defineResource({
      family: 'main-page',
      id: () => '',
      schema: v.object({ notices: v.array(v.object({ title: v.string() })), hours: v.string() }),
      policy: 'cache-first',
      fetch: async () => ({ kind: 'offline' as const }),
    });
    const seen: Array<{ notices: unknown; hours: string }> = [];
    function Home() {
      const stored = useStored(home, {});
      if (stored) seen.push({ notices: stored.data.notices, hours: stored.data.hours });
      return <p>{stored ? `시간: ${stored.data.hours}` : '읽는 중'}</p>;
    }
    await writeStored(home, {}, { notices: [{ title: '12월 휴관 안내' }], hours: '09:00–18:00' });
    render(<Home />);
    expect(await screen.findByText('시간: 09:00–18:00')).toBeTruthy();
    await act(async () => {
      await writeStored(home, {}, { notices: [{ title: '12월 휴관 안내' }], hours: '09:00–22:00' });
    });
    expect(await screen.findByText('시간: 09:00–22:00')).toBeTruthy();
    const first = seen[0]!;
    const last = seen[seen.length - 1]!;
    expect(last.hours).toBe('09:00–22:00');
    expect(last.notices).toBe(first.notices);
  });

  it('says nothing is stored when nothing is', async () => {
    render(<Title label="머리글" />);
    expect(await screen.findByText('머리글: 없음')).toBeTruthy();
  });
});

describe('useResource', () => {
  it('asks again when the server answers after an outage, and only while its own refresh failed', async () => {
    let answers: Array<'offline' | 'ok'> = ['offline'];
    let asked = 0;
    const pages = defineResource({
      family: 'content',
      id: () => 'hours',
      schema: v.object({ title: v.string() }),
      policy: 'cache-first',
      fetch: async () => {
        asked += 1;
        const next = answers.shift() ?? 'ok';
        return next === 'ok' ? { kind: 'ok' as const, data: { title: '이용시간 (새 안내)' } } : { kind: 'offline' as const };
      },
    });
    await writeStored(pages, {}, { title: '이용시간' });
    function Page() {
      const view = useResource(pages, {});
      return <p>{`${view.stored?.data?.title ?? '읽는 중'} · ${view.status}`}</p>;
    }
    render(<Page />);
    expect(await screen.findByText('이용시간 · offline')).toBeTruthy();
    expect(asked).toBe(1);

    // The server answers another call again: the failed refresh is asked once more.
    act(() => {
      serverStatus.unreachable();
      serverStatus.answered(200);
    });
    expect(await screen.findByText('이용시간 (새 안내) · fresh')).toBeTruthy();
    expect(asked).toBe(2);

    // Fresh now: a later outage and return ask nothing.
    answers = [];
    act(() => {
      serverStatus.unreachable();
      serverStatus.answered(200);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(asked).toBe(2);
  });
});

describe('useResource on a first visit', () => {
  it('shows the answer, then the copy read back from the device, as the same objects', async () => {
    const home = defineResource({
      family: 'main-page',
      id: () => '',
      schema: v.object({ notices: v.array(v.object({ title: v.string() })) }),
      policy: 'cache-first',
      fetch: async () => ({ kind: 'ok' as const, data: { notices: [{ title: '12월 휴관 안내' }] } }),
    });
    const seen = new Set<unknown>();
    let renders = 0;
    function Home() {
      const view = useResource(home, {});
      if (view.stored) {
        renders += 1;
        seen.add(view.stored.data.notices);
      }
      return <p>{view.stored ? `${view.stored.data.notices[0]?.title} · ${view.status}` : '읽는 중'}</p>;
    }
    render(<Home />);
    expect(await screen.findByText('12월 휴관 안내 · fresh')).toBeTruthy();
    // Let the device's copy arrive after the answer.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(renders).toBeGreaterThan(0);
    expect(seen.size).toBe(1);
  });
});

describe('useResource while its first answer is on the way', () => {
  it('renders the screen once: asking does not re-render it with the same loading state', async () => {
    let answer: (value: { kind: 'offline' }) => void = () => undefined;
    const slow = defineResource({
      family: 'main-page',
      id: () => 'slow',
      schema: v.object({ title: v.string() }),
      policy: 'cache-first',
      fetch: () => new Promise<{ kind: 'offline' }>((resolve) => (answer = resolve)),
    });
    const statuses: string[] = [];
    function Screen() {
      const view = useResource(slow, {});
      statuses.push(`${view.stored === undefined ? 'reading' : view.stored === null ? 'none' : 'copy'}/${view.status}`);
      return <p>{view.status}</p>;
    }
    render(<Screen />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The device said it keeps nothing (one render for that); no render for 'loading' again.
    expect(statuses).toEqual(['reading/loading', 'none/loading']);
    await act(async () => {
      answer({ kind: 'offline' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(statuses.at(-1)).toBe('none/offline');
  });
});

describe('useResource on a device that keeps nothing (storage full)', () => {
  const home = defineResource({
    family: 'main-page',
    id: () => '',
    schema: v.object({ title: v.string() }),
    policy: 'cache-first',
    fetch: async () => ({ kind: 'ok' as const, data: { title: '경기도서관 소식' } }),
  });

  function Home() {
    const view = useResource(home, {});
    return <p>{view.stored === undefined ? '읽는 중' : view.stored === null ? `없음 (${view.status})` : `${view.stored.data.title} (${view.status})`}</p>;
  }

  it("shows the network's answer when it could not be stored, instead of loading forever", async () => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      render(<Home />);
      expect(await screen.findByText('경기도서관 소식 (fresh)')).toBeTruthy();
      expect(await db.resources.count()).toBe(0);
      // The member is told why (once): the notice waits in the app's alert queue.
      await expect.poll(() => alertQueue.getSnapshot().length).toBe(1);
    } finally {
      IDBObjectStore.prototype.put = put;
      for (const alert of alertQueue.getSnapshot()) alert.close();
      resetStorageFullNotice();
    }
  });

  it('a stored copy (and a local change to it) still wins over the answer', async () => {
    await writeStored(home, {}, { title: '기기에 저장된 소식' });
    render(<Home />);
    expect(await screen.findByText('경기도서관 소식 (fresh)')).toBeTruthy();
    await act(async () => {
      await writeStored(home, {}, { title: '이 기기에서 바꾼 소식' });
    });
    expect(await screen.findByText('이 기기에서 바꾼 소식 (fresh)')).toBeTruthy();
  });
});
