import * as v from 'valibot';
import { BookDetailResponse, BookDetailSchema, type BookDetail } from '../../../contract/catalogue';
import { MANAGE_CODE } from '../../../contract/constants';
import { readValue, writeValue } from '../../db/repositories/kv-repository';
import { request } from '../../lib/http/client';

const Stored = v.object({ book: BookDetailSchema, fetchedAt: v.number() });

export type BookResult = { kind: 'book'; book: BookDetail; fetchedAt: number; fromCache: boolean } | { kind: 'missing' } | { kind: 'offline' };

/** One book: from the network when it answers (availability changes), else the stored copy. */
export async function loadBook(bookKey: string): Promise<BookResult> {
  const key = `book:${bookKey}`;
  const result = await request({
    path: 'selectbookdetail',
    body: { manage_code: MANAGE_CODE, book_key: bookKey },
    schema: BookDetailResponse,
    errorPage: false,
    loading: true,
  });
  if (result.success && result.data) {
    if (!result.data.BOOK) return { kind: 'missing' };
    const fetchedAt = Date.now();
    await writeValue(key, { book: result.data.BOOK, fetchedAt });
    return { kind: 'book', book: result.data.BOOK, fetchedAt, fromCache: false };
  }
  const stored = await readValue(key, Stored);
  if (stored) return { kind: 'book', ...stored, fromCache: true };
  return result.status === 0 ? { kind: 'offline' } : { kind: 'missing' };
}
