import * as v from 'valibot';
import { ManageCodeField, ResultWord, YesNo } from './envelope';

/**
 * MENU_TYPE (spec §3): 0 group, 1 contents, 2 board, 3/7/8 module, 4 inside URL,
 * 5 outside URL (new tab), 6 custom.
 */
export const MENU_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export interface MenuItem {
  MENU_ID: number;
  MENU_NAME: string;
  MENU_TYPE: MenuType;
  /** Word used in /contents/{word}, /board/{word}, /custom/{word}. */
  MENU_URL_WORD: string;
  /** In-app path for module menus (types 3, 7, 8). */
  MODULE_URL: string;
  /** Absolute http(s) address for outside menus (type 5). */
  OUTSIDE_URL: string;
  /** In-app path for inside menus (type 4). */
  INSIDE_URL: string;
  /** Y when only logged-in members may open it. */
  MENU_LOGIN_YN: 'Y' | 'N';
  children: MenuItem[];
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  MENU_ID: v.pipe(v.number(), v.integer()),
  MENU_NAME: text(100),
  MENU_TYPE: v.picklist(MENU_TYPES),
  MENU_URL_WORD: text(100),
  MODULE_URL: text(500),
  OUTSIDE_URL: text(500),
  INSIDE_URL: text(500),
  MENU_LOGIN_YN: YesNo,
  children: v.array(v.lazy(() => MenuItemSchema)),
});

export const SelectMenuRequest = v.object({ manage_code: ManageCodeField });
export type SelectMenuRequest = v.InferOutput<typeof SelectMenuRequest>;

export const SelectMenuResponse = v.object({
  RESULT_CODE: v.number(),
  RESULT: ResultWord,
  LIST: v.array(MenuItemSchema),
});
export type SelectMenuResponse = v.InferOutput<typeof SelectMenuResponse>;
