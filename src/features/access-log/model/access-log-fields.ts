import { PREV_URL_DOT_MARKER, type AccessLogRequest } from '../../../../contract/access-log';
import { MANAGE_CODE } from '../../../../contract/constants';
import { deviceKind } from '../../../lib/user-agent';

/** The menu entry a page belongs to (spec §4 current menu tracking). */
export interface CurrentMenuEntry {
  id: number | null;
  name: string;
  /** Names from the top level down, joined by '>'. */
  breadcrumb: string;
}

export interface PageView {
  /** Full address of the page, e.g. http://…/contents/hours. */
  url: string;
  /** Address before it (in-app previous page, else document.referrer), or ''. */
  previousUrl: string;
  pageName: string;
  menu: CurrentMenuEntry;
  userAgent: string;
}

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** The homepageinsertaccesslog body for one page view (spec §3 "Access log"). */
export function accessLogFields(view: PageView): AccessLogRequest {
  return {
    manage_code: MANAGE_CODE,
    access_device: deviceKind(view.userAgent),
    access_menu_key: view.menu.id === null ? '' : String(view.menu.id),
    access_menu_name: clip(view.menu.name, 200),
    access_page_name: clip(view.pageName, 200),
    access_url: clip(view.url, 2000),
    access_prev_url: clip(view.previousUrl.replaceAll('.', PREV_URL_DOT_MARKER), 2000),
  };
}
