/**
 * "Back to the previous page, or home when there is none" (spec §5, §8: '허가되지않은 접근입니다.'
 * returns to the previous page or /). `history.length` cannot tell: it counts pages of other
 * sites and of earlier visits in the same tab. The router's history numbers the entries it made
 * (TanStack's `canGoBack()` is false on the first page the app opened in this tab), so a link
 * opened from a sister service, a bookmark or a new tab goes to the fallback instead of leaving
 * the portal or doing nothing.
 */
export interface BackHistory {
  canGoBack: () => boolean;
  back: () => void;
}

export function backOr(history: BackHistory, fallback: () => void): 'back' | 'fallback' {
  if (history.canGoBack()) {
    history.back();
    return 'back';
  }
  fallback();
  return 'fallback';
}
