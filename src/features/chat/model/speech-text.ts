import type { ChatDetails } from '../../../../contract/chat';
import { koChat } from '../../../lib/i18n/messages-chat-ko';

/** A backslash-escaped mark (the member's own words echoed in an answer are escaped so) is literal. */
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
const KEPT_BASE = 0xe000;
const KEPT = /[\ue000-\ue07f]/g;

/** Markdown to plain text for reading aloud and copying as speech: no marks, no link targets. */
export function stripMarkdown(markdown: string): string {
  // Escaped marks are set aside (private-use characters) while the marks are stripped, then come back as text.
  return markdown
    .replace(ESCAPED, (_escape, mark: string) => String.fromCharCode(KEPT_BASE + mark.charCodeAt(0)))
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*([-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*(-{3,}|\*{3,}|_{3,})\s*$/gm, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/~~(.*?)~~/g, '$1')
    .replace(/\|/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .replace(KEPT, (kept) => String.fromCharCode(kept.charCodeAt(0) - KEPT_BASE))
    .trim();
}

/** Sentences to speak one by one (a long utterance is cut off by some engines). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?。？！])\s+|\n+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The answer with its book list as text, for copying and reading aloud: an answer with books
 * names them only on its cards (the text says how they were chosen), so the list follows it.
 */
export function withBookList(markdown: string, details: ChatDetails | null): string {
  const books = (details?.final_structured?.items ?? []).flatMap((item) => (item.kind === 'book' ? [item] : []));
  if (books.length === 0) return markdown;
  const lines = books.map((book) =>
    [
      book.title,
      book.author,
      book.loan_code === 'OK' ? koChat.book.available : koChat.book.unavailable,
      book.shelf_loc_desc,
      book.reason === '' ? '' : `${koChat.book.reason}: ${book.reason}`,
    ]
      .filter((part) => part !== '')
      .join(' · '),
  );
  return [markdown, '', `${koChat.headings.books}:`, ...lines.map((line, i) => `${i + 1}. ${line}`)].join('\n');
}
