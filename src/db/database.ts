import Dexie, { type EntityTable } from 'dexie';
import type { MenuItem } from '../../contract/menu';
import type { Popup } from '../../contract/popup';
import type { ContentPage } from '../../contract/content';
import { PORTAL_DATABASE, type OutboxWrite } from '../../contract/worker-protocol';

/** Cached menu tree of one library (selectMenu). */
export interface MenuRecord {
  manageCode: string;
  items: MenuItem[];
  /** Epoch milliseconds of the last successful fetch. */
  fetchedAt: number;
}

/** Cached popup list for one library and day (getpopuplist). */
export interface PopupRecord {
  manageCode: string;
  /** yyyy-MM-dd the list was fetched for. */
  today: string;
  items: Popup[];
  fetchedAt: number;
}

/** A cached CMS page; id is `${kind}/${menuUrlWord}`. */
export interface ContentRecord {
  id: string;
  page: ContentPage;
  fetchedAt: number;
}

/** Key-value entries such as dynamicPageData and popup_no_sight (spec §3 local storage). */
export interface KvRecord {
  key: string;
  value: unknown;
}

/** The spec's `app-settings` database, store `config`: one row per key. */
export interface ConfigRecord {
  key: string;
  value: unknown;
}

/** Session data; sensitive values are stored encrypted by the session feature. */
export interface SessionRecord {
  key: string;
  value: unknown;
  updatedAt: number;
}

export interface ChatSessionRecord {
  id: string;
  title: string;
  /** Epoch milliseconds. */
  lastActivityAt: number;
}

export interface ChatMessageRecord {
  messageId: string;
  sessionId: string;
  role: 'user' | 'assistant';
  content: string;
  /** Epoch milliseconds. */
  createdAt: number;
  feedback: 'good' | 'bad' | null;
  details: unknown;
}

/**
 * A write waiting for the network; replayed in seq order by the page and by the service worker
 * (the row both read is contract/worker-protocol.ts OutboxWrite).
 */
export interface OutboxRecord extends Omit<OutboxWrite, 'seq'> {
  /** Given by the database when the write is queued. */
  seq?: number;
  /** What kind of write this is, e.g. 'access-log' (features list their pending writes by it). */
  kind: string;
  /** Epoch milliseconds when queued. */
  createdAt: number;
  attempts: number;
  lastError: string | null;
}

/** A non-extractable CryptoKey kept by name (structured clone keeps it unreadable). */
export interface KeyRecord {
  name: string;
  key: CryptoKey;
}

export const DATABASE_NAME = PORTAL_DATABASE;

/**
 * The portal's one IndexedDB database. Every schema version stays listed here so an old
 * install upgrades step by step; add a new `version(n)` rather than editing an old one.
 */
export class PortalDatabase extends Dexie {
  menus!: EntityTable<MenuRecord, 'manageCode'>;
  popups!: EntityTable<PopupRecord, 'manageCode'>;
  contents!: EntityTable<ContentRecord, 'id'>;
  kv!: EntityTable<KvRecord, 'key'>;
  config!: EntityTable<ConfigRecord, 'key'>;
  session!: EntityTable<SessionRecord, 'key'>;
  chatSessions!: EntityTable<ChatSessionRecord, 'id'>;
  chatMessages!: EntityTable<ChatMessageRecord, 'messageId'>;
  outbox!: EntityTable<OutboxRecord, 'seq'>;
  keys!: EntityTable<KeyRecord, 'name'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      menus: 'manageCode',
      popups: 'manageCode',
      contents: 'id',
      kv: 'key',
      config: 'key',
      session: 'key',
      chatSessions: 'id, lastActivityAt',
      chatMessages: 'messageId, sessionId, [sessionId+createdAt]',
      // The service worker reads this store by name (contract/worker-protocol.ts OUTBOX_STORE).
      outbox: '++seq, kind, createdAt',
    });
    // v2: the session's sealing key.
    this.version(2).stores({ keys: 'name' });
  }
}

let instance: PortalDatabase | null = null;

/** The app's database, opened lazily on first use. */
export function getDatabase(): PortalDatabase {
  instance ??= new PortalDatabase();
  return instance;
}

/** Tests use a fresh database each time. */
export function useDatabaseForTests(database: PortalDatabase): void {
  instance = database;
}
