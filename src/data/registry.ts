/**
 * Every kind of entry the portal keeps in IndexedDB, in one typed list: where it lives, whose it
 * is, and what it holds. Nothing is stored under a name that is not here (the resource layer and
 * the vault take their names from this list), and a logout removes what is marked `member` from
 * this list, not from a hand-kept one.
 *
 * Scopes:
 * - `public`: the library's public data (menus, pages, the catalogue), kept for offline reading;
 *   the same for every person using the device.
 * - `member`: the logged-in member's own data; removed at logout so the next person using a
 *   shared device never sees it. Resource keys also carry the member's user_key.
 * - `device`: settings and work of this device that outlive a login (the saved id, queued
 *   writes that wait for the next login, the sealing key).
 */
export type Scope = 'public' | 'member' | 'device';

/** The IndexedDB store an entry lives in (src/db/schema.ts). */
export type Store = 'resources' | 'kv' | 'session' | 'keys' | 'config' | 'outbox';

/** Where an entry lives and whose it is; what it holds is said in the comment above it. */
interface StoredEntry {
  readonly store: Store;
  readonly scope: Scope;
}

export const STORED = {
  // resources: answers of the library's API, one row per {family}:{id}
  /** the menu tree of the site (selectMenu) */
  menus: { store: 'resources', scope: 'public' },
  /** a CMS page by kind and menu word (selectcontents) */
  content: { store: 'resources', scope: 'public' },
  /** the day's main-page popups (getpopuplist) */
  popups: { store: 'resources', scope: 'public' },
  /** the home page sections: notices, news, books, programs, hours (selectmainpage) */
  'main-page': { store: 'resources', scope: 'public' },
  /** the library's facts: address, phone, rooms and their hours, closed days (selectlibraryinfo) */
  'library-info': { store: 'resources', scope: 'public' },
  /** the about pages' tables: teams, history, floors, colours, construction stages, collection (selectaboutinfo) */
  'about-info': { store: 'resources', scope: 'public' },
  /** one page of a board with its search (selectboardlist) */
  'board-list': { store: 'resources', scope: 'public' },
  /** one post of a board (selectboarddetail) */
  'board-post': { store: 'resources', scope: 'public' },
  /** the results of one catalogue search (searchcatalogue) */
  search: { store: 'resources', scope: 'public' },
  /** one book with its copies (selectbookdetail) */
  book: { store: 'resources', scope: 'public' },
  /** a discovery list: new, popular, bestsellers, curations, recommendations, KDC classes, MARC */
  discovery: { store: 'resources', scope: 'public' },
  /** one page of the library's events with its filters (selectlibraryeventlist) */
  'event-list': { store: 'resources', scope: 'public' },
  /** one library event (selectlibraryeventdetail) */
  'event-detail': { store: 'resources', scope: 'public' },
  /** a month's schedule: closed days, events, programs (selectschedulemonth) */
  'schedule-month': { store: 'resources', scope: 'public' },
  /** one schedule entry (selectscheduledetail) */
  'schedule-entry': { store: 'resources', scope: 'public' },
  /** one page of the link31 events with its filters (selectlink31eventlist) */
  'link31-events': { store: 'resources', scope: 'public' },
  /** the link31 venues for the map (selectlink31venuelist) */
  'link31-venues': { store: 'resources', scope: 'public' },
  /** a page of the exhibitions list with its state filter and search (selectexhibitionlist) */
  'exhibition-list': { store: 'resources', scope: 'public' },
  /** one exhibition with its works (selectexhibitiondetail) */
  exhibition: { store: 'resources', scope: 'public' },
  /** the reading clubs of a kind with their filter and search (selectclublist) */
  'club-list': { store: 'resources', scope: 'public' },
  /** one reading club with its meetings (selectclubdetail) */
  club: { store: 'resources', scope: 'public' },
  /** the 경기 북페스티벌: places, programme, booths (selectfestival) */
  'reading-festival': { store: 'resources', scope: 'public' },
  /** a page of reading reviews with its search (selectreviewlist) */
  'reading-review-list': { store: 'resources', scope: 'public' },
  /** one reading review (selectreviewdetail) */
  'reading-review': { store: 'resources', scope: 'public' },
  /** the 북매직 prescription last given for one set of answers (selectbookmagic) */
  'reading-magic': { store: 'resources', scope: 'public' },
  /** one page of the cultural programs with its filters (selectprogramlist) */
  'program-list': { store: 'resources', scope: 'public' },
  /** one cultural program with its sessions and places (selectprogramdetail) */
  'program-detail': { store: 'resources', scope: 'public' },
  /** the library's service limits the 이용 방법 page words (selectservicerules) */
  'service-rules': { store: 'resources', scope: 'public' },
  /** every e-resource of one kind with its access rule (selecteresourcelist) */
  'e-resource-list': { store: 'resources', scope: 'public' },
  /** one e-resource's page: a journal with its steps (selecteresourcedetail) */
  'e-resource': { store: 'resources', scope: 'public' },
  /** the human library: human books and their sessions with seats (selecthumanlibrary) */
  'human-library': { store: 'resources', scope: 'public' },
  /** the policy research centre's reports with their summaries (selectpolicyreportlist) */
  'policy-reports': { store: 'resources', scope: 'public' },
  /** the policy seminars and forums with their states (selectpolicyeventlist) */
  'policy-events': { store: 'resources', scope: 'public' },
  /** one year's library statistics: visitors, loans by month and KDC class, members (selectlibrarystatistics) */
  'library-statistics': { store: 'resources', scope: 'public' },
  /** the labs of the experiments or the playground (selectlablist) */
  'lab-list': { store: 'resources', scope: 'public' },
  /** one lab's page with its sessions (selectlabdetail) */
  'lab-detail': { store: 'resources', scope: 'public' },
  /** the reading quiz's question sets (selectquizsets), so the quiz plays offline */
  'quiz-sets': { store: 'resources', scope: 'public' },
  /** this device's reading quiz scores (never sent) */
  'quiz-history': { store: 'resources', scope: 'device' },
  /** the rooms members book online, their bookable days and closed days (selectfacilitylist) */
  'facility-list': { store: 'resources', scope: 'public' },
  /** one room's hours on one day, free or taken (selectfacilityslots) */
  'facility-slots': { store: 'resources', scope: 'public' },
  /** the last ten catalogue searches typed on this device (never sent) */
  'recent-searches': { store: 'resources', scope: 'device' },
  /** a list of 나의 도서관: loans, history, standing, reservations, hope-books, interests, bookings */
  'my-list': { store: 'resources', scope: 'member' },
  /** the number on the member's card (getuserno), for the card with no network */
  'card-number': { store: 'resources', scope: 'member' },
  /** the member's reading clubs applied for (selectmyclublist) */
  'club-mine': { store: 'resources', scope: 'member' },
  /** the member's 경기 독서포인트 of the year (selectreadingpoint) */
  'reading-point': { store: 'resources', scope: 'member' },
  /** the member's human-library bookings (selectmyhumanbookings) */
  'human-bookings-mine': { store: 'resources', scope: 'member' },
  /** the member's AI assistant conversations (GET /api/chat/sessions) */
  'chat-sessions': { store: 'resources', scope: 'member' },
  /** the messages of one conversation (GET /api/chat/history) */
  'chat-history': { store: 'resources', scope: 'member' },
  // session: the member's session, sealed with AES-GCM (src/data/vault.ts)
  /** the member's session data (spec §3), sealed */
  userInfo: { store: 'session', scope: 'member' },
  /** the login id the member asked to remember (plain text) */
  savedId: { store: 'session', scope: 'device' },
  // keys: non-extractable CryptoKeys
  /** the AES-GCM key that seals the session; unreadable, usable only here */
  'session-sealing-key': { store: 'keys', scope: 'device' },
  // kv: small values the spec names
  /** spec §3 dynamicPageData: page keys to values a page remembers */
  dynamicPageData: { store: 'kv', scope: 'device' },
  // config: the spec's app-settings store
  /** spec §3 app-settings/config: the API base path (default /gglib), version 1 */
  'app-settings': { store: 'config', scope: 'device' },
  // outbox: writes waiting for the network (the service worker replays them too)
  /** writes made offline, sent in order with their idempotency keys; they wait across a logout for the next login */
  outbox: { store: 'outbox', scope: 'device' },
} as const satisfies Record<string, StoredEntry>;

