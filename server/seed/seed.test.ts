import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HIDDEN_MENU_ID } from '../../contract/constants';
import { MENU_TYPES } from '../../contract/menu';
import { DEFAULT_UPLOADS_DIR } from '../routes/uploads';
import { SEED_MENUS, type SeedMenu } from './menus';
import { SEED_PAGES, TERMS_WORDS } from './pages';
import { SEED_POPUPS } from './popups';
import { PAGES_DIR, flattenMenus } from './seed';

const flat = flattenMenus(SEED_MENUS).map((entry) => entry.menu);

// seedIfEmpty itself is tested in db/migrate.test.ts, on that file's fresh database: one PGlite
// per file costs ~3 s, so the server suite keeps their number small.
const depth = (menu: SeedMenu): number => 1 + Math.max(0, ...(menu.children ?? []).map(depth));

describe('seed data', () => {
  it('covers every MENU_TYPE 0–8', () => {
    expect(new Set(flat.map((m) => m.type))).toEqual(new Set(MENU_TYPES));
  });

  it('nests three levels deep, has members-only items and the hidden menu 17 at the top', () => {
    expect(Math.max(...SEED_MENUS.map(depth))).toBe(3);
    expect(flat.some((m) => m.login)).toBe(true);
    expect(SEED_MENUS.map((m) => m.id)).toContain(HIDDEN_MENU_ID);
    const visibleTop = SEED_MENUS.filter((m) => m.id !== HIDDEN_MENU_ID);
    expect(visibleTop.length).toBeGreaterThanOrEqual(5);
    expect(visibleTop.length).toBeLessThanOrEqual(7);
  });

  it('gives every menu a unique id and the target its type needs', () => {
    expect(new Set(flat.map((m) => m.id)).size).toBe(flat.length);
    for (const menu of flat) {
      if ([1, 2, 6].includes(menu.type)) expect(menu.word, menu.name).toMatch(/^[A-Za-z0-9_-]+$/);
      if ([3, 7, 8].includes(menu.type)) expect(menu.module, menu.name).toMatch(/^\/[a-z]/);
      if (menu.type === 4) expect(menu.inside, menu.name).toMatch(/^\/[a-zA-Z]/);
      if (menu.type === 5) expect(menu.outside, menu.name).toMatch(/^https:\/\//);
      if (menu.type === 0) expect(menu.children?.length, menu.name).toBeGreaterThan(0);
    }
  });

  it('has a page for every contents and custom menu word, the terms pages and one draft', () => {
    const pageKeys = new Set(SEED_PAGES.map((p) => `${p.kind}/${p.word}`));
    for (const menu of flat.filter((m) => m.type === 1 || m.type === 6)) {
      expect(pageKeys, menu.name).toContain(`${menu.type === 1 ? 'contents' : 'custom'}/${menu.word ?? ''}`);
    }
    for (const word of TERMS_WORDS) expect(pageKeys).toContain(`contents/${word}`);
    expect(SEED_PAGES.filter((p) => !p.published)).toHaveLength(1);
    for (const page of SEED_PAGES) expect(existsSync(join(PAGES_DIR, `${page.word}.md`)), page.word).toBe(true);
  });

  it('points popups at images that exist, except the one meant to be broken', () => {
    const missing = SEED_POPUPS.filter((p) => !existsSync(join(DEFAULT_UPLOADS_DIR, p.image.replace('/uploads/', ''))));
    expect(missing.map((p) => p.image)).toEqual([]);
    expect(SEED_POPUPS.some((p) => p.link === undefined)).toBe(true);
  });
});
