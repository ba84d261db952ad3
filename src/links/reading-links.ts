import { linkOptions } from '@tanstack/react-router';
import type { SearchInput } from './search-input';

/* The exhibitions and reading-culture pages (spec §2 Community and Reading). */

export function exhibitionListLink(search: SearchInput<'/community/exhibition/exhibition-list'> = {}) {
  return linkOptions({ to: '/community/exhibition/exhibition-list', search });
}

export function exhibitionLink(id: number) {
  return linkOptions({ to: '/community/exhibition/exhibition-detail/$id', params: { id: String(id) } });
}

/** A club list: the members' 독서동아리 (CLUB) or the library's 독서공동체 (LIBRARY). */
export function clubListLink(kind: 'CLUB' | 'LIBRARY', search: SearchInput<'/ever-reading/reading-helper/reading-club'> = {}) {
  return kind === 'CLUB' ? linkOptions({ to: '/ever-reading/reading-helper/reading-club', search }) : linkOptions({ to: '/life-reading/reading-community/ggl-readingclub', search });
}

export function clubLink(kind: 'CLUB' | 'LIBRARY', id: number) {
  return kind === 'CLUB'
    ? linkOptions({ to: '/ever-reading/reading-helper/club-detail/$id', params: { id: String(id) } })
    : linkOptions({ to: '/life-reading/reading-community/ggl-readingclub/$id', params: { id: String(id) } });
}

export function clubApplyLink(kind: 'CLUB' | 'LIBRARY', id: number) {
  return kind === 'CLUB'
    ? linkOptions({ to: '/ever-reading/reading-helper/club-apply', search: { club: id } })
    : linkOptions({ to: '/life-reading/reading-community/ggl-readingclub/$id/program-application', params: { id: String(id) } });
}

export function festivalLink() {
  return linkOptions({ to: '/ever-reading/festival' });
}

/** 독서 감상문: the list (q, page), one review (id) or the form (write=Y). */
export function reviewLink(search: SearchInput<'/ever-reading/reading-helper/review'> = {}) {
  return linkOptions({ to: '/ever-reading/reading-helper/review', search });
}

export function bookMagicLink(search: SearchInput<'/ever-reading/bookmagic'> = {}) {
  return linkOptions({ to: '/ever-reading/bookmagic', search });
}

export function readingPointLink() {
  return linkOptions({ to: '/ever-reading/gg-point' });
}
