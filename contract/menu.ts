import * as v from 'valibot';
import { ManageCodeField, ResultWord } from './envelope';
import { IntegerLike, TextLike, listOf, numberOr, textOr, yesNoOr } from './wire';

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

/**
 * A menu item as sent (spec §3), read tolerantly: MENU_ID, MENU_NAME and MENU_TYPE are what a
 * menu is (numbers may come as text: '17', '2'); the addresses a type does not use may be
 * missing (''), MENU_LOGIN_YN missing reads as N, children missing or null as none.
 */
export const MenuItemSchema: v.GenericSchema<unknown, MenuItem> = v.object({
  MENU_ID: IntegerLike,
  MENU_NAME: v.pipe(TextLike, v.maxLength(100)),
  MENU_TYPE: v.pipe(IntegerLike, v.picklist(MENU_TYPES)),
  MENU_URL_WORD: textOr('', 100),
  MODULE_URL: textOr('', 500),
  OUTSIDE_URL: textOr('', 500),
  INSIDE_URL: textOr('', 500),
  MENU_LOGIN_YN: yesNoOr('N'),
  children: listOf(v.lazy(() => MenuItemSchema)),
});

export const SelectMenuRequest = v.object({ manage_code: ManageCodeField });
export type SelectMenuRequest = v.InferOutput<typeof SelectMenuRequest>;

/** Spec §7: RESULT_CODE, RESULT, LIST. RESULT NO_DATA may come without LIST (read as []). */
export const SelectMenuResponse = v.object({
  RESULT_CODE: numberOr(100, IntegerLike),
  RESULT: ResultWord,
  LIST: listOf(MenuItemSchema),
});
export type SelectMenuResponse = v.InferOutput<typeof SelectMenuResponse>;
