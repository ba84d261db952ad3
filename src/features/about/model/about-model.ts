import type { AboutCollection, AboutFloor, AboutHistoryItem, AboutTeam } from '../../../../contract/about';
import { KDC_CLASSES } from '../../../../contract/kdc';

/** The top of the chart (a unit with no parent, or whose parent is not in the list) and the units under each. */
export function orgTree(teams: readonly AboutTeam[]): { roots: AboutTeam[]; childrenOf: (code: string) => AboutTeam[] } {
  const codes = new Set(teams.map((team) => team.CODE));
  const roots = teams.filter((team) => team.PARENT === '' || !codes.has(team.PARENT) || team.PARENT === team.CODE);
  return { roots, childrenOf: (code) => teams.filter((team) => team.PARENT === code && team.CODE !== code) };
}

/** The history grouped by year, years in the order first met (the server sends newest first). */
export function historyByYear(items: readonly AboutHistoryItem[]): { year: number; items: AboutHistoryItem[] }[] {
  const groups: { year: number; items: AboutHistoryItem[] }[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.year === item.YEAR);
    if (group) group.items.push(item);
    else groups.push({ year: item.YEAR, items: [item] });
  }
  return groups;
}

export interface ClassRow {
  code: string;
  name: string;
  volumes: number;
  /** Share of the total in percent (0 when the total is 0). */
  share: number;
}

/** One row per KDC main class 0 … 9 (a class the server did not send counts 0), with its share. */
export function classRows(collection: AboutCollection): { rows: ClassRow[]; total: number } {
  const total = collection.CLASSES.reduce((sum, row) => sum + row.VOLUMES, 0);
  const rows = KDC_CLASSES.map((kdc) => {
    const volumes = collection.CLASSES.find((row) => row.CLASS === kdc.code)?.VOLUMES ?? 0;
    return { code: kdc.code, name: kdc.name, volumes, share: total > 0 ? (volumes / total) * 100 : 0 };
  });
  return { rows, total };
}

/** Seats of every room of every floor. */
export const totalSeats = (floors: readonly AboutFloor[]): number => floors.reduce((sum, floor) => sum + floor.ROOMS.reduce((s, room) => s + room.SEATS, 0), 0);

/** An id for a floor's heading ('floor-b2'), for the floors' jump links. */
export const floorAnchor = (code: string): string => `floor-${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`;

/** The build id vite writes (yyyyMMddHHmmssSSS, UTC) as an instant; null when it is not one. */
export function buildInstant(buildId: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})?$/.exec(buildId);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms] = match;
  const at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms ?? 0));
  return Number.isNaN(at) ? null : at;
}

/** The next stage of the timelapse (stops at the last), and the one before (stops at the first). */
export const nextStage = (index: number, count: number): number => Math.min(count - 1, index + 1);
export const previousStage = (index: number): number => Math.max(0, index - 1);
