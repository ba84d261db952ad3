import { describe, expect, it } from 'vitest';
import { FLOOR_IDS, SHELF_ROOMS, shelfPlace } from '../../contract/shelf-rooms';
import { callNumberFor, loanCodeFor, SEED_BOOKS, seedBookKey, shelfFor } from './books';
import { generatedBook } from './generate-books';
import { planCopies, type CatalogueBook } from './holdings';

const TODAY = '2026-11-26';

/** Every book of the seed as the catalogue stores it (portal-content.ts insertBooks), and a share of the generated catalogue. */
function catalogueBooks(): CatalogueBook[] {
  const seeded = SEED_BOOKS.map((book, index) => ({
    book_key: seedBookKey(index),
    title: book.title,
    kdc_class: book.kdc,
    call_no: callNumberFor(book, index),
    shelf_loc_desc: `[경기도서관] ${shelfFor(book)}`,
    loan_code: loanCodeFor(index),
    publish_year: book.year,
    acquired_at: '2025-10-01',
  }));
  const generated = Array.from({ length: 3000 }, (_, index) => generatedBook(index, TODAY));
  return [...seeded, ...generated];
}

/** Every SHELF_LOC_DESC the seed writes: the books' own and every copy's. */
function seededShelves(): Set<string> {
  const shelves = new Set<string>();
  for (const [index, book] of catalogueBooks().entries()) {
    shelves.add(book.shelf_loc_desc);
    for (const holding of planCopies(book, { today: TODAY, regNumber: 1 + index * 3, history: false }).holdings) shelves.add(holding.shelf_loc_desc);
  }
  return shelves;
}

describe('shelfPlace', () => {
  const shelves = seededShelves();

  it('places every shelf the seed writes: a room of the main building or another branch, never unknown', () => {
    expect(shelves.size).toBeGreaterThanOrEqual(8);
    for (const shelf of shelves) expect(shelfPlace(shelf).kind, shelf).not.toBe('unknown');
  });

  it('puts each seeded shelf in the room the text names, on its floor', () => {
    const rooms = new Map([...shelves].map((shelf) => [shelf, shelfPlace(shelf)]));
    expect(rooms.get('[경기도서관] 2층 종합자료실(인문·사회·과학)')).toEqual({ kind: 'room', floor: '2F', room: 'f2-general', shelf: '' });
    expect(rooms.get('[경기도서관] 3층 종합자료실(문학)')).toEqual({ kind: 'room', floor: '3F', room: 'f3-literature', shelf: '' });
    expect(rooms.get('[경기도서관] 1층 어린이자료실')).toEqual({ kind: 'room', floor: '1F', room: 'f1-children', shelf: '' });
    expect(rooms.get('[어린이자료실] 그림책·동화 서가')).toEqual({ kind: 'room', floor: '1F', room: 'f1-children', shelf: '그림책·동화 서가' });
    expect(rooms.get('[어린이자료실] 어린이 지식책 서가')).toEqual({ kind: 'room', floor: '1F', room: 'f1-children', shelf: '어린이 지식책 서가' });
    expect(rooms.get('[북부분관] 2층 문학자료실')).toEqual({ kind: 'elsewhere', building: 'NORTH', place: '2층 문학자료실' });
    expect(rooms.get('[북부분관] 1층 어린이자료실')).toEqual({ kind: 'elsewhere', building: 'NORTH', place: '1층 어린이자료실' });
    expect(rooms.get('[광교 스마트도서관] 무인 대출 서가')).toEqual({ kind: 'elsewhere', building: 'SMART', place: '무인 대출 서가' });
    for (const place of rooms.values()) {
      if (place.kind === 'room') expect(SHELF_ROOMS[place.room].floor).toBe(place.floor);
    }
  });

  it('reads the shelf without its bracket, with other spacing, and the basement floors', () => {
    expect(shelfPlace('1층 어린이자료실')).toMatchObject({ kind: 'room', room: 'f1-children' });
    expect(shelfPlace('  [경기도서관]   3층  종합자료실(문학) ')).toMatchObject({ kind: 'room', room: 'f3-literature' });
    expect(shelfPlace('[경기도서관] 지하 1층 보존서고')).toMatchObject({ kind: 'room', floor: 'B1', room: 'b1-stacks' });
    expect(shelfPlace('[경기도서관] 3층 큰글자도서 코너')).toMatchObject({ kind: 'room', floor: '3F', room: 'f3-large-print' });
    expect(shelfPlace('[경기도서관] 2층 정기간행물 코너')).toMatchObject({ kind: 'room', floor: '2F', room: 'f2-periodicals' });
  });

  it('says unknown rather than guess: empty, an unknown building or room, a floor the room is not on', () => {
    expect(shelfPlace('')).toEqual({ kind: 'unknown' });
    expect(shelfPlace('   ')).toEqual({ kind: 'unknown' });
    expect(shelfPlace('[수원시립도서관] 2층 종합자료실')).toEqual({ kind: 'unknown' });
    expect(shelfPlace('[경기도서관] 정리중')).toEqual({ kind: 'unknown' });
    expect(shelfPlace('[경기도서관] 5층 종합자료실(문학)')).toEqual({ kind: 'unknown' });
  });

  it('names only floors of the building', () => {
    for (const { floor } of Object.values(SHELF_ROOMS)) expect(FLOOR_IDS).toContain(floor);
  });
});
