import { afterAll, beforeAll, expect } from 'vitest';

/** Device zones the date tests run in: the library's own, UTC, behind UTC, and far ahead of Seoul. */
export const DEVICE_ZONES = ['Asia/Seoul', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'] as const;

/**
 * Runs the enclosing describe block with the device (Node's local time) in `zone`, as a phone set
 * to that zone would be, and puts the previous zone back afterwards. Node re-reads TZ when it is
 * assigned; the check fails loudly if a runtime ever stops doing so, rather than testing nothing.
 */
export function useDeviceZone(zone: string): void {
  // Node's own process (the app's tsconfig has no Node types: tests run in Node all the same).
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  const previous = env.TZ;
  beforeAll(() => {
    env.TZ = zone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });
  afterAll(() => {
    if (previous === undefined) delete env.TZ;
    else env.TZ = previous;
  });
}
