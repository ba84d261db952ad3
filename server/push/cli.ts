import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { ErrorEnvelope } from '../../contract/envelope';
import { AdminPushResponse } from '../../contract/push';
import { MESSAGES } from '../http/errors';
import { ADMIN_TOKEN_FILE, readAdminTokenFile } from './secrets';

export const USAGE = `사용법 · Usage:
  npm run push -- --title 제목 --body 내용 [--url /notice] [--member member1] [--port 4173]

  --title   알림 제목 (필수, 200자 이하)
  --body    알림 내용 (필수, 1000자 이하)
  --url     알림을 누르면 열 사이트 안 경로 (기본 /)
  --member  이 회원(로그인 아이디)의 기기에만 보냅니다 (기본: 모든 기기)
  --port    실행 중인 서버의 포트 (기본: PORT 또는 4173)

관리자 토큰은 ADMIN_TOKEN, 없으면 DATA_DIR/admin-token(기본 ./data/admin-token)에서 읽습니다.`;

/** 0 sent (also to no device); 1 the server refused or could not be reached; 2 wrong usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const defaultIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** How long the whole send may take (the server sends to every device before it answers). */
const REQUEST_TIMEOUT_MS = 120_000;

function readToken(env: NodeJS.ProcessEnv): { token: string } | { error: string } {
  const fromEnv = env.ADMIN_TOKEN?.trim();
  if (fromEnv) return { token: fromEnv };
  const dataDir = resolve(env.DATA_DIR?.trim() || 'data');
  try {
    const token = readAdminTokenFile(dataDir);
    if (token !== null) return { token };
  } catch (error) {
    return { error: `관리자 토큰 파일을 읽을 수 없습니다: ${(error as Error).message}` };
  }
  return {
    error:
      `관리자 토큰이 없습니다: ${join(dataDir, ADMIN_TOKEN_FILE)}. 서버를 한 번 시작하면 만들어집니다. ` +
      `서버가 다른 DATA_DIR이나 ADMIN_TOKEN을 쓰면 같은 값을 지정해 주세요.`,
  };
}

function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; errors?: { code?: string }[] } } | null)?.cause;
  const codes = [cause?.code, ...(cause?.errors ?? []).map((e) => e.code)];
  return codes.some((code) => code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH');
}

/**
 * `npm run push`: asks the running server (POST /api/admin/push) to send a push message and
 * prints the outcome. It never opens the database: PGlite allows one process, the server's.
 */
export async function runPushCli(argv: string[], env: NodeJS.ProcessEnv, io: CliIo = defaultIo): Promise<number> {
  let values: { title?: string; body?: string; url?: string; member?: string; port?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        title: { type: 'string' },
        body: { type: 'string' },
        url: { type: 'string' },
        member: { type: 'string' },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`인자가 올바르지 않습니다: ${(error as Error).message}`);
    io.err(USAGE);
    return EXIT.usage;
  }
  if (values.help) {
    io.out(USAGE);
    return EXIT.ok;
  }
  const title = values.title?.trim() ?? '';
  const body = values.body?.trim() ?? '';
  if (title === '') {
    io.err('제목을 입력해 주세요: --title 제목');
    io.err(USAGE);
    return EXIT.usage;
  }
  if (body === '') {
    io.err('내용을 입력해 주세요: --body 내용');
    io.err(USAGE);
    return EXIT.usage;
  }
  const portText = values.port?.trim() || env.PORT?.trim() || '4173';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    io.err(`포트가 올바르지 않습니다: "${portText}" (1–65535 사이의 숫자를 넣어 주세요).`);
    return EXIT.usage;
  }
  const tokenResult = readToken(env);
  if ('error' in tokenResult) {
    io.err(tokenResult.error);
    return EXIT.failed;
  }

  const url = `http://localhost:${port}/api/admin/push`;
  const request = {
    title,
    body,
    ...(values.url === undefined ? {} : { url: values.url }),
    ...(values.member === undefined ? {} : { member_id: values.member }),
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenResult.token}` },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (isConnectionRefused(error)) {
      io.err(
        `서버에 연결할 수 없습니다 (${url}). 서버가 실행 중인지 확인해 주세요: npm run serve` +
          (values.port === undefined ? ', 다른 포트라면 --port 포트' : ''),
      );
    } else {
      io.err(`서버에 요청하지 못했습니다 (${url}): ${(error as Error).message}`);
    }
    return EXIT.failed;
  }

  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const result = v.safeParse(AdminPushResponse, json);
    if (!result.success) {
      io.err(`서버의 응답을 이해할 수 없습니다 (HTTP ${response.status}). 이 포트의 서버가 경기도서관 포털 서버인지 확인해 주세요.`);
      return EXIT.failed;
    }
    const { SENT, FAILED, REMOVED } = result.output;
    io.out(`보냄 ${SENT}, 실패 ${FAILED}, 삭제 ${REMOVED}`);
    return EXIT.ok;
  }
  const envelope = v.safeParse(ErrorEnvelope, json);
  const message = envelope.success ? envelope.output.RESULT_MESSAGE : `HTTP ${response.status}`;
  if (response.status === 401) {
    io.err(
      `관리자 토큰이 맞지 않습니다 (HTTP 401). 서버와 같은 ADMIN_TOKEN 또는 DATA_DIR로 실행해 주세요.`,
    );
  } else if (response.status === 404 && message === MESSAGES.notFound) {
    io.err(
      `이 서버에는 푸시 관리 호출(${url})이 없습니다. 포트가 맞는지, 서버가 최신 코드로 실행 중인지 확인해 주세요.`,
    );
  } else {
    io.err(`보내지 못했습니다 (HTTP ${response.status}): ${message}`);
  }
  return EXIT.failed;
}
