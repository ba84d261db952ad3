import { BRANCH_CODES, type BranchCode } from '../../contract/branches';
import { MANAGE_CODE } from '../../contract/constants';
import { addDays, seoulDay, seoulInstant, weekdayOf } from '../calendar';
import type { Db, Queryable } from '../db/db';
import { findShelvedHolding, refreshBookLoanCode, type ShelvedHolding } from '../repositories/holdings-repository';
import { newKey } from '../repositories/my-library-repository';
import { LOAN_DAYS, PICKUP_DAYS, RENEW_DAYS } from '../repositories/my-library-rules';

/*
 * The demo state of 나의 도서관 (docs/api.md "My library"): facilities, and for member1 and member2
 * loans, loan history, reservations, hope-book requests, interested books, program applications
 * and facility bookings, dated relative to the seeding day. member3 keeps every list empty.
 * Books and programs are found by title; a missing one is left out.
 */

/** Serialises concurrent first starts against one PostgreSQL (see migrate.ts, seed.ts). */
const MY_LIBRARY_SEED_LOCK_KEY = 1416740008;

export interface SeedFacility {
  code: string;
  branch: BranchCode;
  name: string;
  capacity: number;
}

export const SEED_FACILITIES: readonly SeedFacility[] = [
  { code: 'MAIN-SEMINAR-1', branch: 'MAIN', name: '세미나실 1', capacity: 20 },
  { code: 'MAIN-SEMINAR-2', branch: 'MAIN', name: '세미나실 2', capacity: 12 },
  { code: 'MAIN-STUDIO', branch: 'MAIN', name: '창작스튜디오', capacity: 6 },
  { code: 'MAIN-MEDIA', branch: 'MAIN', name: '디지털 미디어실', capacity: 16 },
  { code: 'NORTH-SEMINAR', branch: 'NORTH', name: '세미나실', capacity: 16 },
  { code: 'CHILD-STORY', branch: 'CHILD', name: '이야기방', capacity: 20 },
];

/** A current loan: due LOAN_DAYS after the loan day plus RENEW_DAYS per renewal. */
interface SeedLoan {
  title: string;
  /** Days before the seeding day the book was lent. */
  lentDaysAgo: number;
  renewals: number;
}

/**
 * The four cases of the loan list: overdue by 3 days (not renewable), renewed once (not
 * renewable), reserved by member2 and due in 2 days (not renewable; the home page's '반납 D-2'),
 * due in 5 days (renewable).
 */
export const MEMBER1_LOANS = {
  overdue: { title: '작별하지 않는다', lentDaysAgo: LOAN_DAYS + 3, renewals: 0 },
  renewed: { title: '아몬드', lentDaysAgo: 20, renewals: 1 },
  reservedByOther: { title: '지구 끝의 온실', lentDaysAgo: LOAN_DAYS - 2, renewals: 0 },
  renewable: { title: '작별인사', lentDaysAgo: LOAN_DAYS - 5, renewals: 0 },
} as const satisfies Record<string, SeedLoan>;

export const MEMBER2_LOANS: readonly SeedLoan[] = [
  { title: '하얼빈', lentDaysAgo: 6, renewals: 0 },
  { title: '사피엔스', lentDaysAgo: 2, renewals: 0 },
];

/** Titles member1 borrowed and returned over the last two years (newest first). */
export const MEMBER1_HISTORY: readonly string[] = [
  '소년이 온다',
  '밝은 밤',
  '미드나잇 라이브러리',
  '도둑맞은 집중력',
  '피프티 피플',
  '천 개의 파랑',
  '파친코 1',
  '82년생 김지영',
  '하얼빈',
  '데미안',
  '달러구트 꿈 백화점',
  '사피엔스',
  '바깥은 여름',
  '시선으로부터,',
  '코스모스',
  '나미야 잡화점의 기적',
  '흰',
  '7년의 밤',
  '편의점 인간',
  '팩트풀니스',
  '쇼코의 미소',
  '역사의 쓸모',
  '우리가 빛의 속도로 갈 수 없다면',
  '이기적 유전자',
  '어린 왕자',
];

export const MEMBER2_HISTORY: readonly string[] = ['불편한 편의점', '긴긴밤', '아주 작은 습관의 힘', '정의란 무엇인가'];

/** member1's reservations: one READY (a copy held), one WAIT behind member2's. */
export const MEMBER1_RESERVATIONS = {
  ready: '어서 오세요, 휴남동 서점입니다',
  waiting: '채식주의자',
} as const;

