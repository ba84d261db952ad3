import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { MANAGE_CODE } from '../../contract/constants';
import { SHELL_ANSWERS_ELEMENT_ID, shellAnswerKey } from '../../contract/shell-answers';
import { seoulDay } from '../calendar';
import type { Queryable } from '../db/db';
import { listMenuTree } from '../repositories/menu-repository';
import { listActivePopups } from '../repositories/popup-repository';
import { selectMenuBody } from './menu';
import { popupListBody } from './popup';

/*
 * The API answers the app shell carries for a navigation (contract/shell-answers.ts): the menus
 * for every page, and the day's popups for the main page. Each is the body the API call itself
 * would send now, so the app treats it exactly as that call's answer.
 */

export interface CarriedAnswers {
  answers: Record<string, unknown>;
  /**
   * Pictures the page's largest paint will show (the first popup's image on /main), for the shell's
   * `Link` header: the browser asks for them beside the app's scripts, not after the boot.
   */
  images: string[];
}

/**
 * `popupsHiddenOn`: the day the visitor hid the popups for ('오늘 하루 보지 않기', the
 * POPUP_HIDDEN_COOKIE its browser sends), if any.
 */
export type ShellAnswers = (path: string, popupsHiddenOn?: string) => Promise<CarriedAnswers>;

/** Only the portal's own uploads are named for preloading. */
const UPLOADED_IMAGE = /^\/uploads\/[A-Za-z0-9/_.-]+$/;

/** The addresses of the main page (`/` shows it too). */
const MAIN_PAGE = /^\/(main\/?)?$/;

export function shellAnswers(db: Queryable, now: () => number): ShellAnswers {
  return async (path, popupsHiddenOn) => {
    const today = MAIN_PAGE.test(path) ? seoulDay(now()) : null;
    // Both queries at once: the shell waits for the slower, not for the two in turn.
    const [menus, popups] = await Promise.all([listMenuTree(db, MANAGE_CODE), today === null ? null : listActivePopups(db, MANAGE_CODE, today)]);
    const answers: Record<string, unknown> = { [shellAnswerKey.menus]: selectMenuBody(menus) };
    const images: string[] = [];
    if (today !== null && popups !== null) {
      answers[shellAnswerKey.popups(today)] = popupListBody(popups);
      // Unless hidden for today (a first visit has hidden nothing), the popup opens: its first picture.
      const first = popups[0]?.POPUP_IMAGE;
      if (first && UPLOADED_IMAGE.test(first) && popupsHiddenOn !== today) images.push(first);
    }
    return { answers, images };
  };
}

/**
 * The shell with the answers as a JSON data block before `</body>` (the app's modules run once the
 * document is parsed, so the block is there when they ask). Every `<` in the JSON is written
 * `\u003c`: no text of the library's (a menu name, a popup title) can close the element.
 */
export function withShellAnswers(html: string, answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${SHELL_ANSWERS_ELEMENT_ID}">${json}</script>`;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + block : `${html.slice(0, end)}${block}\n  ${html.slice(end)}`;
}

export interface ShellBody {
  html: Buffer;
  etag: string;
  /** Brotli, compressed once per distinct shell (the menus change rarely, the popups daily). */
  brotli: () => Buffer;
}

/** The shell's bytes with a content ETag; the last few compressed copies are kept. */
export function shellBodies(limit = 8): (html: string) => ShellBody {
  const compressed = new Map<string, Buffer>();
  return (html) => {
    const bytes = Buffer.from(html, 'utf8');
    const etag = `W/"s-${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    const brotli = () => {
      const kept = compressed.get(etag);
      if (kept) return kept;
      const made = brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
      if (compressed.size >= limit) compressed.delete(compressed.keys().next().value as string);
      compressed.set(etag, made);
      return made;
    };
    return { html: bytes, etag, brotli };
  };
}
