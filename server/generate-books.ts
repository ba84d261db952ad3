import { readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { insertGeneratedBooks } from './seed/generate-books';

/**
 * `node --import tsx server/generate-books.ts --count 100000`: adds synthetic books with their
 * copies (1–3 each; the copies of a book on loan are out, with open loans) to the catalogue
 * (docs/api.md "Catalogue search"). Uses DATA_DIR / DATABASE_URL like the server. On PGlite the
 * data directory belongs to one process: stop the server first.
 */
async function main(argv: string[]): Promise<number> {
  const at = argv.indexOf('--count');
  const countText = at >= 0 ? argv[at + 1] : undefined;
  const count = Number(countText);
  if (countText === undefined || !/^\d+$/.test(countText) || count < 1 || count > 1_000_000) {
    console.error('사용법: node --import tsx server/generate-books.ts --count 100000 (1–1,000,000권)');
    return 2;
  }
  const config = readConfig(process.env);
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/사용하고 있습니다/.test(message)) {
      console.error(
        `서버가 데이터 폴더(${config.dataDir})를 쓰고 있어 도서를 넣을 수 없습니다. 서버를 멈춘 뒤 다시 실행해 주세요.\n(${message})`,
      );
      return 1;
    }
    throw error;
  }
  try {
    await migrate(db);
    const started = performance.now();
    let lastPrinted = 0;
    const inserted = await insertGeneratedBooks(db, {
      count,
      onProgress: (done, total) => {
        if (done === total || done - lastPrinted >= 10_000) {
          lastPrinted = done;
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          console.log(`${done.toLocaleString('ko-KR')} / ${total.toLocaleString('ko-KR')}권 (${seconds}초)`);
        }
      },
    });
    // Fresh statistics, so that the planner sees the new rows (PGlite runs no autovacuum).
    await db.query('ANALYZE books, holdings, loans');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`생성 도서 ${inserted.toLocaleString('ko-KR')}권과 소장 자료를 넣었습니다. 걸린 시간 ${seconds}초.`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('도서를 생성하지 못했습니다:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
