export interface CitizenSearch {
  target?: 'ggpoint-check';
}

/** ?target=ggpoint-check: came here from the reading-point SSO, go back there when done. */
export function validateCitizenSearch(search: Record<string, unknown>): CitizenSearch {
  return search.target === 'ggpoint-check' ? { target: 'ggpoint-check' } : {};
}
