import type { Popup } from '../../contract/popup';
import type { Queryable } from '../db/db';

interface PopupRow {
  popup_id: number;
  title: string;
  image_path: string;
  link_use: boolean;
  link_url: string;
  start_date: string;
  end_date: string;
}

/** Popups whose date range (both ends inclusive) contains today, in display order. */
export async function listActivePopups(db: Queryable, manageCode: string, today: string): Promise<Popup[]> {
  // Dates leave the database as text: node-postgres would turn a DATE into a local-time Date.
  const rows = await db.query<PopupRow>(
    `SELECT popup_id, title, image_path, link_use, link_url,
            to_char(start_date, 'YYYY-MM-DD') AS start_date,
            to_char(end_date, 'YYYY-MM-DD') AS end_date
       FROM popups
      WHERE manage_code = $1 AND start_date <= $2::date AND end_date >= $2::date
      ORDER BY sort_order, popup_id`,
    [manageCode, today],
  );
  return rows.map((row) => ({
    POPUP_ID: row.popup_id,
    POPUP_TITLE: row.title,
    POPUP_IMAGE: row.image_path,
    POPUP_LINK_USE_YN: row.link_use ? 'Y' : 'N',
    POPUP_LINK_URL: row.link_use ? row.link_url : '',
    POPUP_START_DATE: row.start_date,
    POPUP_END_DATE: row.end_date,
  }));
}
