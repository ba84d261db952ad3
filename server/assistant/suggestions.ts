import { CHAT_LIMITS } from '../../contract/chat';
import type { Queryable } from '../db/db';

/* Suggested questions, grounded in the data: a real title and author from the catalogue, a real
 * recommendation list, the asked period's programs, hours, parking and the wish-book menu. */

export async function suggestedQuestions(db: Queryable, manageCode: string, limit: number): Promise<string[]> {
  // The demo's real books (not generated ones), the most recently acquired first.
  const books = await db.query<{ title: string; author: string }>(
    `SELECT title, author FROM books WHERE book_key NOT LIKE 'GEN%' AND author <> '' ORDER BY acquired_at DESC, book_key LIMIT 20`,
  );
  const lists = await db.query<{ title: string }>('SELECT title FROM recommend_lists WHERE manage_code = $1 ORDER BY kind', [manageCode]);
  const firstName = (author: string) => author.split(/[,;]/)[0]?.replace(/\s*(?:지음|옮김|엮음|글|그림|외)\s*$/g, '').trim() ?? '';
  const [first, ...others] = books;
  const author = others.map((b) => firstName(b.author)).find((name) => name !== '' && Array.from(name).length <= 8);
  const climate = lists.find((l) => /기후/.test(l.title));
  const candidates = [
    first ? `${first.title} 있어요?` : '',
    '이번 주말 프로그램 뭐 있어요?',
    '오늘 도서관 몇 시까지 열어요?',
    climate ? '기후위기 관련 책 추천해 주세요' : '요즘 인기 있는 책 추천해 주세요',
    author ? `${author} 작가 책 있나요?` : '',
    '주차할 수 있나요?',
    '희망도서 신청은 어디서 해요?',
    '대출 연장은 어떻게 하나요?',
    '이번 주 휴관일 알려 주세요',
    '도서관 가는 길 알려 주세요',
    '회원증은 어떻게 만들어요?',
  ].filter((q) => q !== '');
  return [...new Set(candidates)].slice(0, Math.min(limit, CHAT_LIMITS.suggestionsMax));
}
