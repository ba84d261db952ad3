import { existsSync } from 'node:fs';
import { createServer, Server, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDatabase, pgliteDataDir } from './db/open';
import { purgeIdempotencyKeys } from './http/idempotency';
import { ADMIN_TOKEN_FILE, loadOrCreateAdminToken, loadOrCreateVapidKeys, VAPID_FILE } from './push/secrets';
import { seedMembersIfEmpty, SEED_MEMBERS } from './seed/members';
import { seedDiscoveryIfEmpty } from './seed/discovery';
import { seedEventsIfEmpty } from './seed/events';
import { seedHoldingsIfEmpty } from './seed/holdings';
import { seedLibraryInfoIfEmpty } from './seed/library-info';
import { seedMyLibraryIfEmpty } from './seed/my-library';
import { seedRentalFacilitiesIfNeeded } from './seed/facilities';
import { seedBoardsIfEmpty } from './seed/portal-content';
import { seedReadingIfEmpty } from './seed/reading';
import { seedProgramDetailsIfEmpty } from './seed/programs-detail';
import { seedIfEmpty } from './seed/seed';
import { seedIdpAccountsIfEmpty } from './seed/idp-accounts';
import { seedMergeDemoIfEmpty } from './seed/merge-demo';
import { seedLibraryServiceIfEmpty } from './seed/library-service';
import { seedPolicyResearchIfEmpty } from './seed/policy-research';
import { seedLabsIfEmpty } from './seed/labs';
import { seedAboutIfEmpty } from './seed/about';
import { IDP_NAMES, type IdpName } from './idp/catalog';
import { loadOrCreateClientSecrets, loadOrCreateIdpKeys, type IdpKeys } from './idp/keys';
import { createIdentityProviders } from './idp/providers';

/** How long open keep-alive connections may finish their requests after a shutdown signal. */
const SHUTDOWN_GRACE_MS = 3000;

