import { linkOptions } from '@tanstack/react-router';

/*
 * The 생성형 AI 도서관 and rental facilities' addresses (spec §2 About and services). The
 * reservation page keeps the chosen room and day in its address (a login comes back to them).
 */

export function aiLibraryLink() {
  return linkOptions({ to: '/our-library/core-contents/generative-ai-library' });
}

export function rentalFacilityLink(search: { facility?: string; date?: string } = {}) {
  return linkOptions({ to: '/our-library/core-contents/generative-ai-library/rental-facility', search });
}
