import type { ContentKind, ContentPage } from '../../contract/content';
import type { Queryable } from '../db/db';

interface ContentRow {
  menu_url_word: string;
  kind: ContentKind;
  title: string;
  body_md: string;
  updated_at: string;
  published: boolean;
}

export interface ContentKey {
  manageCode: string;
  kind: ContentKind;
  word: string;
}

/** One CMS page; drafts only when includeDrafts (preview), otherwise null for them. */
export async function findContentPage(
  db: Queryable,
  key: ContentKey,
  includeDrafts: boolean,
): Promise<ContentPage | null> {
  const [row] = await db.query<ContentRow>(
    `SELECT menu_url_word, kind, title, body_md, published,
            to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
       FROM content_pages
      WHERE manage_code = $1 AND kind = $2 AND menu_url_word = $3 AND (published OR $4)`,
    [key.manageCode, key.kind, key.word, includeDrafts],
  );
  if (!row) return null;
  return {
    MENU_URL_WORD: row.menu_url_word,
    KIND: row.kind,
    TITLE: row.title,
    BODY_MD: row.body_md,
    UPDATED_AT: row.updated_at,
    PUBLISHED_YN: row.published ? 'Y' : 'N',
  };
}
