import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { routeTree } from '../routeTree.gen';
import { programApplyLink, programDetailLink, programListLink } from './program-links';

// The programs' addresses as the links write them, through the app's route tree and search rule.
const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }), parseSearch, stringifySearch }) as unknown as {
  buildLocation(options: object): { href: string };
};
const href = (options: object) => router.buildLocation(options).href;

describe('program links', () => {
  it('write the Community addresses of spec §2', () => {
    expect(href(programListLink())).toBe('/community/events/program-list');
    expect(href(programDetailLink(12))).toBe('/community/events/program-detail/12');
    expect(href(programApplyLink(12))).toBe('/community/events/program-detail/12/program-apply');
  });

  it('write only the filters given, as text', () => {
    expect(href(programListLink({ month: '2026-04', audience: 'SENIOR', state: 'WAITLIST', q: '디지털', page: 2 }))).toBe(
      '/community/events/program-list?month=2026-04&audience=SENIOR&state=WAITLIST&q=%EB%94%94%EC%A7%80%ED%84%B8&page=2',
    );
  });
});
