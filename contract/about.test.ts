import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AboutInfoResponse, totalVolumes } from './about';

const answer = {
  RESULT_INFO: 'SUCCESS',
  RESULT: 'SUCCESS',
  ABOUT: {
    TEAMS: [{ CODE: 'SERVICE', NAME: '이용서비스팀', PARENT: 'DIRECTOR', HEAD: '팀장', PHONE: '031-8008-7200', STAFF: '14', DUTIES: ['대출·반납'] }],
    HISTORY: [{ YEAR: '2025', MONTH: 10, TEXT: '경기도서관 개관' }],
    FLOORS: [{ CODE: '4F', NAME: '4층', ROOMS: [{ NAME: '디지털자료실', SEATS: 96, ROOM_CODE: 'DIGITAL' }] }],
    COLOURS: [{ NAME: '광교 물빛 파랑', HEX: '#0B5A7A' }],
    STAGES: [{ CODE: 'crane', TITLE: '크레인' }],
    COLLECTION: { BASE_DATE: '2026-10-31', CLASSES: [{ CLASS: '8', VOLUMES: '76830' }, { CLASS: '0', VOLUMES: 9870 }], MEDIA: null },
    EXTRA: 'ignored',
  },
};

describe('AboutInfoResponse', () => {
  it('reads an answer with numbers as text, fields left out, an unknown stage and unknown fields', () => {
    const about = v.parse(AboutInfoResponse, answer).ABOUT!;
    expect(about.TEAMS[0]).toMatchObject({ STAFF: 14, PHONE: '031-8008-7200' });
    expect(about.HISTORY[0]).toEqual({ YEAR: 2025, MONTH: 10, TEXT: '경기도서관 개관' });
    expect(about.FLOORS[0]).toMatchObject({ SUMMARY: '', ROOMS: [{ NAME: '디지털자료실', SEATS: 96, ROOM_CODE: 'DIGITAL', HOURS: '', NOTE: '' }] });
    expect(about.COLOURS[0]).toMatchObject({ RGB: '', CMYK: '', MEANING: '' });
    expect(about.STAGES[0]).toMatchObject({ CODE: 'open', PERIOD: '', TEXT: '' });
    expect(about.COLLECTION.MEDIA).toEqual([]);
    expect(totalVolumes(about.COLLECTION)).toBe(86700);
    expect(about.UPDATED_AT).toBe('');
    expect('EXTRA' in about).toBe(false);
    // What it outputs reads the same again (stored copies are validated with this schema).
    expect(v.parse(AboutInfoResponse, { ...answer, ABOUT: about }).ABOUT).toEqual(about);
  });

  it('reads NO_DATA without ABOUT, and a missing collection as empty', () => {
    expect(v.parse(AboutInfoResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }).ABOUT).toBeNull();
    const { COLLECTION, ...rest } = answer.ABOUT;
    expect(COLLECTION).toBeDefined();
    expect(v.parse(AboutInfoResponse, { ...answer, ABOUT: rest }).ABOUT!.COLLECTION).toEqual({ BASE_DATE: '', CLASSES: [], MEDIA: [] });
  });

  it('refuses what a page cannot show: a team without a name, a colour that is not #RRGGBB, a class that is not one digit', () => {
    const bad = (about: object) => v.safeParse(AboutInfoResponse, { ...answer, ABOUT: { ...answer.ABOUT, ...about } }).success;
    expect(bad({ TEAMS: [{ CODE: 'X', NAME: ' ' }] })).toBe(false);
    expect(bad({ COLOURS: [{ NAME: '파랑', HEX: 'blue' }] })).toBe(false);
    expect(bad({ COLLECTION: { CLASSES: [{ CLASS: '80', VOLUMES: 1 }] } })).toBe(false);
  });
});
