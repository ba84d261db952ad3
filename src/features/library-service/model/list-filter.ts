import type { EResource, HumanBook } from '../../../../contract/library-service';
import type { EResourceListSearch, HumanLibrarySearch } from './library-service-search';

/*
 * The lists filter on the device: a kind's resources and the human books are short lists kept
 * whole in IndexedDB, so a subject, a rule or a word narrows them at once, offline too.
 */

/** Lower case, spaces and middle dots left out: 'KISS 한국학술정보' matches 'kiss한국'. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/[\s·・\-_.,()]/g, '');
}

const matchesWords = (haystack: string, q: string | undefined): boolean => {
  if (!q) return true;
  const folded = foldText(haystack);
  return q
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(foldText(word)));
};

/** The resources the URL's filters keep, in the library's order. */
export function filterResources(list: readonly EResource[], search: EResourceListSearch): EResource[] {
  return list.filter(
    (resource) =>
      (!search.subject || resource.SUBJECT === search.subject) &&
      (!search.access || resource.ACCESS === search.access) &&
      matchesWords(`${resource.NAME} ${resource.PROVIDER} ${resource.DESCRIPTION} ${resource.SUBJECT}`, search.q),
  );
}

/** The subjects of a list with how many resources each has, most first (then by name). */
export function subjectsOf(list: readonly EResource[]): { subject: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const resource of list) if (resource.SUBJECT) counts.set(resource.SUBJECT, (counts.get(resource.SUBJECT) ?? 0) + 1);
  return [...counts].map(([subject, count]) => ({ subject, count })).sort((a, b) => b.count - a.count || a.subject.localeCompare(b.subject, 'ko'));
}

/** The human books the URL's filters keep. */
export function filterHumanBooks(list: readonly HumanBook[], search: HumanLibrarySearch): HumanBook[] {
  return list.filter(
    (book) => (!search.category || book.CATEGORY === search.category) && matchesWords(`${book.TITLE} ${book.NARRATOR} ${book.SUMMARY} ${book.TOPICS.join(' ')}`, search.q),
  );
}
