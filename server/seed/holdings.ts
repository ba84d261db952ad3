import type { BranchCode } from '../../contract/branches';
import { addDays, seoulDay, weekdayOf } from '../calendar';
import type { Db, Queryable } from '../db/db';

/*
 * Copies (holdings) and circulation of the demo catalogue: 1–3 copies per book in the library's
 * branches, an open loan (by an anonymous borrower: member_id NULL) on every copy out on loan,
 * and for the seeded real books a year of returned loans, skewed so that some books are far more
 * popular than others (the popular-books ranking counts them). Everything is deterministic for a
 * book key and a seeding day.
 *
 * Rule kept (migration 0006): books.loan_code is 'OK' exactly when some copy is 'OK'. A book the
 * seed marks not OK has every copy on loan; an OK book keeps its first copy on the shelf (other
 * copies may be out).
 */

/** Serialises concurrent first starts against one PostgreSQL (see migrate.ts, seed.ts). */
const HOLDINGS_SEED_LOCK_KEY = 1416740006;

/** Registration numbers are 'EM' (general) or 'JM' (children's) and ten digits; the first one. */
export const FIRST_REG_NUMBER = 12_001;

/** The loan period; a copy is due back this many days after it was lent. */
export const LOAN_DAYS = 14;

/** The book columns planning needs. */
export interface CatalogueBook {
  book_key: string;
  title: string;
  kdc_class: string;
  call_no: string;
  shelf_loc_desc: string;
  loan_code: string;
  publish_year: string;
  /** yyyy-MM-dd */
  acquired_at: string;
}

export interface HoldingRow {
  holding_key: string;
  book_key: string;
  branch_code: BranchCode;
  reg_no: string;
  call_no: string;
  shelf_loc_desc: string;
  loan_code: 'OK' | 'LOAN';
}

export interface LoanRow {
  loan_key: string;
  holding_key: string;
  book_key: string;
  loan_date: string;
  due_date: string;
  /** null: still out. */
  return_date: string | null;
}

export interface CopyPlan {
  holdings: HoldingRow[];
  loans: LoanRow[];
}

/** FNV-1a over the key: the seed of a book's random choices. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
export function randomFor(key: string): () => number {
  let state = hash(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Well-known titles of the seed that readers ask for most (recent prize winners and long-running
 * bestsellers); other real books get a skewed random popularity. Titles absent from the seed are
 * simply unused.
 */
const FAVOURITES: Readonly<Record<string, number>> = {
  '소년이 온다': 1,
  '채식주의자': 0.95,
  '작별하지 않는다': 0.9,
  '불편한 편의점': 0.85,
  '어서 오세요, 휴남동 서점입니다': 0.8,
  '달러구트 꿈 백화점': 0.75,
  '아몬드': 0.7,
  '도둑맞은 집중력': 0.7,
  '흰': 0.65,
  '이중 하나는 거짓말': 0.6,
  '트렌드 코리아 2025': 0.6,
  '긴긴밤': 0.55,
  '아주 작은 습관의 힘': 0.55,
  '하얼빈': 0.5,
};

/** How much a real book is borrowed, 0–1: a few favourites near 1, most books low (cubed uniform). */
export function seedPopularity(bookKey: string, title: string): number {
  const known = FAVOURITES[title];
  if (known !== undefined) return known;
  const u = randomFor(`${bookKey}:popularity`)();
  return 0.02 + 0.45 * u * u * u;
}

/** Children's books: picture books and children's fiction (813.8), the children's room, or the title says so. */
export function isChildrensBook(book: Pick<CatalogueBook, 'kdc_class' | 'shelf_loc_desc' | 'title'>): boolean {
  return book.kdc_class.startsWith('813.8') || book.shelf_loc_desc.includes('어린이') || /어린이|그림책|동화/.test(book.title);
}

function shelfOf(branch: BranchCode, book: CatalogueBook, children: boolean): string {
  const literature = book.kdc_class.startsWith('8');
  switch (branch) {
    case 'MAIN':
      return `[경기도서관] ${literature ? '3층 종합자료실(문학)' : '2층 종합자료실(인문·사회·과학)'}`;
    case 'CHILD':
      return `[어린이자료실] ${book.kdc_class.startsWith('813.8') ? '그림책·동화 서가' : '어린이 지식책 서가'}`;
    case 'NORTH':
      return `[북부분관] ${children ? '1층 어린이자료실' : literature ? '2층 문학자료실' : '2층 일반자료실'}`;
    case 'SMART':
      return '[광교 스마트도서관] 무인 대출 서가';
  }
}

/** Monday is the weekly closing day: nothing is lent, returned or due then. */
const openDay = (day: string, direction: 1 | -1 = 1): string => (weekdayOf(day) === 1 ? addDays(day, direction) : day);

