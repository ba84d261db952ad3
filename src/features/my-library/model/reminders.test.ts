import { describe, expect, it } from 'vitest';
import type { Loan, Reservation } from '../../../../contract/my-library';
import { DUE_SOON_DAYS, reminders } from './reminders';

const TODAY = '2026-11-21';

const loan = (title: string, due: string): Loan => ({
  LOAN_KEY: `L-${title}`,
  BOOK_KEY: `B-${title}`,
  TITLE: title,
  AUTHOR: '',
  COVER_URL: '',
  BRANCH_NAME: '경기도서관 본관',
  CALL_NO: '',
  REG_NO: '',
  LOAN_DATE: '2026-11-01',
  DUE_DATE: due,
  RENEW_COUNT: 0,
  OVERDUE_DAYS: 0,
  RENEWABLE_YN: 'N',
  RENEW_REFUSAL: '',
});

const reserve = (title: string, status: 'WAIT' | 'READY', pickupUntil: string): Reservation => ({
  RESERVE_KEY: `R-${title}`,
  BOOK_KEY: `B-${title}`,
  TITLE: title,
  AUTHOR: '',
  COVER_URL: '',
  BRANCH_CODE: 'MAIN',
  BRANCH_NAME: '경기도서관 본관',
  RESERVED_AT: '2026-11-12',
  STATUS: status,
  QUEUE_NO: 1,
  PICKUP_UNTIL: pickupUntil,
});

describe('reminders', () => {
  it('is empty without overdue, ready or soon-due items', () => {
    expect(reminders([loan('흰', '2026-11-25'), loan('아몬드', '2026-12-01')], [reserve('채식주의자', 'WAIT', '')], TODAY)).toEqual([]);
    expect(reminders([], [], TODAY)).toEqual([]);
  });

  it('puts overdue first (longest first), then ready reservations, then loans due soon (soonest first)', () => {
    const lines = reminders(
      [loan('작별인사', '2026-11-23'), loan('작별하지 않는다', '2026-11-18'), loan('소년이 온다', '2026-11-21'), loan('밝은 밤', '2026-11-11'), loan('코스모스', '2026-11-28')],
      [reserve('어서 오세요, 휴남동 서점입니다', 'READY', '2026-11-24'), reserve('채식주의자', 'WAIT', '')],
      TODAY,
    );
    expect(lines).toEqual([
      { kind: 'overdue', days: 10, titles: ['밝은 밤'] },
      { kind: 'overdue', days: 3, titles: ['작별하지 않는다'] },
      { kind: 'ready', pickupUntil: '2026-11-24', titles: ['어서 오세요, 휴남동 서점입니다'] },
      { kind: 'due-soon', days: 0, titles: ['소년이 온다'] },
      { kind: 'due-soon', days: 2, titles: ['작별인사'] },
    ]);
  });

  it('groups books in the same state, and stops calling a loan due soon after DUE_SOON_DAYS', () => {
    expect(DUE_SOON_DAYS).toBe(3);
    const lines = reminders([loan('흰', '2026-11-24'), loan('피프티 피플', '2026-11-24'), loan('데미안', '2026-11-25')], [], TODAY);
    expect(lines).toEqual([{ kind: 'due-soon', days: 3, titles: ['흰', '피프티 피플'] }]);
  });

  it('drops a hold whose pick-up day has passed (a copy read offline later) and loans without a due date', () => {
    expect(reminders([loan('흰', '')], [reserve('긴긴밤', 'READY', '2026-11-20')], TODAY)).toEqual([]);
    expect(reminders([], [reserve('긴긴밤', 'READY', '2026-11-21')], TODAY)).toEqual([{ kind: 'ready', pickupUntil: '2026-11-21', titles: ['긴긴밤'] }]);
  });
});