async function prepareDatabase(db: Db): Promise<string> {
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db);
  // Its own step: a data directory seeded before the library's facts had a table gets them now.
  const factsSeeded = await seedLibraryInfoIfEmpty(db);
  // Its own step: a data directory seeded before members existed gets them on upgrade.
  const membersSeeded = await seedMembersIfEmpty(db);
  // After the members: some demo posts are theirs. Also its own step, for data made before boards.
  const boardsSeeded = await seedBoardsIfEmpty(db);
  // After the programs, before members' applications: sessions, details, phone and desk places.
  const programDetailsSeeded = await seedProgramDetailsIfEmpty(db);
  // After the books: their copies and loans (also for a data directory made before holdings), then
  // the discovery lists, which point at the seeded books. A seed of members' loans comes after.
  const holdingsSeeded = await seedHoldingsIfEmpty(db);
  const discoverySeeded = await seedDiscoveryIfEmpty(db);
  // After the copies: members' loans take shelved copies (docs/api.md "My library").
  const myLibrarySeeded = await seedMyLibraryIfEmpty(db);
  // After the programs: library events that are programs point at them.
  const eventsSeeded = await seedEventsIfEmpty(db);
  // After the members and books: clubs, reviews and exhibitions name them (docs/api.md "Exhibitions and reading culture").
  const readingSeeded = await seedReadingIfEmpty(db);
  // After the members: the providers' demo accounts, some linked to demo members (docs/api.md "Any-ID and social sign-in").
  const idpSeeded = await seedIdpAccountsIfEmpty(db);
  // After the providers' accounts and 나의 도서관: 홍길동's older record to merge (docs/api.md "Account merge").
  const mergeDemoSeeded = await seedMergeDemoIfEmpty(db);
  // After the members: e-resources and the human library, whose demo bookings are members' (docs/api.md "Library services").
  const libraryServiceSeeded = await seedLibraryServiceIfEmpty(db);
  // 도서관 정책연구: reports, seminars and the monthly statistics (docs/api.md "Policy research and library statistics").
  const policySeeded = await seedPolicyResearchIfEmpty(db);
  // After the programs: the experiments' and playground's sessions are programs (docs/api.md "Experiments and playground").
  const labsSeeded = await seedLabsIfEmpty(db);
  // After 나의 도서관's: the rooms members book online, with their details (docs/api.md "Rental facilities").
  const rentalSeeded = await seedRentalFacilitiesIfNeeded(db);
  // Its own step: the about pages' tables and prose (docs/api.md "About the library").
  const aboutSeeded = await seedAboutIfEmpty(db);
  const purgedKeys = await purgeIdempotencyKeys(db);
  return [
    applied.length > 0 ? `마이그레이션 ${applied.join(', ')} 적용` : '스키마 최신',
    seeded ? '데모 데이터 입력' : '기존 데이터 사용',
    ...(factsSeeded ? ['도서관 정보(주소·전화·이용시간) 입력'] : []),
    ...(membersSeeded ? [`데모 회원 입력 (${SEED_MEMBERS.map((member) => member.userId).join(', ')})`] : []),
    ...(boardsSeeded ? ['데모 게시판·도서·프로그램·휴관일 입력'] : []),
    ...(programDetailsSeeded ? ['문화 프로그램 회차·대기 명단 입력'] : []),
    ...(holdingsSeeded ? ['소장 자료·대출 기록 입력'] : []),
    ...(discoverySeeded ? ['베스트셀러·큐레이션·추천 도서 입력'] : []),
    ...(myLibrarySeeded ? ['나의 도서관 데모(대출·예약·신청) 입력'] : []),
    ...(eventsSeeded ? ['도서관 행사·31개 시군 연계 행사 입력'] : []),
    ...(readingSeeded ? ['전시·독서동아리·북페스티벌·독서 감상문 입력'] : []),
    ...(idpSeeded ? ['Any-ID·네이버·구글 데모 계정 입력'] : []),
    ...(mergeDemoSeeded ? ['계정 통합 데모(gildong85) 입력'] : []),
    ...(libraryServiceSeeded ? ['전자자료·휴먼라이브러리 입력'] : []),
    ...(policySeeded ? ['정책연구 보고서·세미나·도서관 통계 입력'] : []),
    ...(labsSeeded ? ['AI 체험·플레이그라운드·독서 퀴즈 입력'] : []),
    ...(rentalSeeded ? ['대관 시설(세미나실·AI 창작 스튜디오·녹음 부스 …) 입력'] : []),
    ...(aboutSeeded ? ['도서관 소개(조직·연혁·시설·장서) 입력'] : []),
    ...(purgedKeys > 0 ? [`오래된 멱등 키 ${purgedKeys}개 삭제`] : []),
  ].join(', ');
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = readConfig(process.env);
  // Before the database: a bad key file stops the start with nothing opened.
  const vapidKeys = loadOrCreateVapidKeys(config.dataDir);
  const adminToken = loadOrCreateAdminToken(config.dataDir, config.adminToken);
  const idpKeys = Object.fromEntries(await Promise.all(IDP_NAMES.map(async (name) => [name, await loadOrCreateIdpKeys(config.dataDir, name)] as const))) as Record<IdpName, IdpKeys>;
  const clientSecrets = loadOrCreateClientSecrets(config.dataDir);
  const db = await openDatabase(config);
  let dbSummary: string;
  try {
    dbSummary = await prepareDatabase(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const where = db.kind === 'pglite' ? `PGlite ${pgliteDataDir(config.dataDir)}` : 'PostgreSQL (DATABASE_URL)';
  console.info(`데이터베이스 · Database: ${where} — ${dbSummary}`);
  const tokenSource = config.adminToken ? 'ADMIN_TOKEN' : join(config.dataDir, ADMIN_TOKEN_FILE);
  console.info(`푸시 · Push: VAPID ${join(config.dataDir, VAPID_FILE)}, 관리자 토큰 · admin token ${tokenSource}`);

  if (!existsSync(join(config.distDir, 'index.html'))) {
    console.warn(
      `클라이언트 빌드가 없습니다(${config.distDir}). \`npm run build\`를 먼저 실행해 주세요. API는 그대로 제공합니다.\n` +
        `No client build in ${config.distDir}: run \`npm run build\`. The API is served all the same.`,
    );
  }

  const app = createApp({
    db,
    distDir: config.distDir,
    auth: {
      sessionTimeSeconds: config.sessionTimeSeconds,
      sessionMaxSeconds: config.sessionMaxSeconds,
      cookieSecure: config.cookieSecure,
      trustProxy: config.trustProxy,
    },
    dataDir: config.dataDir,
    securityContact: config.securityContact,
    // Several server processes on one database throttle and limit as one (issue 19).
    sharedLimits: true,
    push: { vapidKeys, adminToken, vapidSubject: config.vapidSubject },
    chat: { rateLimit: { max: config.chatRatePerMinute, windowMs: 60_000 } },
    oidc: { origin: config.publicOrigin, clientSecrets },
  });
  // The simulated identity providers answer /idp/* at the Node request level, before Hono.
  const idps = createIdentityProviders({ db, origin: config.publicOrigin, keys: idpKeys, clientSecrets, trustProxy: config.trustProxy });
  console.info(`인증 서비스 · Identity providers: ${IDP_NAMES.map((name) => idps.issuer(name)).join(', ')}`);
  const withProviders = (options: ServerOptions, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
    createServer(options, (req, res) => {
      if (!idps.handle(req, res)) listener(req, res);
    });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, createServer: withProviders as typeof createServer }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    console.info(
      `경기도서관 포털 서버가 준비되었습니다 · Portal server ready: http://localhost:${info.port} (${ms} ms)`,
    );
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `이미 사용 중인 포트입니다: ${config.port} · Port ${config.port} is already in use.`
        : `서버를 시작하지 못했습니다 · Could not start the server: ${error.message}`;
    console.error(reason);
    process.exitCode = 1;
    void db.close();
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // A second Ctrl-C means "now".
      process.exit(130);
    }
    closing = true;
    console.info(`${signal}: 서버를 종료합니다 · Shutting down…`);
    if (server instanceof Server) {
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    }
    server.close(() => {
      // PGlite must be closed explicitly, or the process lingers for seconds after the server.
      db.close().catch((error: unknown) => {
        console.error('데이터베이스를 닫지 못했습니다 · Could not close the database:', error);
        process.exitCode = 1;
      });
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('서버를 시작하지 못했습니다 · Could not start the server:');
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
