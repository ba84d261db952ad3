import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryInfo } from '../../../contract/library-info';
import { resetResourceLayer } from '../../data/resource';
import { PortalDatabase, useDatabaseForTests } from '../../db/database';
import { configureHttp } from '../../lib/http/client';
import { FooterFacts } from './components/footer-facts';
import { LibraryBlock } from './components/library-block';
import { libraryInfoResource } from './library-info-data';
import { addressText, closedText, libraryHoursText } from './model/facts-text';

// The web tests share one document (vitest.config.ts, isolate: false): what a test drew must go.
afterEach(cleanup);

const INFO: LibraryInfo = {
  MANAGE_CODE: '141674',
  NAME: '경기도서관',
  POSTAL_CODE: '16508',
  ADDRESS: '경기도 수원시 영통구 도청로 40',
  PHONE: '031-8008-7000',
  FAX: '',
  EMAIL: '',
  CLOSED_RULES: ['일요일을 제외한 법정 공휴일', '설날·추석 연휴'],
  ROOMS: [
    {
      CODE: 'GENERAL',
      NAME: '종합자료실',
      PLACE: '2~3층',
      PHONE: '031-8008-7211',
      HOURS: [2, 3, 4, 5].map((WEEKDAY) => ({ WEEKDAY, OPEN: '09:00', CLOSE: '22:00' })).concat([6, 0].map((WEEKDAY) => ({ WEEKDAY, OPEN: '09:00', CLOSE: '18:00' }))),
    },
    { CODE: 'CHILD', NAME: '어린이자료실', PLACE: '1층', PHONE: '031-8008-7231', HOURS: [2, 3, 4, 5, 6, 0].map((WEEKDAY) => ({ WEEKDAY, OPEN: '09:00', CLOSE: '18:00' })) },
  ],
  UPDATED_AT: '2026-03-10T03:00:00.000Z',
};

let db: PortalDatabase;
let counter = 0;
const fetchMock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();
const answer = (library: LibraryInfo | null) =>
  new Response(JSON.stringify({ RESULT_INFO: 'SUCCESS', RESULT: library ? 'SUCCESS' : 'NO_DATA', LIBRARY: library }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(async () => {
  counter += 1;
  db = new PortalDatabase(`library-info-${counter}`);
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

describe('the facts in the page’s words', () => {
  it('words the hours, the closed days (the weekly one from the hours) and the address', () => {
    expect(libraryHoursText(INFO)).toEqual(['화–금 09:00–22:00', '토·일 09:00–18:00']);
    expect(closedText(INFO)).toEqual(['매주 월요일', '일요일을 제외한 법정 공휴일', '설날·추석 연휴']);
    expect(addressText(INFO)).toBe('(16508) 경기도 수원시 영통구 도청로 40 경기도서관');
  });

  it('is one public entry, cache-first', () => {
    expect(libraryInfoResource.key({})).toBe('library-info:');
    expect(libraryInfoResource.policy).toBe('cache-first');
    expect(libraryInfoResource.perMember).toBe(false);
  });
});

describe('the footer', () => {
  it('shows its labels and no number until the facts arrive, then the facts of the answer', async () => {
    let reply: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    const { container } = render(<FooterFacts />);
    const address = container.querySelector('address');
    expect(address?.textContent).toContain('대표전화');
    expect(address?.textContent).not.toMatch(/\d/);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://test.local/gglib/selectlibraryinfo');
    reply(answer(INFO));
    expect((await screen.findByRole('link', { name: '대표전화 031-8008-7000' }))?.getAttribute('href')).toBe('tel:03180087000');
    expect(address?.textContent).toContain('(16508) 경기도 수원시 영통구 도청로 40 경기도서관');
    expect(address?.textContent).toContain('이용시간 화–금 09:00–22:00, 토·일 09:00–18:00');
    expect(address?.textContent).toContain('휴관일 매주 월요일, 일요일을 제외한 법정 공휴일, 설날·추석 연휴');
    expect(address?.getAttribute('aria-busy')).not.toBe('true');
  });

  it('reads the stored copy offline, and shows the labels alone when there is none', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const first = render(<FooterFacts />);
    await waitFor(() => expect(first.container.querySelector('address')?.getAttribute('aria-busy')).toBe('false'));
    expect(first.container.querySelector('.fact-skeleton')).toBeNull();
    expect(first.container.querySelector('address')?.textContent).not.toMatch(/\d/);
    first.unmount();

    await db.table('resources').put({ key: 'library-info:', family: 'library-info', data: INFO, fetchedAt: Date.now() });
    render(<FooterFacts />);
    expect(await screen.findByRole('link', { name: '대표전화 031-8008-7000' })).toBeTruthy();
  });

  it('repaints when a refresh stores new facts', async () => {
    await db.table('resources').put({ key: 'library-info:', family: 'library-info', data: INFO, fetchedAt: 0 });
    fetchMock.mockResolvedValueOnce(answer({ ...INFO, PHONE: '031-8008-7777' }));
    render(<FooterFacts />);
    expect(await screen.findByRole('link', { name: '대표전화 031-8008-7777' })).toBeTruthy();
  });
});

describe('a page’s {{library:…}} block', () => {
  it('draws the rooms with their hours, one room, the closed days and the phones', async () => {
    await db.table('resources').put({ key: 'library-info:', family: 'library-info', data: INFO, fetchedAt: Date.now() });
    const hours = render(<LibraryBlock args={['hours']} />);
    const rooms = await within(hours.container).findAllByRole('listitem');
    expect(rooms[0]?.textContent).toBe('종합자료실 (2~3층)화–금 09:00–22:00토·일 09:00–18:00');
    hours.unmount();
    const child = render(<LibraryBlock args={['hours', 'CHILD']} />);
    expect(await within(child.container).findByText('화–일 09:00–18:00')).toBeTruthy();
    child.unmount();
    const contacts = render(<LibraryBlock args={['contacts']} />);
    expect((await within(contacts.container).findByRole('link', { name: '031-8008-7231' }))?.getAttribute('href')).toBe('tel:03180087231');
    contacts.unmount();
    const unknown = render(<LibraryBlock args={['weather']} />);
    expect(unknown.container.innerHTML).toBe('');
  });
});
