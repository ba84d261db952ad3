import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import selectMenu from './__fixtures__/reference/selectMenu.json';
import { ComposedMenuItemSchema, MenuItemSchema, SelectMenuResponse } from './menu';

/** A deterministic sequence in [0, 1) (a linear congruential generator), so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
}

const ABSENT = Symbol('absent');

/** Values a field may be sent as: the usual ones, the tolerated ones and the refused ones. */
const VALUES: Record<string, readonly unknown[]> = {
  MENU_ID: [17, 0, -3, -0, 1.5, '17', ' 17 ', '1e3', '', 'x', null, ABSENT, Number.NaN, Infinity, true],
  MENU_NAME: ['도서관 소개', '', 'ㄱ'.repeat(100), 'ㄱ'.repeat(101), 12, 1.5, null, ABSENT, ['a'], {}],
  MENU_TYPE: [0, 1, 2, 8, 9, -1, 1.5, '2', ' 3', '9', '', null, ABSENT, false],
  MENU_URL_WORD: ['intro', '', 'a'.repeat(100), 'a'.repeat(101), 7, null, ABSENT, true],
  MODULE_URL: ['/mypage/lib-service', '', 'a'.repeat(500), 'a'.repeat(501), 0, null, ABSENT],
  OUTSIDE_URL: ['https://www.library.kr/', '', null, ABSENT, 3],
  INSIDE_URL: ['/notice', '', null, ABSENT, {}],
  MENU_LOGIN_YN: ['Y', 'N', 'y', ' n ', '', 'YES', true, false, null, ABSENT, 1],
  children: [[], null, ABSENT, 'none', {}],
};

function randomItem(next: () => number, depth: number): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [field, values] of Object.entries(VALUES)) {
    // Mostly the usual value (the first), so that whole trees of usual items come up too.
    const value = next() < 0.7 ? values[0] : values[Math.floor(next() * values.length)];
    if (value !== ABSENT) item[field] = value;
  }
  if (depth > 0 && next() < 0.5) item.children = Array.from({ length: Math.floor(next() * 3) }, () => randomItem(next, depth - 1));
  if (next() < 0.1) item.EXTRA = 'x';
  return item;
}

const outcome = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? { ok: true, output: result.output } : { ok: false };
};

describe('MenuItemSchema', () => {
  it('reads the reference server’s menus as the composed schema does', () => {
    for (const item of selectMenu.LIST) expect(outcome(MenuItemSchema, item)).toEqual(outcome(ComposedMenuItemSchema, item));
    expect(v.parse(SelectMenuResponse, selectMenu)).toEqual(selectMenu);
  });

  it('accepts, refuses and normalises 3,000 random items exactly as the composed schema does', () => {
    const next = sequence(20261202);
    let accepted = 0;
    for (let run = 0; run < 3000; run++) {
      const item = randomItem(next, 2);
      const expected = outcome(ComposedMenuItemSchema, item);
      expect(outcome(MenuItemSchema, item), JSON.stringify(item)).toEqual(expected);
      if (expected.ok) accepted++;
    }
    // Both kinds came up often enough to mean something.
    expect(accepted).toBeGreaterThan(300);
    expect(accepted).toBeLessThan(2700);
  });

  it('refuses with the composed schema’s message and where it was', () => {
    const child = { MENU_ID: 2, MENU_NAME: '하위', MENU_TYPE: '9' };
    const result = v.safeParse(MenuItemSchema, { MENU_ID: 1, MENU_NAME: '상위', MENU_TYPE: 0, children: [child] });
    expect(result.success).toBe(false);
    const composed = v.safeParse(ComposedMenuItemSchema, { MENU_ID: 1, MENU_NAME: '상위', MENU_TYPE: 0, children: [child] });
    expect(result.issues?.map((issue) => issue.message)).toEqual(composed.issues?.map((issue) => issue.message));
    expect(v.getDotPath(result.issues![0]!)).toBe(v.getDotPath(composed.issues![0]!));
  });

  it('gives a fresh copy: the answer read is not the object kept', () => {
    const item = selectMenu.LIST[0]!;
    const read = v.parse(MenuItemSchema, item);
    expect(read).not.toBe(item);
    expect(read.children).not.toBe(item.children);
  });
});
