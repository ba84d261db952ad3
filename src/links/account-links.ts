import { linkOptions } from '@tanstack/react-router';
import type { SearchInput } from './search-input';

/**
 * The login page, coming back to `returnTo` (an in-app address such as the page a guard
 * stopped) after the login; without it, the login page's own default.
 */
export function loginLink(returnTo?: string) {
  return linkOptions({ to: '/login', search: { returnTo } });
}

/** 나의 도서관's pages (spec §2 My page), in the order of its menu. */
export const MY_LIBRARY_PAGES = [
  'lib-service',
  'bookloan-list',
  'bookreserve-list',
  'bookloan-log',
  'bookloan-state',
  'my-interested-book',
  'bookwish-list',
  'programreserve-list',
  'facilityreserve-list',
  'welaaa',
] as const;

export type MyLibraryPage = (typeof MY_LIBRARY_PAGES)[number];

export function myLibraryLink(page: MyLibraryPage) {
  return linkOptions({ to: `/mypage/${page}` });
}

/** Returned loans of a year (all years without one), a page of them. */
export function loanLogLink(search: SearchInput<'/mypage/bookloan-log'>) {
  return linkOptions({ to: '/mypage/bookloan-log', search });
}

/** The hope-book request form, prefilled (the book page sends its book). */
export function wishLink(search: SearchInput<'/mypage/bookwish-list'>) {
  return linkOptions({ to: '/mypage/bookwish-list', search });
}

/** Resident verification, step 1; `target` when a sister service sent the member. */
export function citizenLink(search: SearchInput<'/gyeonggi-citizen/citizen-verification01'> = {}) {
  return linkOptions({ to: '/gyeonggi-citizen/citizen-verification01', search });
}

/** 회원가입, step 1 (the header's 회원가입 and every /join link land here). */
export function joinLink() {
  return linkOptions({ to: '/join/join-step01' });
}

/** 아이디 찾기 · 비밀번호 재설정 (the login page's find link). */
export function findInfoLink() {
  return linkOptions({ to: '/login/find-info' });
}
