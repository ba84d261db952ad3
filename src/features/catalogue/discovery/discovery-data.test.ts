// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopularBooksResponse } from '../../../../contract/discovery';
import { PortalDatabase, useDatabaseForTests } from '../../../db/database';
import { resetResourceLayer } from '../../../data/resource';
import { configureHttp } from '../../../lib/http/client';
import { koDiscovery } from '../../../lib/i18n/messages-discovery-ko';
import { loadClassBooks, loadPopular } from './discovery-data';

const putStored = (key: string, data: unknown, fetchedAt: number) => db.resources.put({ key, family: 'discovery', data, fetchedAt });

const popular: PopularBooksResponse = {
  RESULT_INFO: 'SUCCESS',
  RESULT: 'SUCCESS',
  FROM: '2026-08-22',
  TO: '2026-11-21',
  LIST: [
    {
      BOOK_KEY: 'GGL0000001',
      TITLE: '소년이 온다',
      AUTHOR: '한강',
      PUBLISHER: '창비',
      PUBLISH_YEAR: '2014',
      ISBN: '',
      KDC_CLASS: '813.7',
      CALL_NO: '813.7-한11소',
      SHELF_LOC_DESC: '3층',
      LOAN_CODE: 'OK',
      COVER_URL: '',
      RANK: 1,
      LOAN_COUNT: 12,
    },
  ],
};

let db: PortalDatabase;
let counter = 0;
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

beforeEach(async () => {
  counter += 1;
  db = new PortalDatabase(`discovery-${counter}`);
  useDatabaseForTests(db);
  await db.open();
  resetResourceLayer();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ defaultBase: 'http://test.local/gglib', beforeRequest: null });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

describe('discovery lists: network first, IndexedDB when it fails', () => {
  it('stores an answer under the page address and shows it fresh', async () => {
    fetchMock.mockResolvedValue(answer(popular));
    const result = await loadPopular({ period: '1y', kdc: 8 });
    expect(result).toMatchObject({ kind: 'data', data: popular, fromCache: false });
    expect(bodyOf(0)).toMatchObject({ manage_code: '141674', period: '1y', kdc: '8' });
    const stored = await db.resources.get('discovery:/search/popular/popular-list?period=1y&kdc=8');
    expect(stored?.fetchedAt).toBeGreaterThan(0);
    expect(stored?.data).toEqual(popular);
  });

  it('offline: the stored copy with its time, or nothing to show', async () => {
    fetchMock.mockResolvedValueOnce(answer(popular));
    const online = await loadPopular({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await loadPopular({});
    expect(offline).toEqual({ kind: 'data', data: popular, fetchedAt: online.kind === 'data' ? online.fetchedAt : -1, fromCache: true });
    expect(await loadPopular({ period: '1m' })).toEqual({ kind: 'offline' });
  });

  it('a server error shows the stored copy, else a Korean sentence (never "Internal Server Error")', async () => {
    fetchMock.mockResolvedValue(answer({ RESULT_INFO: 'FAIL', RESULT: 'FAIL', RESULT_CODE: 500, RESULT_MESSAGE: 'Internal Server Error' }, 500));
    expect(await loadPopular({ kdc: 1 })).toEqual({ kind: 'failed', status: 500, message: koDiscovery.failed });
    await putStored('discovery:/search/popular/popular-list?kdc=1', popular, 1);
    expect(await loadPopular({ kdc: 1 })).toEqual({ kind: 'data', data: popular, fetchedAt: 1, fromCache: true });
  });

  it("a refused request says the server's sentence; a stored copy that no longer validates reads as absent", async () => {
    fetchMock.mockResolvedValue(answer({ RESULT_INFO: 'FAIL', RESULT: 'FAIL', RESULT_CODE: 400, RESULT_MESSAGE: 'kdc는 KDC 주류 한 자리 숫자(0–9)여야 합니다.', FIELD: 'kdc' }, 400));
    await putStored('discovery:/search/popular/popular-list?kdc=2', { LIST: 'broken' }, 1);
    expect(await loadPopular({ kdc: 2 })).toEqual({ kind: 'failed', status: 400, message: 'kdc는 KDC 주류 한 자리 숫자(0–9)여야 합니다.' });
  });

  it('browse by class asks searchcatalogue for the prefix, and nothing at the top', async () => {
    expect(await loadClassBooks({})).toEqual({ kind: 'none' });
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await loadClassBooks({ kdc: 8, division: 1, section: 3, page: 2 });
    expect(bodyOf(0)).toMatchObject({ query: '', kdc: '813', page: 2, sort: 'newest' });
  });
});
