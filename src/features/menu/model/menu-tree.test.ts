import { describe, expect, it } from 'vitest';
import type { MenuItem, MenuType } from '../../../../contract/menu';
import { breadcrumbText, cleanMenuNames, findMenuPath, findMenuPathByHref, hasMenuWord, menuTarget, visibleMenus } from './menu-tree';

function item(id: number, type: MenuType, fields: Partial<MenuItem> = {}, children: MenuItem[] = []): MenuItem {
  return {
    MENU_ID: id,
    MENU_NAME: `메뉴${id}`,
    MENU_TYPE: type,
    MENU_URL_WORD: '',
    MODULE_URL: '',
    OUTSIDE_URL: '',
    INSIDE_URL: '',
    MENU_LOGIN_YN: 'N',
    children,
    ...fields,
  };
}

describe('menuTarget (spec §2 type → target)', () => {
  it('maps every type', () => {
    expect(menuTarget(item(1, 1, { MENU_URL_WORD: 'hours' }))).toEqual({ kind: 'internal', href: '/contents/hours' });
    expect(menuTarget(item(2, 2, { MENU_URL_WORD: 'notice' }))).toEqual({ kind: 'internal', href: '/board/notice' });
    for (const type of [3, 7, 8] as const) {
      expect(menuTarget(item(3, type, { MODULE_URL: '/search/search-list' }))).toEqual({ kind: 'internal', href: '/search/search-list' });
    }
    expect(menuTarget(item(4, 4, { INSIDE_URL: '/gg-directions' }))).toEqual({ kind: 'internal', href: '/gg-directions' });
    expect(menuTarget(item(5, 5, { OUTSIDE_URL: 'https://www.gg.go.kr' }))).toEqual({ kind: 'external', href: 'https://www.gg.go.kr' });
    expect(menuTarget(item(6, 6, { MENU_URL_WORD: 'directions' }))).toEqual({ kind: 'internal', href: '/custom/directions' });
  });

  it('sends a group heading to its first child, or nowhere', () => {
    const group = item(10, 0, {}, [item(11, 1, { MENU_URL_WORD: 'greeting' }), item(12, 1, { MENU_URL_WORD: 'history' })]);
    expect(menuTarget(group)).toEqual({ kind: 'internal', href: '/contents/greeting' });
    expect(menuTarget(item(13, 0))).toEqual({ kind: 'none' });
    const nested = item(14, 0, {}, [item(15, 0, {}, [item(16, 2, { MENU_URL_WORD: 'news' })])]);
    expect(menuTarget(nested)).toEqual({ kind: 'internal', href: '/board/news' });
  });

  it('refuses blocked schemes and foreign paths', () => {
    expect(menuTarget(item(1, 5, { OUTSIDE_URL: 'javascript:alert(1)' }))).toEqual({ kind: 'none' });
    expect(menuTarget(item(2, 4, { INSIDE_URL: '//evil.example/x' }))).toEqual({ kind: 'none' });
    expect(menuTarget(item(3, 3, { MODULE_URL: 'https://evil.example' }))).toEqual({ kind: 'none' });
    expect(menuTarget(item(4, 1, { MENU_URL_WORD: '../x' }))).toEqual({ kind: 'none' });
    expect(menuTarget(item(5, 1, { MENU_URL_WORD: '' }))).toEqual({ kind: 'none' });
  });
});

describe('visibleMenus', () => {
  it('removes menu 17 at every level', () => {
    const tree = [item(1, 0, {}, [item(17, 1), item(2, 1)]), item(17, 0, {}, [item(3, 1)]), item(4, 1)];
    const visible = visibleMenus(tree);
    expect(visible.map((entry) => entry.MENU_ID)).toEqual([1, 4]);
    expect(visible[0]?.children.map((entry) => entry.MENU_ID)).toEqual([2]);
  });
});

describe('menu paths', () => {
  const tree = [
    item(1, 0, { MENU_NAME: '이용안내' }, [
      item(2, 0, { MENU_NAME: '이용시간' }, [item(3, 1, { MENU_NAME: '휴관일', MENU_URL_WORD: 'closed' })]),
      item(4, 6, { MENU_NAME: '찾아오시는 길', MENU_URL_WORD: 'directions' }),
    ]),
  ];

  it('finds the chain to an item and joins it with >', () => {
    const path = findMenuPath(tree, (entry) => entry.MENU_ID === 3);
    expect(path.map((entry) => entry.MENU_ID)).toEqual([1, 2, 3]);
    expect(breadcrumbText(path)).toBe('이용안내>이용시간>휴관일');
    expect(findMenuPath(tree, () => false)).toEqual([]);
  });

  it('finds the chain behind a path, skipping group headings', () => {
    expect(findMenuPathByHref(tree, '/contents/closed').map((entry) => entry.MENU_ID)).toEqual([1, 2, 3]);
    expect(findMenuPathByHref(tree, '/custom/directions').map((entry) => entry.MENU_ID)).toEqual([1, 4]);
  });

  it('knows which words have a page', () => {
    expect(hasMenuWord(tree, [1], 'closed')).toBe(true);
    expect(hasMenuWord(tree, [6], 'closed')).toBe(false);
    expect(hasMenuWord(tree, [6], 'directions')).toBe(true);
  });
});

describe('cleanMenuNames (spec §5 text cleanup)', () => {
  it('decodes entities and empties NULL at every level', () => {
    const cleaned = cleanMenuNames([item(1, 0, { MENU_NAME: '독서&amp;문화' }, [item(2, 1, { MENU_NAME: 'NULL', MENU_URL_WORD: 'a&amp;b' }, [item(3, 1, { MENU_NAME: '&#39;책&#39;' })])])]);
    expect(cleaned[0]?.MENU_NAME).toBe('독서&문화');
    expect(cleaned[0]?.children[0]?.MENU_NAME).toBe('');
    expect(cleaned[0]?.children[0]?.MENU_URL_WORD).toBe('a&amp;b');
    expect(cleaned[0]?.children[0]?.children[0]?.MENU_NAME).toBe("'책'");
  });
});
