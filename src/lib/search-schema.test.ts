import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';
import { integer, oneOf, searchSchema, text } from './search-schema';

const list = searchSchema({
  q: text({ max: 10, cut: true }),
  key: text({ max: 5, pattern: /^[a-z]+$/ }),
  page: integer({ min: 1, max: 100, drop: 1 }),
  sort: oneOf(['relevance', 'newest'], 'relevance'),
  days: oneOf([30, 90], 30),
});

const parse = (input: Record<string, unknown>) => v.parse(list, input);

describe('searchSchema', () => {
  it('never reports an issue: refused values read as undefined', () => {
    const result = v.safeParse(list, { q: {}, key: 'ABC', page: 'x', sort: 'worst', days: 45 });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({});
  });

  it('writes every key the input had, a refused one as an explicit undefined', () => {
    const output = parse({ page: 'abc', sort: 'relevance', q: '휴관' });
    expect(Object.keys(output).sort()).toEqual(['page', 'q', 'sort']);
    expect('page' in output && output.page === undefined).toBe(true);
    expect('sort' in output && output.sort === undefined).toBe(true);
  });

  it('leaves out keys it does not know', () => {
    expect(Object.keys(parse({ utm: 'x', page: '2' }))).toEqual(['page']);
  });
});

describe('text', () => {
  it('trims and cuts typed words, and leaves out empty ones', () => {
    expect(parse({ q: ' 해리 ' }).q).toBe('해리');
    expect(parse({ q: 'x'.repeat(15) }).q).toBe('x'.repeat(10));
    expect(parse({ q: '   ' }).q).toBeUndefined();
    expect(parse({ q: '' }).q).toBeUndefined();
  });

  it('reads a number as its text', () => {
    expect(parse({ q: 42 }).q).toBe('42');
    expect(parse({ q: Number.NaN }).q).toBeUndefined();
  });

  it('refuses a text that is too long or does not match, without trimming it', () => {
    expect(parse({ key: 'abc' }).key).toBe('abc');
    expect(parse({ key: 'abcdef' }).key).toBeUndefined();
    expect(parse({ key: ' abc' }).key).toBeUndefined();
    expect(parse({ key: 'ab1' }).key).toBeUndefined();
  });
});

describe('integer', () => {
  it('reads numbers and decimal digits within the range', () => {
    expect(parse({ page: '2' }).page).toBe(2);
    expect(parse({ page: 100 }).page).toBe(100);
    expect(parse({ page: '0' }).page).toBeUndefined();
    expect(parse({ page: 101 }).page).toBeUndefined();
    expect(parse({ page: -3 }).page).toBeUndefined();
  });

  it('drops the default', () => {
    expect(parse({ page: 1 }).page).toBeUndefined();
    expect(parse({ page: '1' }).page).toBeUndefined();
  });

  it('refuses anything but plain digits', () => {
    for (const page of ['02', '2.5', '2.0', '0x2', ' 2', '+2', '1e1', '', 'abc', 2.5, true, null]) expect(parse({ page }).page).toBeUndefined();
  });
});

describe('oneOf', () => {
  it('keeps a listed value and drops the default', () => {
    expect(parse({ sort: 'newest' }).sort).toBe('newest');
    expect(parse({ sort: 'relevance' }).sort).toBeUndefined();
    expect(parse({ sort: 'NEWEST' }).sort).toBeUndefined();
  });

  it('reads a number list from its text', () => {
    expect(parse({ days: '90' }).days).toBe(90);
    expect(parse({ days: 90 }).days).toBe(90);
    expect(parse({ days: '30' }).days).toBeUndefined();
    expect(parse({ days: '090' }).days).toBeUndefined();
  });
});

describe('with the router', () => {
  const root = createRootRoute();
  const listRoute = createRoute({ getParentRoute: () => root, path: '/list', validateSearch: list });
  // The app's registered router types would apply to any router here: this small one is seen
  // through the few members the test uses.
  interface TestRouter {
    load(): Promise<void>;
    navigate(options: { to: string; search: Record<string, unknown> }): Promise<void>;
    state: { matches: ReadonlyArray<{ routeId: string; status: string; search: Record<string, unknown> }>; location: { href: string } };
  }
  const makeRouter = (url: string) =>
    createRouter({ routeTree: root.addChildren([listRoute]), history: createMemoryHistory({ initialEntries: [url] }), parseSearch, stringifySearch }) as unknown as TestRouter;

  it('does not fail the page on odd values, and the raw text does not survive the merge', async () => {
    const router = makeRouter('/list?page=abc&sort=worst&q=%20%ED%9C%B4%EA%B4%80%20&utm=mail');
    await router.load();
    const match = router.state.matches.find((entry) => entry.routeId === listRoute.id);
    expect(match?.status).toBe('success');
    // The raw 'abc' and 'worst' are overwritten by explicit undefined; unknown keys pass through untouched.
    expect(match?.search).toEqual({ page: undefined, sort: undefined, q: '휴관', utm: 'mail' });
    expect(match?.search.page).toBeUndefined();
  });

  it('keeps defaults and refused values out of the address when navigating', async () => {
    const router = makeRouter('/list');
    await router.load();
    await router.navigate({ to: '/list', search: { page: 1, sort: 'relevance', q: ' 휴관 ', days: 90 } });
    expect(router.state.location.href).toBe('/list?q=%ED%9C%B4%EA%B4%80&days=90');
    await router.navigate({ to: '/list', search: { page: 2 } });
    expect(router.state.location.href).toBe('/list?page=2');
  });
});