export const MEMBER1_INTERESTS: readonly string[] = [
  '소년이 온다',
  '밝은 밤',
  '파친코 1',
  '코스모스',
  '긴긴밤',
  '물고기는 존재하지 않는다',
];

export const MEMBER2_INTERESTS: readonly string[] = ['코스모스'];

interface SeedWish {
  title: string;
  author: string;
  publisher: string;
  year: string;
  isbn: string;
  branch: BranchCode;
  status: 'APPLIED' | 'ORDERED' | 'ARRIVED' | 'REJECTED';
  statusNote: string;
  note: string;
  daysAgo: number;
}

export const MEMBER1_WISHES: readonly SeedWish[] = [
  {
    title: '이처럼 사소한 것들',
    author: '클레어 키건',
    publisher: '다산책방',
    year: '2023',
    isbn: '',
    branch: 'MAIN',
    status: 'APPLIED',
    statusNote: '',
    note: '독서 모임에서 함께 읽으려고 합니다.',
    daysAgo: 1,
  },
  {
    title: '급류',
    author: '정대건',
    publisher: '민음사',
    year: '2022',
    isbn: '',
    branch: 'NORTH',
    status: 'ORDERED',
    statusNote: '주문 중입니다. 입고까지 2~3주 걸립니다.',
    note: '',
    daysAgo: 12,
  },
  {
    title: '소년이 온다',
    author: '한강',
    publisher: '창비',
    year: '2014',
    isbn: '9788936434120',
    branch: 'MAIN',
    status: 'REJECTED',
    statusNote: '이미 소장 중인 자료입니다.',
    note: '',
    daysAgo: 30,
  },
  {
    title: '불안 세대',
    author: '조너선 하이트',
    publisher: '웅진지식하우스',
    year: '2024',
    isbn: '',
    branch: 'MAIN',
    status: 'ARRIVED',
    statusNote: '2층 종합자료실에 비치되었습니다.',
    note: '',
    daysAgo: 45,
  },
];

interface SeedApplication {
  /** The program's title starts with this. */
  program: string;
  status: 'APPLIED' | 'WAITING' | 'ATTENDED';
  waitNo: number;
  appliedDaysAgo: number;
}

export const MEMBER1_PROGRAMS: readonly SeedApplication[] = [
  { program: '작가와의 만남', status: 'APPLIED', waitNo: 0, appliedDaysAgo: 3 },
  { program: '가족 보드게임의 날', status: 'WAITING', waitNo: 1, appliedDaysAgo: 2 },
  { program: '지난 강연 다시 보기', status: 'ATTENDED', waitNo: 0, appliedDaysAgo: 20 },
];

interface SeedBooking {
  facility: string;
  /** Days from the seeding day; moved off Mondays (closed), away from today. */
  useDay: number;
  start: string;
  end: string;
  people: number;
  purpose: string;
  status: 'APPLIED' | 'APPROVED' | 'USED';
  appliedDaysAgo: number;
}

export const MEMBER1_BOOKINGS: readonly SeedBooking[] = [
  { facility: 'MAIN-SEMINAR-1', useDay: 4, start: '14:00', end: '16:00', people: 8, purpose: '독서 모임 정기 모임', status: 'APPROVED', appliedDaysAgo: 6 },
  { facility: 'MAIN-STUDIO', useDay: 10, start: '10:00', end: '12:00', people: 3, purpose: '가족 팟캐스트 녹음', status: 'APPLIED', appliedDaysAgo: 1 },
  { facility: 'MAIN-SEMINAR-2', useDay: -15, start: '19:00', end: '21:00', people: 6, purpose: '자격증 스터디 모임', status: 'USED', appliedDaysAgo: 25 },
];

/** Monday is the weekly closing day: move a day off it, away from today. */
const openDay = (day: string, direction: 1 | -1): string => (weekdayOf(day) === 1 ? addDays(day, direction) : day);

export interface MyLibrarySeedOptions {
  /** The seeding instant (default: now); every date is relative to its day in Seoul. */
  now?: number;
}

