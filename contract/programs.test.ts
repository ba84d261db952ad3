import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PROGRAM_AUDIENCES,
  ProgramApplyRequest,
  ProgramApplyResponse,
  ProgramDetailResponse,
  ProgramListRequest,
  ProgramListResponse,
  placesLeft,
  programState,
} from './programs';
import selectprogramdetail from './__fixtures__/reference/selectprogramdetail.json';
import selectprogramlist from './__fixtures__/reference/selectprogramlist.json';

/** Parses, and checks that the output reads back unchanged (stored copies are validated again). */
function roundTrip<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const output = v.parse(schema, input);
  expect(v.parse(schema, output)).toEqual(output);
  return output;
}

describe('ProgramListResponse', () => {
  it('reads the reference answer', () => {
    const data = roundTrip(ProgramListResponse, selectprogramlist);
    expect(data.LIST.length).toBeGreaterThan(0);
    expect(PROGRAM_AUDIENCES).toContain(data.LIST[0]?.AUDIENCE);
  });

  it('reads numbers as text, NO_DATA without its list, unknown words and fields', () => {
    const [first] = selectprogramlist.LIST;
    const data = roundTrip(ProgramListResponse, {
      RESULT_INFO: 'SUCCESS',
      LIST: [{ ...first, PROGRAM_ID: '7', CAPACITY: '12', APPLIED_COUNT: null, STATE: 'PAUSED', AUDIENCE: 'PETS', EXTRA: 1 }],
      TOTAL_COUNT: '1',
    });
    expect(data.LIST[0]).toMatchObject({ PROGRAM_ID: 7, CAPACITY: 12, APPLIED_COUNT: 0, STATE: 'CLOSED', AUDIENCE: 'ALL' });
    expect(data).toMatchObject({ RESULT: 'SUCCESS', PAGE: 1, SIZE: 10 });
    expect('EXTRA' in (data.LIST[0] ?? {})).toBe(false);
    expect(roundTrip(ProgramListResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' })).toMatchObject({ LIST: [], TOTAL_COUNT: 0 });
  });

  it('refuses an item without its id or title (a screen links by them): the list leaves nothing out silently', () => {
    expect(v.safeParse(ProgramListResponse, { RESULT_INFO: 'SUCCESS', LIST: [{ TITLE: '제목' }] }).success).toBe(false);
  });
});

describe('ProgramDetailResponse', () => {
  it('reads the reference answer with its sessions', () => {
    const data = roundTrip(ProgramDetailResponse, selectprogramdetail);
    expect(data.PROGRAM?.SESSIONS.length).toBe(3);
    expect(data.PROGRAM?.SESSIONS[0]?.START_AT).toMatch(/\+09:00$/);
  });

  it('reads NO_DATA without a program, and defaults for left-out fields', () => {
    expect(roundTrip(ProgramDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }).PROGRAM).toBeNull();
    const program = { PROGRAM_ID: 3, TITLE: '강연', START_AT: '2026-03-14T14:00:00+09:00' };
    expect(roundTrip(ProgramDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', PROGRAM: program }).PROGRAM).toMatchObject({
      SESSIONS: [],
      COMPANION_YN: 'N',
      CHILD_AGE_MAX: 13,
      SESSION_COUNT: 1,
      FEE: 0,
      STATE: 'CLOSED',
    });
  });
});

describe('requests', () => {
  it('takes a list request with defaults and refuses odd filters', () => {
    expect(v.parse(ProgramListRequest, { manage_code: '141674' })).toMatchObject({ page: 1, size: 10, query: '' });
    for (const odd of [{ month: '2026-3' }, { audience: 'KIDS' }, { state: 'FREE' }, { size: 51 }]) {
      expect(v.safeParse(ProgramListRequest, { manage_code: '141674', ...odd }).success, JSON.stringify(odd)).toBe(false);
    }
  });

  it('takes an application with consent and a phone, in Korean when not', () => {
    const base = { user_key: 'k', manage_code: '141674', program_id: 3, participant_name: ' 홍길동 ', phone: '010-1234-5678', agree_yn: 'Y' };
    expect(v.parse(ProgramApplyRequest, base).participant_name).toBe('홍길동');
    expect(v.parse(ProgramApplyRequest, { ...base, phone: '01012345678', child_age: 7 }).child_age).toBe(7);
    const refused = v.safeParse(ProgramApplyRequest, { ...base, agree_yn: 'N' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('개인정보 수집·이용에 동의해 주세요.');
    expect(v.safeParse(ProgramApplyRequest, { ...base, phone: '1234' }).success).toBe(false);
    expect(v.safeParse(ProgramApplyRequest, { ...base, child_age: 7.5 }).success).toBe(false);
    expect(v.safeParse(ProgramApplyRequest, { ...base, participant_name: '  ' }).success).toBe(false);
  });

  it('reads an apply answer: a place, a waiting number, or a refusal without one', () => {
    expect(v.parse(ProgramApplyResponse, { RESULT: 'SUCCESS', APPLICATION: { APPLY_KEY: 'PAx', PROGRAM_ID: '3', STATUS: 'WAITING', WAIT_NO: '2' } }).APPLICATION).toEqual({
      APPLY_KEY: 'PAx',
      PROGRAM_ID: 3,
      STATUS: 'WAITING',
      WAIT_NO: 2,
    });
    expect(v.parse(ProgramApplyResponse, { RESULT: 'FAIL', RESULT_MESSAGE: '신청 기간이 끝났습니다.' })).toEqual({ RESULT: 'FAIL', RESULT_MESSAGE: '신청 기간이 끝났습니다.', APPLICATION: null });
  });
});

describe('programState', () => {
  const program = { applyYn: 'Y' as const, applyStart: '2026-03-01', applyEnd: '2026-03-10', capacity: 10, applied: 3, waitCapacity: 2, waiting: 0 };
  it('follows the window (both days inclusive) and the counts', () => {
    expect(programState(program, '2026-02-28')).toBe('SOON');
    expect(programState(program, '2026-03-01')).toBe('OPEN');
    expect(programState(program, '2026-03-10')).toBe('OPEN');
    expect(programState(program, '2026-03-11')).toBe('CLOSED');
    expect(programState({ ...program, applied: 10 }, '2026-03-05')).toBe('WAITLIST');
    expect(programState({ ...program, applied: 10, waiting: 2 }, '2026-03-05')).toBe('CLOSED');
    expect(programState({ ...program, applied: 10, waitCapacity: 0 }, '2026-03-05')).toBe('CLOSED');
    expect(programState({ ...program, capacity: 0, applied: 99 }, '2026-03-05')).toBe('OPEN');
    expect(programState({ ...program, applyYn: 'N' }, '2026-03-05')).toBe('FREE');
  });

  it('never counts places below zero', () => {
    expect(placesLeft({ CAPACITY: 10, APPLIED_COUNT: 12 })).toBe(0);
    expect(placesLeft({ CAPACITY: 10, APPLIED_COUNT: 4 })).toBe(6);
  });
});
