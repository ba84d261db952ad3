import { describe, expect, it } from 'vitest';
import { buildMenuTree, type MenuRow } from './menu-repository';

const row = (menu_id: number, parent_id: number | null, menu_type = 0): MenuRow => ({
  menu_id,
  parent_id,
  menu_name: `메뉴 ${menu_id}`,
  menu_type,
  menu_url_word: '',
  module_url: '',
  outside_url: '',
  inside_url: '',
  login_required: menu_id === 2,
});

describe('buildMenuTree', () => {
  it('nests children under parents and keeps the given sibling order', () => {
    const tree = buildMenuTree([row(2, null), row(1, null), row(21, 2), row(211, 21), row(20, 2)]);
    expect(tree.map((m) => m.MENU_ID)).toEqual([2, 1]);
    expect(tree[0]?.children.map((m) => m.MENU_ID)).toEqual([21, 20]);
    expect(tree[0]?.children[0]?.children.map((m) => m.MENU_ID)).toEqual([211]);
    expect(tree[0]?.MENU_LOGIN_YN).toBe('Y');
    expect(tree[1]?.MENU_LOGIN_YN).toBe('N');
  });

  it('drops orphans, cycles and unknown types instead of looping or misplacing them', () => {
    const tree = buildMenuTree([row(1, null), row(5, 99), row(6, 7), row(7, 6), row(8, 1, 42)]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children).toEqual([]);
  });
});