export type StoredName = keyof typeof STORED;

type NamesWhere<Condition extends Partial<StoredEntry>> = {
  [K in StoredName]: (typeof STORED)[K] extends Condition ? K : never;
}[StoredName];

/** Names of the resource families (rows of the `resources` table). */
export type ResourceFamily = NamesWhere<{ store: 'resources' }>;
/** Resource families that belong to the logged-in member. */
export type MemberFamily = NamesWhere<{ store: 'resources'; scope: 'member' }>;
/** Entries of the `session` table. */
export type SessionEntryName = NamesWhere<{ store: 'session' }>;

export function scopeOf(name: StoredName): Scope {
  return STORED[name].scope;
}

function namesWhere(store: Store, scope: Scope): StoredName[] {
  return (Object.keys(STORED) as StoredName[]).filter((name) => STORED[name].store === store && STORED[name].scope === scope);
}

/** Resource families of a scope (a logout deletes the `member` ones). */
export function familiesOfScope(scope: Scope): ResourceFamily[] {
  return namesWhere('resources', scope) as ResourceFamily[];
}

/** Session entries of a scope (a logout keeps only the `device` ones: the saved id). */
export function sessionEntriesOfScope(scope: Scope): SessionEntryName[] {
  return namesWhere('session', scope) as SessionEntryName[];
}