async function shouldSeed(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ ready: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM members) AND EXISTS (SELECT 1 FROM holdings)
            AND EXISTS (SELECT 1 FROM libraries WHERE manage_code = $1)
            AND NOT EXISTS (SELECT 1 FROM loans WHERE member_id IS NOT NULL) AS ready`,
    [MANAGE_CODE],
  );
  return row?.ready ?? false;
}

class Seeder {
  private readonly bookKeys = new Map<string, string | null>();

  constructor(
    private readonly tx: Queryable,
    private readonly today: string,
  ) {}

  /** The book with this exact title (the seeded real one when several), or null. */
  async book(title: string): Promise<string | null> {
    if (!this.bookKeys.has(title)) {
      const [row] = await this.tx.query<{ book_key: string }>(
        // The seeded real books (GGL…) before any generated one of the same title.
        `SELECT book_key FROM books WHERE title = $1 ORDER BY starts_with(book_key, 'GGL') DESC, book_key LIMIT 1`,
        [title],
      );
      this.bookKeys.set(title, row?.book_key ?? null);
    }
    return this.bookKeys.get(title) ?? null;
  }

  async memberId(userId: string): Promise<number | null> {
    const [row] = await this.tx.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [userId]);
    return row?.id ?? null;
  }

  /**
   * A copy to lend or hold: one on the shelf, else one an anonymous borrower has out (that open
   * loan is removed, so the demo does not depend on which books the catalogue seed lends out);
   * null when the book has no such copy. The caller sets its loan_code.
   */
  private async freeCopy(bookKey: string): Promise<ShelvedHolding | null> {
    const shelved = await findShelvedHolding(this.tx, bookKey);
    if (shelved) return shelved;
    const [lent] = await this.tx.query<{ loan_key: string; holding_key: string }>(
      `SELECT l.loan_key, l.holding_key FROM loans l JOIN holdings h ON h.holding_key = l.holding_key
        WHERE l.book_key = $1 AND l.member_id IS NULL AND l.return_date IS NULL AND h.loan_code = 'LOAN'
        ORDER BY coalesce(array_position($2::text[], h.branch_code), 999), h.reg_no
        LIMIT 1`,
      [bookKey, BRANCH_CODES],
    );
    if (!lent) return null;
    await this.tx.query('DELETE FROM loans WHERE loan_key = $1', [lent.loan_key]);
    await this.tx.query(`UPDATE holdings SET loan_code = 'OK' WHERE holding_key = $1`, [lent.holding_key]);
    return findShelvedHolding(this.tx, bookKey);
  }

  /**
   * Lends every copy of the book still on the shelf at a branch to anonymous borrowers, so that a
   * reservation to be picked up there makes sense (nobody reserves a book they could take).
   */
  async occupyBranch(bookKey: string, branch: string): Promise<void> {
    const shelved = await this.tx.query<{ holding_key: string }>(
      `SELECT holding_key FROM holdings WHERE book_key = $1 AND branch_code = $2 AND loan_code = 'OK' ORDER BY holding_key`,
      [bookKey, branch],
    );
    for (const [i, copy] of shelved.entries()) {
      const loanDate = openDay(addDays(this.today, -(3 + i)), -1);
      await this.tx.query(
        `INSERT INTO loans (loan_key, member_id, holding_key, book_key, loan_date, due_date)
         VALUES ($1, NULL, $2, $3, $4::date, $5::date)`,
        [newKey('LN'), copy.holding_key, bookKey, loanDate, openDay(addDays(loanDate, LOAN_DAYS), 1)],
      );
      await this.tx.query(`UPDATE holdings SET loan_code = 'LOAN' WHERE holding_key = $1`, [copy.holding_key]);
    }
    if (shelved.length > 0) await refreshBookLoanCode(this.tx, bookKey);
  }

  /** A current loan on a free copy (now LOAN); answers the book and the copy's branch, or null. */
  async currentLoan(memberId: number, loan: SeedLoan): Promise<{ bookKey: string; branch: string } | null> {
    const bookKey = await this.book(loan.title);
    if (!bookKey) return null;
    const copy = await this.freeCopy(bookKey);
    if (!copy) return null;
    const loanDate = addDays(this.today, -loan.lentDaysAgo);
    await this.tx.query(
      `INSERT INTO loans (loan_key, member_id, holding_key, book_key, loan_date, due_date, renew_count)
       VALUES ($1, $2, $3, $4, $5::date, $6::date, $7)`,
      [
        newKey('LN'),
        memberId,
        copy.holding_key,
        bookKey,
        loanDate,
        addDays(loanDate, LOAN_DAYS + loan.renewals * RENEW_DAYS),
        loan.renewals,
      ],
    );
    await this.tx.query(`UPDATE holdings SET loan_code = 'LOAN' WHERE holding_key = $1`, [copy.holding_key]);
    await refreshBookLoanCode(this.tx, bookKey);
    return { bookKey, branch: copy.branch_code };
  }

  /** Returned loans, the first title most recently, spread over about two years. */
  async history(memberId: number, titles: readonly string[], spacing: number): Promise<void> {
    for (const [i, title] of titles.entries()) {
      const bookKey = await this.book(title);
      if (!bookKey) continue;
      const [copy] = await this.tx.query<{ holding_key: string }>(
        'SELECT holding_key FROM holdings WHERE book_key = $1 ORDER BY holding_key LIMIT 1',
        [bookKey],
      );
      if (!copy) continue;
      const loanDate = openDay(addDays(this.today, -(30 + i * spacing)), -1);
      const due = addDays(loanDate, LOAN_DAYS);
      // Mostly on time; every eighth one three days late.
      const returned = openDay(i % 8 === 7 ? addDays(due, 3) : addDays(loanDate, 5 + ((i * 5) % 9)), 1);
      await this.tx.query(
        `INSERT INTO loans (loan_key, member_id, holding_key, book_key, loan_date, due_date, return_date)
         VALUES ($1, $2, $3, $4, $5::date, $6::date, $7::date)`,
        [newKey('LN'), memberId, copy.holding_key, bookKey, loanDate, due, returned],
      );
    }
  }

  async reservation(
    memberId: number,
    bookKey: string,
    branch: string,
    reservedDaysAgo: number,
    time: string,
    ready: boolean,
  ): Promise<void> {
    await this.tx.query(
      `INSERT INTO reservations (reserve_key, member_id, book_key, branch_code, reserved_at, status, pickup_until)
       VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7::date)`,
      [
        newKey('RS'),
        memberId,
        bookKey,
        branch,
        seoulInstant(addDays(this.today, -reservedDaysAgo), time),
        ready ? 'READY' : 'WAIT',
        ready ? addDays(this.today, PICKUP_DAYS) : null,
      ],
    );
  }

  /** A READY reservation: a free copy becomes HOLD for the member at its branch, where no other copy is on the shelf. */
  async readyReservation(memberId: number, title: string): Promise<void> {
    const bookKey = await this.book(title);
    if (!bookKey) return;
    const copy = await this.freeCopy(bookKey);
    if (!copy) return;
    await this.tx.query(`UPDATE holdings SET loan_code = 'HOLD' WHERE holding_key = $1`, [copy.holding_key]);
    await this.occupyBranch(bookKey, copy.branch_code);
    await refreshBookLoanCode(this.tx, bookKey);
    await this.reservation(memberId, bookKey, copy.branch_code, 9, '11:20', true);
  }

  /** The branch of a book's first copy, for a reservation where every copy is out. */
  async firstBranch(bookKey: string): Promise<string | null> {
    const [row] = await this.tx.query<{ branch_code: string }>(
      'SELECT branch_code FROM holdings WHERE book_key = $1 ORDER BY holding_key LIMIT 1',
      [bookKey],
    );
    return row?.branch_code ?? null;
  }

  async interests(memberId: number, titles: readonly string[]): Promise<void> {
    for (const [i, title] of titles.entries()) {
      const bookKey = await this.book(title);
      if (!bookKey) continue;
      await this.tx.query(
        `INSERT INTO interests (member_id, book_key, added_at) VALUES ($1, $2, $3::timestamptz)
         ON CONFLICT (member_id, book_key) DO NOTHING`,
        [memberId, bookKey, seoulInstant(addDays(this.today, -(3 + i * 11)), '21:10')],
      );
    }
  }

  async wishes(memberId: number, wishes: readonly SeedWish[]): Promise<void> {
    for (const wish of wishes) {
      const bookKey = wish.isbn === '' ? null : await this.bookByIsbn(wish.isbn);
      await this.tx.query(
        `INSERT INTO wishes (wish_key, member_id, title, author, publisher, publish_year, isbn, book_key, branch_code,
                             note, status, status_note, applied_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamptz)`,
        [
          newKey('WS'),
          memberId,
          wish.title,
          wish.author,
          wish.publisher,
          wish.year,
          wish.isbn,
          bookKey,
          wish.branch,
          wish.note,
          wish.status,
          wish.statusNote,
          seoulInstant(addDays(this.today, -wish.daysAgo), '09:40'),
        ],
      );
    }
  }

  private async bookByIsbn(isbn: string): Promise<string | null> {
    const [row] = await this.tx.query<{ book_key: string }>(
      'SELECT book_key FROM books WHERE isbn = $1 ORDER BY book_key LIMIT 1',
      [isbn],
    );
    return row?.book_key ?? null;
  }

  async programs(memberId: number, applications: readonly SeedApplication[]): Promise<void> {
    for (const application of applications) {
      const [program] = await this.tx.query<{ program_id: number }>(
        `SELECT program_id FROM programs WHERE manage_code = $1 AND starts_with(title, $2) ORDER BY program_id LIMIT 1`,
        [MANAGE_CODE, application.program],
      );
      if (!program) continue;
      await this.tx.query(
        `INSERT INTO program_applications (apply_key, member_id, program_id, status, wait_no, applied_at)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
         ON CONFLICT DO NOTHING`,
        [
          newKey('PA'),
          memberId,
          program.program_id,
          application.status,
          application.waitNo,
          seoulInstant(addDays(this.today, -application.appliedDaysAgo), '08:30'),
        ],
      );
    }
  }

  async bookings(memberId: number, bookings: readonly SeedBooking[]): Promise<void> {
    for (const booking of bookings) {
      const useDate = openDay(addDays(this.today, booking.useDay), booking.useDay >= 0 ? 1 : -1);
      await this.tx.query(
        `INSERT INTO facility_bookings (booking_key, member_id, facility_code, use_date, start_time, end_time, people,
                                        purpose, status, applied_at)
         SELECT $1, $2, facility_code, $4::date, $5::time, $6::time, $7, $8, $9, $10::timestamptz
           FROM facilities WHERE facility_code = $3`,
        [
          newKey('FB'),
          memberId,
          booking.facility,
          useDate,
          booking.start,
          booking.end,
          booking.people,
          booking.purpose,
          booking.status,
          seoulInstant(addDays(this.today, -booking.appliedDaysAgo), '13:05'),
        ],
      );
    }
  }
}

async function insertFacilities(tx: Queryable): Promise<void> {
  for (const facility of SEED_FACILITIES) {
    await tx.query(
      `INSERT INTO facilities (facility_code, manage_code, branch_code, name, capacity) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (facility_code) DO NOTHING`,
      [facility.code, MANAGE_CODE, facility.branch, facility.name, facility.capacity],
    );
  }
}

/**
 * Adds the facilities and the demo members' 나의 도서관 data when members and copies exist and no
 * member has a loan yet — also to a data directory made before these tables existed. Its own step,
 * after seedHoldingsIfEmpty: member loans take shelved copies (or copies an anonymous borrower had
 * out), which become LOAN; a READY reservation's copy becomes HOLD; copies still on the shelf at a
 * reserved book's pick-up branch are lent to anonymous borrowers; books.loan_code is refreshed for
 * every book touched. Returns false and does nothing otherwise.
 */
export async function seedMyLibraryIfEmpty(db: Db, options: MyLibrarySeedOptions = {}): Promise<boolean> {
  if (!(await shouldSeed(db))) return false;
  const today = seoulDay(options.now ?? Date.now());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MY_LIBRARY_SEED_LOCK_KEY]);
    if (!(await shouldSeed(tx))) return false;
    await insertFacilities(tx);
    const seed = new Seeder(tx, today);
    const member1 = await seed.memberId('member1');
    const member2 = await seed.memberId('member2');

    if (member1 !== null) {
      await seed.currentLoan(member1, MEMBER1_LOANS.overdue);
      await seed.currentLoan(member1, MEMBER1_LOANS.renewed);
      const reserved = await seed.currentLoan(member1, MEMBER1_LOANS.reservedByOther);
      await seed.currentLoan(member1, MEMBER1_LOANS.renewable);
      await seed.history(member1, MEMBER1_HISTORY, 28);
      await seed.readyReservation(member1, MEMBER1_RESERVATIONS.ready);
      // No copy of this one is on the shelf at the branch: member2 asked first, so member1 is second in line.
      const waited = await seed.book(MEMBER1_RESERVATIONS.waiting);
      const waitedBranch = waited ? await seed.firstBranch(waited) : null;
      if (waited && waitedBranch) {
        await seed.occupyBranch(waited, waitedBranch);
        if (member2 !== null) await seed.reservation(member2, waited, waitedBranch, 6, '09:05', false);
        await seed.reservation(member1, waited, waitedBranch, 4, '18:42', false);
      }
      if (reserved && member2 !== null) {
        await seed.occupyBranch(reserved.bookKey, reserved.branch);
        await seed.reservation(member2, reserved.bookKey, reserved.branch, 2, '20:15', false);
      }
      await seed.wishes(member1, MEMBER1_WISHES);
      await seed.interests(member1, MEMBER1_INTERESTS);
      await seed.programs(member1, MEMBER1_PROGRAMS);
      await seed.bookings(member1, MEMBER1_BOOKINGS);
    }
    if (member2 !== null) {
      for (const loan of MEMBER2_LOANS) await seed.currentLoan(member2, loan);
      await seed.history(member2, MEMBER2_HISTORY, 45);
      await seed.interests(member2, MEMBER2_INTERESTS);
    }
    return true;
  });
}
