import * as v from 'valibot';
import { DEFAULT_API_BASE } from '../../../contract/constants';
import { getRow, putRow, rowValue } from '../idb';

/** The spec's app-settings/config record (version 1): where the portal API lives. */
export interface AppSettings {
  /** Path prefix of the portal API, default '/gglib'. */
  basePath: string;
  version: 1;
}

const SETTINGS_KEY = 'app-settings';

const StoredSettings = v.object({
  basePath: v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9/_-]*$/)),
  version: v.literal(1),
});

export const DEFAULT_SETTINGS: AppSettings = { basePath: DEFAULT_API_BASE, version: 1 };

/** Settings, written with defaults on first use; a damaged record is replaced by the defaults. */
export async function readSettings(): Promise<AppSettings> {
  const parsed = v.safeParse(StoredSettings, rowValue(await getRow('config', SETTINGS_KEY)));
  if (parsed.success) return parsed.output;
  // A device that cannot keep them (storage full) still gets the defaults.
  await putRow('config', SETTINGS_KEY, { key: SETTINGS_KEY, value: DEFAULT_SETTINGS }).catch(() => undefined);
  return DEFAULT_SETTINGS;
}

export async function saveSettings(settings: AppSettings): Promise<void> {
  await putRow('config', SETTINGS_KEY, { key: SETTINGS_KEY, value: v.parse(StoredSettings, settings) });
}
