import { loadOrCreatePreviewSecret, previewPath, previewTokens, type PreviewTarget } from './auth/preview-token';
import { readConfig } from './config';

const USAGE = '사용법: npm run preview-link -- <contents|custom|board> <메뉴 단어 또는 게시판 코드> [유효 시간(시간), 기본 168]';
const WORD = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Prints a signed preview link (issue 18): `npm run preview-link -- contents smart-library-draft`.
 * The secret is DATA_DIR's preview-secret, the one the server signs and checks with.
 */
export function previewLink(args: readonly string[], env: NodeJS.ProcessEnv, now = Date.now()): string {
  const [kind, word, hoursText = '168'] = args;
  const hours = Number(hoursText);
  if (!word || !WORD.test(word) || !Number.isInteger(hours) || hours < 1 || hours > 720) throw new Error(USAGE);
  let target: PreviewTarget;
  if (kind === 'contents' || kind === 'custom') target = { kind, word };
  else if (kind === 'board') target = { kind, code: word };
  else throw new Error(USAGE);
  const config = readConfig(env);
  const token = previewTokens(loadOrCreatePreviewSecret(config.dataDir)).sign(target, now, hours * 3600);
  return `${config.publicOrigin}${previewPath(target, token)}`;
}

if (process.argv[1]?.endsWith('preview-link-cli.ts')) {
  try {
    console.log(previewLink(process.argv.slice(2), process.env));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
