import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { MainPageResponse } from '../../../contract/home';
import { readValue, writeValue } from '../../db/repositories/kv-repository';
import { toIsoDate } from '../../lib/dates';
import { selectMainPage } from './api/select-main-page';

const KEY = 'main-page';
const Stored = v.object({ page: MainPageResponse, fetchedAt: v.number() });

export interface StoredMainPage {
  page: MainPageResponse;
  /** Epoch ms of the fetch. */
  fetchedAt: number;
}

let refreshing: Promise<boolean> | null = null;

/** Fetches the home page data and stores it (true when it did); screens repaint by live query. */
export function refreshMainPage(now = new Date()): Promise<boolean> {
  refreshing ??= selectMainPage(toIsoDate(now))
    .then(async (page) => {
      if (!page) return false;
      await writeValue(KEY, { page, fetchedAt: now.getTime() });
      return true;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function readStored(): Promise<StoredMainPage | null> {
  return readValue(KEY, Stored);
}

/**
 * The home page data from IndexedDB at once (undefined while reading, null when none yet),
 * refreshed from the network in the background.
 */
export function useMainPage(): StoredMainPage | null | undefined {
  return useLiveQuery(readStored, []);
}
