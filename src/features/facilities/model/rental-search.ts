import { searchSchema, text } from '../../../lib/search-schema';

// What the rental page's route options run at boot (route options are not code-split): the chosen
// room and day in the address, so a login comes back to them (returnTo) and a link can name them.

/** ?facility=MAIN-AI-STUDIO&date=2026-03-12: only what was chosen. */
export interface RentalSearch {
  facility?: string;
  date?: string;
}

export const rentalSearch = searchSchema({
  facility: text({ pattern: /^[A-Za-z0-9_-]{1,40}$/ }),
  date: text({ pattern: /^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/ }),
});