/** The branches of a book's copies: the main (or children's) collection first. */
function branchesFor(book: CatalogueBook, count: number, random: () => number, children: boolean): BranchCode[] {
  const recent = Number(book.publish_year) >= 2010;
  const extras: BranchCode[] = children ? ['NORTH', 'CHILD', 'SMART'] : ['NORTH', 'MAIN', recent ? 'SMART' : 'NORTH'];
  const branches: BranchCode[] = [children ? 'CHILD' : 'MAIN'];
  while (branches.length < count) branches.push(extras[Math.floor(random() * extras.length)] ?? 'NORTH');
  return branches;
}

export interface PlanOptions {
  /** The seeding day (Seoul), yyyy-MM-dd. */
  today: string;
  /** The first free registration number; the plan uses holdings.length numbers from it. */
  regNumber: number;
  /** Add a year of returned loans (the seeded real books). */
  history: boolean;
}

/** Returned loans of one copy from `from` up to (not including) `until`. */
function historyOf(holding: HoldingRow, from: string, until: string, popularity: number, random: () => number): LoanRow[] {
  const loans: LoanRow[] = [];
  // Days between a return and the next loan: about 1 for the favourites, about 60 for the rest.
  const meanGap = 1 + (1 - popularity) * 60;
  let cursor = addDays(from, Math.floor(random() * meanGap));
  for (let n = 1; cursor < until; n += 1) {
    const loanDate = openDay(cursor);
    const late = random() < 0.08 ? 1 + Math.floor(random() * 10) : 0;
    const returnDate = openDay(addDays(loanDate, 3 + Math.floor(random() * 12) + late));
    if (returnDate >= until) break;
    loans.push({
      loan_key: `${holding.holding_key}-${n}`,
      holding_key: holding.holding_key,
      book_key: holding.book_key,
      loan_date: loanDate,
      due_date: openDay(addDays(loanDate, LOAN_DAYS)),
      return_date: returnDate,
    });
    cursor = addDays(returnDate, 1 + Math.floor(random() * 2 * meanGap));
  }
  return loans;
}

/**
 * The copies of one book and their loans. Registration numbers: EM (general) or JM (children's)
 * and ten digits; call numbers get '=2', '=3' for further copies and '아 ' in children's rooms.
 */
export function planCopies(book: CatalogueBook, options: PlanOptions): CopyPlan {
  const random = randomFor(book.book_key);
  const children = isChildrensBook(book);
  const popularity = options.history ? seedPopularity(book.book_key, book.title) : 0;
  const draw = random();
  const count = options.history
    ? Math.min(3, 1 + (popularity > 0.5 ? 2 : popularity > 0.15 || draw < 0.45 ? 1 : 0))
    : draw < 0.5
      ? 1
      : draw < 0.85
        ? 2
        : 3;
  const bookOk = book.loan_code === 'OK';
  const holdings: HoldingRow[] = branchesFor(book, count, random, children).map((branch, i) => {
    const childCopy = branch === 'CHILD' || (children && branch === 'NORTH');
    const regNumber = options.regNumber + i;
    return {
      holding_key: `${book.book_key}-${i + 1}`,
      book_key: book.book_key,
      branch_code: branch,
      reg_no: `${childCopy ? 'JM' : 'EM'}${String(regNumber).padStart(10, '0')}`,
      call_no: `${childCopy ? '아 ' : ''}${book.call_no}${i === 0 ? '' : `=${i + 1}`}`,
      shelf_loc_desc: shelfOf(branch, book, children),
      // A book on loan has every copy out; an available one keeps its first copy on the shelf.
      loan_code: !bookOk || (i > 0 && random() < 0.3) ? 'LOAN' : 'OK',
    };
  });

  const loans: LoanRow[] = [];
  const yearAgo = addDays(options.today, -365);
  const acquired = book.acquired_at > options.today ? options.today : book.acquired_at;
  for (const holding of holdings) {
    let open: LoanRow | null = null;
    if (holding.loan_code === 'LOAN') {
      // Due within the next 1–14 days, never on a Monday; lent LOAN_DAYS before, not before acquisition.
      const dueIn = 1 + Math.floor(random() * LOAN_DAYS);
      const due = openDay(addDays(options.today, dueIn), dueIn === LOAN_DAYS ? -1 : 1);
      const lent = addDays(due, -LOAN_DAYS);
      open = {
        loan_key: `${holding.holding_key}-0`,
        holding_key: holding.holding_key,
        book_key: book.book_key,
        loan_date: lent < acquired ? acquired : lent > options.today ? options.today : lent,
        due_date: due,
        return_date: null,
      };
    }
    if (options.history) {
      const from = acquired > yearAgo ? addDays(acquired, 1) : yearAgo;
      loans.push(...historyOf(holding, from, open?.loan_date ?? options.today, popularity, random));
    }
    if (open) loans.push(open);
  }
  return { holdings, loans };
}

const HOLDING_COLUMNS = ['holding_key', 'book_key', 'branch_code', 'reg_no', 'call_no', 'shelf_loc_desc', 'loan_code'] as const;

