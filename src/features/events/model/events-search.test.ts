import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LINK31_SIGUNGU_PATTERN, MONTH_PATTERN, SCHEDULE_ENTRY_PATTERN } from '../../../../contract/events';
import { calendarSearch, ENTRY_ID_RE, eventListSearch, link31EventSearch, MONTH_RE, SIGUNGU_RE, validEntryId, validEventId } from './events-search';

describe('events search schemas', () => {
  it('repeat the contract’s patterns', () => {
    expect(MONTH_RE.source).toBe(MONTH_PATTERN.source);
    expect(ENTRY_ID_RE.source).toBe(SCHEDULE_ENTRY_PATTERN.source);
    expect(SIGUNGU_RE.source).toBe(LINK31_SIGUNGU_PATTERN.source);
  });

  it('keep good values and leave out odd ones', () => {
    expect(v.parse(eventListSearch, { month: '2026-11', category: ' 북토크 ', query: '인형극', page: '2' })).toEqual({ month: '2026-11', category: '북토크', query: '인형극', page: 2 });
    expect(v.parse(eventListSearch, { month: '2026-13', page: '1' })).toEqual({ month: undefined, category: undefined, query: undefined, page: undefined });
    expect(v.parse(link31EventSearch, { sigungu: '가평군', month: '2026-12' })).toMatchObject({ sigungu: '가평군', month: '2026-12' });
    expect(v.parse(link31EventSearch, { sigungu: 'Seoul' }).sigungu).toBeUndefined();
  });

  it('keep a calendar day only inside its month', () => {
    expect(v.parse(calendarSearch, { month: '2026-11', day: '2026-11-26' })).toMatchObject({ month: '2026-11', day: '2026-11-26' });
    expect(v.parse(calendarSearch, { month: '2026-11', day: '2026-12-01' }).day).toBeUndefined();
    expect(v.parse(calendarSearch, { day: '2026-12-01' }).day).toBeUndefined();
  });

  it('read ids from the address', () => {
    expect(validEventId('12')).toBe(12);
    expect(validEventId('012')).toBeUndefined();
    expect(validEventId('abc')).toBeUndefined();
    expect(validEntryId('closed-2026-11-30')).toBe('closed-2026-11-30');
    expect(validEntryId('program-3')).toBe('program-3');
    expect(validEntryId('room-3')).toBeUndefined();
  });
});
