import { describe, expect, it } from 'vitest';
import { FLOOR_IDS, SHELF_ROOMS, type ShelfRoomId } from '../../../../contract/shelf-rooms';
import { koFloorMap, type RoomKey } from '../../../lib/i18n/messages-floor-map-ko';
import { bookPlaces } from './book-places';
import { floorFromHash, floorHash } from './floor-hash';
import { FLOOR_PLANS, fitLabel, floorPlan, markCount, OUTLINE, VIEW, type Box } from './floor-plans';

const inside = (box: Box, frame: Box) => box.x >= frame.x && box.y >= frame.y && box.x + box.w <= frame.x + frame.w && box.y + box.h <= frame.y + frame.h;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the floor plans', () => {
  it('draw every floor of the building once', () => {
    expect(FLOOR_PLANS.map((plan) => plan.id).sort()).toEqual([...FLOOR_IDS].sort());
  });

  it('draw every named room exactly once, and name every room drawn', () => {
    const drawn = FLOOR_PLANS.flatMap((plan) => plan.rooms.map((room) => room.id));
    expect(new Set(drawn).size).toBe(drawn.length);
    expect([...drawn].sort()).toEqual(Object.keys(koFloorMap.rooms).sort());
  });

  it('put every shelf room on the floor the shelf table says', () => {
    for (const [room, { floor }] of Object.entries(SHELF_ROOMS) as [ShelfRoomId, { floor: string }][]) {
      const plan = FLOOR_PLANS.find((candidate) => candidate.rooms.some((drawn) => drawn.id === room));
      expect(plan?.id, room).toBe(floor);
    }
  });

  it('keep rooms inside the building, apart from each other and from the stairs, elevators and toilets', () => {
    for (const plan of FLOOR_PLANS) {
      for (const [index, room] of plan.rooms.entries()) {
        expect(inside(room, OUTLINE), `${plan.id} ${room.id}`).toBe(true);
        for (const other of plan.rooms.slice(index + 1)) expect(overlap(room, other), `${room.id} / ${other.id}`).toBe(false);
        for (const mark of plan.marks.filter((m) => m.kind !== 'exit')) expect(overlap(room, mark), `${room.id} / ${mark.kind}`).toBe(false);
      }
      for (const mark of plan.marks) expect(inside(mark, { x: 0, y: 0, w: VIEW.width, h: VIEW.height })).toBe(true);
    }
  });

  it('have two elevators, two stairs, a toilet and an accessible toilet on every floor, and exits where people leave', () => {
    for (const plan of FLOOR_PLANS) {
      expect(markCount(plan, 'elevator')).toBe(2);
      expect(markCount(plan, 'stairs')).toBe(2);
      expect(markCount(plan, 'toilet')).toBe(1);
      expect(markCount(plan, 'accessibleToilet')).toBe(1);
    }
    expect(floorPlan('1F').marks.filter((mark) => mark.kind === 'exit').map((mark) => mark.exit)).toEqual(['main', 'north']);
    expect(floorPlan('B2').marks.some((mark) => mark.exit === 'car')).toBe(true);
  });
});

describe('fitLabel', () => {
  it('keeps the largest size that fits, and never goes below the smallest', () => {
    expect(fitLabel(['열람실'], { w: 150, h: 125 })).toBe(14);
    expect(fitLabel(['메이커', '스페이스'], { w: 75, h: 63 })).toBeLessThanOrEqual((75 - 8) / 4);
    expect(fitLabel(['아주아주아주아주긴이름의방'], { w: 40, h: 20 })).toBe(9);
  });
});

describe('floor hashes', () => {
  it('go both ways, and read nothing else as a floor', () => {
    for (const floor of FLOOR_IDS) expect(floorFromHash(`#${floorHash(floor)}`)).toBe(floor);
    expect(floorFromHash('floor-maps')).toBeUndefined();
    expect(floorFromHash('')).toBeUndefined();
    expect(floorFromHash('#floor-6F')).toBeUndefined();
  });
});

describe('bookPlaces', () => {
  const holding = (shelf: string, callNo: string) => ({
    HOLDING_KEY: callNo,
    BRANCH_CODE: 'MAIN',
    BRANCH_NAME: '',
    REG_NO: '',
    CALL_NO: callNo,
    SHELF_LOC_DESC: shelf,
    LOAN_CODE: 'OK',
    DUE_DATE: '',
  });

  it('joins the book’s shelf and its copies by room, with the shelves and call numbers, and lists other buildings', () => {
    const places = bookPlaces({
      SHELF_LOC_DESC: '[경기도서관] 1층 어린이자료실',
      CALL_NO: '813.8-백36구',
      HOLDINGS: [
        holding('[어린이자료실] 그림책·동화 서가', '아 813.8-백36구'),
        holding('[북부분관] 1층 어린이자료실', '아 813.8-백36구=2'),
        holding('[광교 스마트도서관] 무인 대출 서가', '813.8-백36구=3'),
      ],
    });
    const room: RoomKey = 'f1-children';
    expect(places.rooms).toEqual([{ floor: '1F', room, shelves: ['그림책·동화 서가'], callNos: ['813.8-백36구', '아 813.8-백36구'] }]);
    expect(places.elsewhere).toEqual([
      { building: 'NORTH', place: '1층 어린이자료실' },
      { building: 'SMART', place: '무인 대출 서가' },
    ]);
  });

  it('finds no room for shelves the table does not know', () => {
    expect(bookPlaces({ SHELF_LOC_DESC: '', CALL_NO: '', HOLDINGS: [holding('[경기도서관] 정리중', 'x')] })).toEqual({ rooms: [], elsewhere: [] });
  });
});
