import type { MainPageResponse } from '../../../../contract/home';
import { cleanFields } from '../../../lib/text-cleanup';

/**
 * The front page's server text as readers see it (spec §5 text cleanup), applied where the answer
 * arrives: titles and names decoded, NULL or blank as ''. Today's hours are left as sent.
 */
export function cleanMainPage(data: MainPageResponse): MainPageResponse {
  return {
    ...data,
    NOTICES: data.NOTICES.map((post) => cleanFields(post, ['TITLE', 'WRITER'])),
    NEWS: data.NEWS.map((post) => cleanFields(post, ['TITLE', 'WRITER'])),
    NEW_BOOKS: data.NEW_BOOKS.map((book) => cleanFields(book, ['TITLE', 'AUTHOR', 'PUBLISHER', 'PUBLISH_YEAR'])),
    PROGRAMS: data.PROGRAMS.map((program) => cleanFields(program, ['TITLE', 'CATEGORY', 'TARGET', 'PLACE'])),
  };
}
