import { describe, expect, it } from 'vitest';
import type { AboutTeam } from '../../../../contract/about';
import { buildInstant, classRows, floorAnchor, historyByYear, nextStage, orgTree, previousStage, totalSeats } from './about-model';

const team = (CODE: string, PARENT: string): AboutTeam => ({ CODE, NAME: CODE, PARENT, HEAD: '', PHONE: '', STAFF: 0, DUTIES: [] });

describe('orgTree', () => {
  it('puts units without a known parent at the top and the rest under their parent', () => {
    const tree = orgTree([team('D', ''), team('A', 'D'), team('B', 'D'), team('X', 'GONE'), team('S', 'S')]);
    expect(tree.roots.map((t) => t.CODE)).toEqual(['D', 'X', 'S']);
    expect(tree.childrenOf('D').map((t) => t.CODE)).toEqual(['A', 'B']);
    expect(tree.childrenOf('S')).toEqual([]);
  });
});

describe('historyByYear', () => {
  it('groups by year in the order sent', () => {
    const groups = historyByYear([
      { YEAR: 2026, MONTH: 5, TEXT: 'b' },
      { YEAR: 2026, MONTH: 3, TEXT: 'a' },
      { YEAR: 2025, MONTH: 10, TEXT: 'c' },
    ]);
    expect(groups.map((g) => [g.year, g.items.map((i) => i.TEXT)])).toEqual([
      [2026, ['b', 'a']],
      [2025, ['c']],
    ]);
  });
});

describe('classRows', () => {
  it('gives all ten classes with shares summing to 100, a missing class as 0', () => {
    const { rows, total } = classRows({ BASE_DATE: '', CLASSES: [{ CLASS: '8', VOLUMES: 300 }, { CLASS: '0', VOLUMES: 100 }], MEDIA: [] });
    expect(total).toBe(400);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ code: '0', name: '총류', volumes: 100, share: 25 });
    expect(rows[8]).toMatchObject({ code: '8', name: '문학', share: 75 });
    expect(rows[3]).toMatchObject({ volumes: 0, share: 0 });
  });

  it('says 0 % everywhere for an empty collection', () => {
    expect(classRows({ BASE_DATE: '', CLASSES: [], MEDIA: [] }).rows.every((row) => row.share === 0)).toBe(true);
  });
});

describe('small helpers', () => {
  it('counts seats, makes floor anchors, reads the build id and steps the timelapse', () => {
    expect(totalSeats([{ CODE: '1F', NAME: '1층', SUMMARY: '', ROOMS: [{ NAME: 'a', SEATS: 3, ROOM_CODE: '', HOURS: '', NOTE: '' }] }])).toBe(3);
    expect(floorAnchor('B2')).toBe('floor-b2');
    expect(buildInstant('20261126062036123')).toBe(Date.UTC(2026, 10, 26, 6, 20, 36, 123));
    expect(buildInstant('dev')).toBeNull();
    expect(nextStage(3, 5)).toBe(4);
    expect(nextStage(4, 5)).toBe(4);
    expect(previousStage(0)).toBe(0);
  });
});
