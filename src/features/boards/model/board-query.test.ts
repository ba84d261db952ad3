import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fileSize, pageWindow } from './board-query';
import { boardQuery, boardSearch } from './board-search';

const validateBoardSearch = (search: Record<string, unknown>) => v.parse(boardSearch, search);
/** The URL's search as the list reads it: validated, then the defaults filled in. */
const parseBoardQuery = (search: Record<string, unknown>) => boardQuery(validateBoardSearch(search));

describe('boardSearch, then boardQuery', () => {
  it('reads page, type and keyword', () => {
    expect(parseBoardQuery({ page: 3, type: 'title', q: ' 휴관 ' })).toEqual({ page: 3, type: 'title', q: '휴관' });
    expect(parseBoardQuery({ page: '2' })).toEqual({ page: 2, type: 'all', q: '' });
  });

  it('falls back on odd input', () => {
    expect(parseBoardQuery({ page: -1, type: 'drop table', q: 42 })).toEqual({ page: 1, type: 'all', q: '42' });
    expect(parseBoardQuery({ page: 1.5 })).toEqual({ page: 1, type: 'all', q: '' });
    expect(parseBoardQuery({ q: 'x'.repeat(80) }).q).toHaveLength(50);
  });
});

describe('pageWindow', () => {
  it('shows five pages around the current one', () => {
    expect(pageWindow(1, 95, 10)).toEqual({ pages: [1, 2, 3, 4, 5], last: 10 });
    expect(pageWindow(6, 95, 10)).toEqual({ pages: [4, 5, 6, 7, 8], last: 10 });
    expect(pageWindow(10, 95, 10)).toEqual({ pages: [6, 7, 8, 9, 10], last: 10 });
    expect(pageWindow(1, 0, 10)).toEqual({ pages: [1], last: 1 });
  });
});

describe('fileSize', () => {
  it('formats bytes', () => {
    expect(fileSize(512)).toBe('512B');
    expect(fileSize(2048)).toBe('2.0KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0MB');
  });
});

describe('boardSearch', () => {
  it('keeps only what differs from the defaults', () => {
    expect(validateBoardSearch({})).toEqual({});
    expect(validateBoardSearch({ page: 1, type: 'all', q: '' })).toEqual({});
    expect(validateBoardSearch({ page: 3, type: 'title', q: '휴관' })).toEqual({ page: 3, type: 'title', q: '휴관' });
    expect(validateBoardSearch({ type: 'title' })).toEqual({});
  });

  it('writes a refused value as undefined, so the raw text does not survive the router merge', () => {
    const output = validateBoardSearch({ page: 'abc', type: 'title' });
    expect('page' in output && output.page === undefined).toBe(true);
    expect('type' in output && output.type === undefined).toBe(true);
  });
});
