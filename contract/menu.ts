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
function menuItemFields(child: v.GenericSchema<unknown, MenuItem>) {
  return v.object({
    MENU_ID: IntegerLike,
    MENU_NAME: v.pipe(TextLike, v.maxLength(100)),
    MENU_TYPE: v.pipe(IntegerLike, v.picklist(MENU_TYPES)),
    MENU_URL_WORD: textOr('', 100),
    MODULE_URL: textOr('', 500),
    OUTSIDE_URL: textOr('', 500),
    INSIDE_URL: textOr('', 500),
    MENU_LOGIN_YN: yesNoOr('N'),
    children: listOf(child),
  });
}

/** The reading above, composed of the wire's schemas all the way down: what MenuItemSchema must equal (menu.test.ts). */
export const ComposedMenuItemSchema: v.GenericSchema<unknown, MenuItem> = menuItemFields(v.lazy(() => ComposedMenuItemSchema));

/** An item as the tolerant reading would leave it, read by hand; undefined for anything else. */
function readNormalMenuItem(value: unknown): MenuItem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const item = value as Record<string, unknown>;
  const { MENU_ID, MENU_NAME, MENU_TYPE, MENU_URL_WORD, MODULE_URL, OUTSIDE_URL, INSIDE_URL, MENU_LOGIN_YN, children } = item;
  if (typeof MENU_ID !== 'number' || !Number.isInteger(MENU_ID)) return undefined;
  if (typeof MENU_NAME !== 'string' || MENU_NAME.length > 100) return undefined;
  if (typeof MENU_TYPE !== 'number' || !(MENU_TYPES as readonly number[]).includes(MENU_TYPE)) return undefined;
  if (typeof MENU_URL_WORD !== 'string' || MENU_URL_WORD.length > 100) return undefined;
  if (typeof MODULE_URL !== 'string' || MODULE_URL.length > 500) return undefined;
  if (typeof OUTSIDE_URL !== 'string' || OUTSIDE_URL.length > 500) return undefined;
  if (typeof INSIDE_URL !== 'string' || INSIDE_URL.length > 500) return undefined;
  if (MENU_LOGIN_YN !== 'Y' && MENU_LOGIN_YN !== 'N') return undefined;
  if (!Array.isArray(children)) return undefined;
  const read: MenuItem[] = [];
  for (const child of children) {
    const one = readNormalMenuItem(child);
    if (!one) return undefined;
    read.push(one);
  }
  return {
    MENU_ID,
    MENU_NAME,
    MENU_TYPE: MENU_TYPE as MenuType,
    MENU_URL_WORD,
    MODULE_URL,
    OUTSIDE_URL,
    INSIDE_URL,
    MENU_LOGIN_YN,
    children: read,
  };
}

const TolerantMenuItem = menuItemFields(v.lazy(() => MenuItemSchema));

/**
 * A menu item, read as {@link ComposedMenuItemSchema} reads it. Most answers (the reference
 * server's, every stored copy) already have the form that reading gives: those are read by hand
 * (the whole tree checked and copied in one function), anything else through the composed
 * schema, item by item, with its issues. The menus are read at every page's start, from the
 * shell's carried answer and from the stored copy; through the composed schema alone that took
 * ~36 ms of a boot task at 4× CPU (68 items, `npm run bench -- --boot-only --boot-page /notice`).
 */
export const MenuItemSchema: v.GenericSchema<unknown, MenuItem> = v.pipe(
  v.unknown(),
  v.rawTransform<unknown, MenuItem>(({ dataset, addIssue, NEVER }) => {
    const normal = readNormalMenuItem(dataset.value);
    if (normal) return normal;
    const result = v.safeParse(TolerantMenuItem, dataset.value);
    if (result.success) return result.output;
    for (const issue of result.issues) {
      addIssue({ message: issue.message, input: issue.input, expected: issue.expected ?? undefined, received: issue.received, path: issue.path });
    }
    return NEVER;
  }),
);

export const SelectMenuRequest = v.object({ manage_code: ManageCodeField });
export type SelectMenuRequest = v.InferOutput<typeof SelectMenuRequest>;

/** Spec §7: RESULT_CODE, RESULT, LIST. RESULT NO_DATA may come without LIST (read as []). */
export const SelectMenuResponse = v.object({
  RESULT_CODE: numberOr(100, IntegerLike),
  RESULT: ResultWord,
  LIST: listOf(MenuItemSchema),
});
export type SelectMenuResponse = v.InferOutput<typeof SelectMenuResponse>;