/** Inserts planned copies and loans (a few thousand rows per statement at most). */
export async function insertCopyPlans(tx: Queryable, plans: readonly CopyPlan[]): Promise<void> {
  const holdings = plans.flatMap((plan) => plan.holdings);
  const loans = plans.flatMap((plan) => plan.loans);
  for (let i = 0; i < holdings.length; i += 5000) {
    const chunk = holdings.slice(i, i + 5000);
    await tx.query(
      `INSERT INTO holdings (${HOLDING_COLUMNS.join(', ')})
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
      HOLDING_COLUMNS.map((column) => chunk.map((row) => row[column])),
    );
  }
  for (let i = 0; i < loans.length; i += 5000) {
    const chunk = loans.slice(i, i + 5000);
    await tx.query(
      `INSERT INTO loans (loan_key, member_id, holding_key, book_key, loan_date, due_date, return_date)
       SELECT k, NULL, h, b, l::date, d::date, r::date
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u (k, h, b, l, d, r)`,
      [
        chunk.map((row) => row.loan_key),
        chunk.map((row) => row.holding_key),
        chunk.map((row) => row.book_key),
        chunk.map((row) => row.loan_date),
        chunk.map((row) => row.due_date),
        chunk.map((row) => row.return_date),
      ],
    );
  }
}

/** Copies, open loans and (for real books) loan history of the given books, from regNumber on; returns the next free number. */
export function planBooks(books: readonly CatalogueBook[], options: Omit<PlanOptions, 'history'>): { plans: CopyPlan[]; next: number } {
  let regNumber = options.regNumber;
  const plans = books.map((book) => {
    const plan = planCopies(book, { today: options.today, regNumber, history: !book.book_key.startsWith('GEN') });
    regNumber += plan.holdings.length;
    return plan;
  });
  return { plans, next: regNumber };
}

/** The next free registration number (after the highest EM/JM number stored). */
export async function nextRegNumber(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: string | null }>(
    `SELECT max(substr(reg_no, 3)::bigint)::text AS n FROM holdings WHERE reg_no ~ '^[EJ]M[0-9]{10}$'`,
  );
  return row?.n ? Number(row.n) + 1 : FIRST_REG_NUMBER;
}

const CATALOGUE_BOOK_COLUMNS = `book_key, title, kdc_class, call_no, shelf_loc_desc, loan_code, publish_year,
                                to_char(acquired_at, 'YYYY-MM-DD') AS acquired_at`;

/**
 * Whether copies are missing: the catalogue has books and no copies at all, or the seeded real
 * books (GGL…) exist and none of them has a copy (e.g. generated books with copies were added to
 * a data directory before the demo content was seeded). Index lookups only.
 */
async function needsHoldings(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ needed: boolean }>(
    `SELECT (EXISTS (SELECT 1 FROM books) AND NOT EXISTS (SELECT 1 FROM holdings))
            OR (EXISTS (SELECT 1 FROM books WHERE book_key >= 'GGL' AND book_key < 'GGM')
                AND NOT EXISTS (SELECT 1 FROM holdings WHERE book_key >= 'GGL' AND book_key < 'GGM')) AS needed`,
  );
  return row?.needed ?? false;
}

export interface HoldingsSeedOptions {
  /** The seeding instant (default: now); loan dates are relative to its day in Seoul. */
  now?: number;
  /** Books per batch (default 2,000). */
  batchSize?: number;
}

/**
 * Gives every book without copies its copies and loans (see planCopies), in one transaction; the
 * copies follow each book's loan_code, so the rule above holds without touching books. Its own
 * step, after seedBoardsIfEmpty (which adds the books) and before any seed of members' loans,
 * which takes shelved copies. Runs when copies are missing (needsHoldings): on a new data
 * directory, and on one seeded before holdings existed, generated books included. Returns false,
 * doing nothing, otherwise.
 */
export async function seedHoldingsIfEmpty(db: Db, options: HoldingsSeedOptions = {}): Promise<boolean> {
  if (!(await needsHoldings(db))) return false;
  const today = seoulDay(options.now ?? Date.now());
  const batchSize = options.batchSize ?? 2000;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [HOLDINGS_SEED_LOCK_KEY]);
    if (!(await needsHoldings(tx))) return false;
    let regNumber = await nextRegNumber(tx);
    let after = '';
    for (;;) {
      const books = await tx.query<CatalogueBook>(
        `SELECT ${CATALOGUE_BOOK_COLUMNS} FROM books b
          WHERE book_key > $1 AND NOT EXISTS (SELECT 1 FROM holdings h WHERE h.book_key = b.book_key)
          ORDER BY book_key LIMIT $2`,
        [after, batchSize],
      );
      if (books.length === 0) break;
      const { plans, next } = planBooks(books, { today, regNumber });
      await insertCopyPlans(tx, plans);
      regNumber = next;
      after = books[books.length - 1]?.book_key ?? after;
    }
    return true;
  });
}
