import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { SignJWT } from 'jose';
import { CERT_METHODS, CERT_RETURN_PATHS, certReturnPath, type CertFlow, type CertMethod, type CertPurpose } from '../../contract/identity';
import { hashToken } from '../auth/tokens';
import type { Queryable } from '../db/db';
import type { ProviderKeys } from './provider-keys';
import { escapeHtml } from '../http/escape-html';

/*
 * A stand-in for a Korean identity-certification provider (KMC mobile-phone certification and
 * i-PIN), so joining and account recovery can be tried end to end on one machine. It behaves as
 * the real ones do towards the site: the site opens its page with a transaction id; the person
 * gives name, birth date, gender, carrier and phone and the code sent to that phone (shown on the
 * page here: no SMS is sent); the provider then sends the browser back to the site's return address
 * with a signed, expiring, single-use result. Plain server-rendered HTML: no script, no inline style.
 */

export const PROVIDER_ISSUER = 'gglib-cert-demo';
export const PROVIDER_AUDIENCE = 'gglib-portal';
/** A signed result is good for five minutes. */
export const RESULT_TTL_SECONDS = 5 * 60;
/** A transaction (the provider window) stays open ten minutes; a code three. */
export const TXN_TTL_MS = 10 * 60 * 1000;
export const CODE_TTL_MS = 3 * 60 * 1000;
/** Wrong codes allowed before the transaction is spent. */
export const MAX_CODE_ATTEMPTS = 5;

export const CARRIERS = ['SKT', 'KT', 'LG U+', 'SKT 알뜰폰', 'KT 알뜰폰', 'LG U+ 알뜰폰'] as const;

export const PROVIDER_STYLESHEET = '/cert/assets/cert.css';

/** The claims of a signed result (besides iss, aud, iat, exp and jti). */
export interface CertClaims {
  /** SHA-256 of the transaction id the site started. */
  txn: string;
  purpose: CertPurpose;
  method: CertMethod;
  name: string;
  /** yyyy-MM-dd. */
  birthday: string;
  gender: 'M' | 'F';
  phone: string;
  ci: string;
  di: string;
}

const METHOD_NAMES: Readonly<Record<CertMethod, string>> = { phone: '휴대폰 본인확인', ipin: '아이핀(i-PIN) 본인확인' };
const PATH_METHOD: Readonly<Record<string, CertMethod>> = { kmc: 'phone', ipin: 'ipin' };
export const PROVIDER_PATHS: Readonly<Record<CertMethod, string>> = { phone: '/cert/kmc', ipin: '/cert/ipin' };

const CSS = `:root { color-scheme: light; font-family: system-ui, -apple-system, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif; line-height: 1.6; color: #1a1a1a; background: #f2f4f6; }
body { margin: 0; }
header { background: #c8102e; color: #fff; padding: 0.75rem 1.25rem; }
header p { margin: 0; font-weight: 700; }
header .note { font-weight: 400; font-size: 0.875rem; }
main { max-width: 30rem; margin: 1.5rem auto; padding: 1.25rem; background: #fff; border: 1px solid #d5d9de; border-radius: 0.5rem; }
h1 { font-size: 1.375rem; margin: 0 0 1rem; }
label, legend { display: block; font-weight: 600; margin-top: 1rem; }
input[type=text], input[type=tel], select { box-sizing: border-box; width: 100%; min-height: 2.75rem; margin-top: 0.25rem; padding: 0.5rem; font: inherit; border: 1px solid #6b7280; border-radius: 0.375rem; }
fieldset { border: 0; margin: 0; padding: 0; }
.choices { display: flex; gap: 1.5rem; }
.choices label { display: inline-flex; align-items: center; gap: 0.375rem; font-weight: 400; margin-top: 0.25rem; min-height: 2.75rem; }
.hint { color: #4d4d4d; font-size: 0.9375rem; margin: 0.25rem 0 0; }
.error { color: #a40e26; font-weight: 600; border-left: 4px solid #a40e26; padding-left: 0.75rem; }
.code { font-size: 1.75rem; font-weight: 700; letter-spacing: 0.3rem; margin: 0.25rem 0; }
.demo { background: #fff7e0; border: 1px solid #e0c36b; border-radius: 0.375rem; padding: 0.75rem; margin-top: 1rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button, .actions a { min-height: 2.75rem; padding: 0.6rem 1.25rem; font: inherit; font-weight: 600; border-radius: 0.375rem; border: 1px solid #c8102e; cursor: pointer; text-decoration: none; }
button { background: #c8102e; color: #fff; }
.actions a { background: #fff; color: #c8102e; display: inline-flex; align-items: center; }
:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
`;


interface TxnRow {
  purpose: CertPurpose;
  return_flow: CertFlow;
  method: CertMethod;
  expires_at: string;
  name: string;
  birthday: string;
  gender: 'M' | 'F' | '';
  carrier: string;
  phone: string;
  code_hash: string | null;
  code_expires_at: string | null;
  attempts: number;
  completed_at: string | null;
}

async function findTxn(db: Queryable, txn: string): Promise<TxnRow | null> {
  const [row] = await db.query<TxnRow>(
    `SELECT purpose, return_flow, method, expires_at::text AS expires_at, name, COALESCE(to_char(birthday, 'YYYY-MM-DD'), '') AS birthday,
            gender, carrier, phone, code_hash, code_expires_at::text AS code_expires_at, attempts, completed_at::text AS completed_at
       FROM cert_transactions WHERE txn_hash = $1`,
    [hashToken(txn)],
  );
  return row ?? null;
}

/** The portal's certstart: a transaction for one purpose and method; answers its id. */
export async function startTransaction(db: Queryable, purpose: CertPurpose, method: CertMethod, now: number, flow: CertFlow = 'join'): Promise<string> {
  const txn = randomBytes(24).toString('base64url');
  await db.query('DELETE FROM cert_transactions WHERE expires_at < $1', [new Date(now - TXN_TTL_MS).toISOString()]);
  await db.query(
    `INSERT INTO cert_transactions (txn_hash, purpose, method, created_at, expires_at, return_flow) VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashToken(txn), purpose, method, new Date(now).toISOString(), new Date(now + TXN_TTL_MS).toISOString(), flow],
  );
  return txn;
}

/** ci: the same for one person everywhere (here: from name, birth date and gender); di: per site. */
export function connectingInfo(secret: string, person: { name: string; birthday: string; gender: string }): { ci: string; di: string } {
  const ci = createHmac('sha256', secret).update(`ci|${person.name}|${person.birthday}|${person.gender}`).digest('base64url');
  const di = createHmac('sha256', secret).update(`di|gglib|${ci}`).digest('base64url');
  return { ci, di };
}

/** Signs a result as the provider does (exported for tests that forge, expire or replay one). */
export async function signResult(keys: ProviderKeys, claims: CertClaims, nowSeconds: number, ttlSeconds = RESULT_TTL_SECONDS): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(PROVIDER_ISSUER)
    .setAudience(PROVIDER_AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .setJti(randomBytes(18).toString('base64url'))
    .sign(keys.privateKey);
}

interface FormState {
  txn: string;
  method: CertMethod;
  /** The page the provider sends the person back to (the transaction's flow). */
  back: string;
  values?: { name?: string; birth?: string; gender?: string; carrier?: string; phone?: string };
  error?: string;
}

function layout(method: CertMethod, title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(METHOD_NAMES[method])}</title>
<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png">
<link rel="stylesheet" href="${PROVIDER_STYLESHEET}">
</head>
<body>
<header>
<p>${escapeHtml(METHOD_NAMES[method])}</p>
<p class="note">본인확인기관 데모 서비스 · 실제 문자는 보내지 않습니다</p>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>\n` : '';
}

function firstStep({ txn, method, back, values = {}, error }: FormState): string {
  const described = error ? ' aria-describedby="form-error"' : '';
  const gender = values.gender ?? '';
  const carrierField =
    method === 'phone'
      ? `<label for="carrier">통신사</label>
<select id="carrier" name="carrier" required${described}>
<option value="">선택해 주세요</option>
${CARRIERS.map((carrier) => `<option${values.carrier === carrier ? ' selected' : ''}>${escapeHtml(carrier)}</option>`).join('\n')}
</select>
`
      : '';
  return layout(
    method,
    '본인확인',
    `<h1>본인확인 정보 입력</h1>
${errorBlock(error)}<form method="post" action="${PROVIDER_PATHS[method]}/send">
<input type="hidden" name="txn" value="${escapeHtml(txn)}">
<label for="name">이름</label>
<input type="text" id="name" name="name" autocomplete="name" required maxlength="50" value="${escapeHtml(values.name ?? '')}"${described}>
<label for="birth">생년월일 8자리</label>
<input type="text" id="birth" name="birth" inputmode="numeric" autocomplete="bday" required maxlength="8" pattern="[0-9]{8}" aria-describedby="birth-hint" value="${escapeHtml(values.birth ?? '')}">
<p class="hint" id="birth-hint">예: 19900315</p>
<fieldset>
<legend>성별</legend>
<div class="choices">
<label><input type="radio" name="gender" value="M" required${gender === 'M' ? ' checked' : ''}> 남자</label>
<label><input type="radio" name="gender" value="F"${gender === 'F' ? ' checked' : ''}> 여자</label>
</div>
</fieldset>
${carrierField}<label for="phone">휴대폰 번호</label>
<input type="tel" id="phone" name="phone" inputmode="numeric" autocomplete="tel-national" required maxlength="13" aria-describedby="phone-hint" value="${escapeHtml(values.phone ?? '')}">
<p class="hint" id="phone-hint">숫자만 입력해 주세요. 예: 01012345678</p>
<div class="actions">
<button type="submit">인증번호 받기</button>
<a href="${escapeHtml(back)}#error=cancelled">취소</a>
</div>
</form>`,
  );
}

function codeStep(txn: string, method: CertMethod, code: string, phone: string, back: string, error?: string): string {
  const masked = `${phone.slice(0, 3)}-****-${phone.slice(-4)}`;
  return layout(
    method,
    '인증번호 입력',
    `<h1>인증번호 입력</h1>
${errorBlock(error)}<p>휴대폰 ${escapeHtml(masked)}에 인증번호를 보냈습니다. 3분 안에 입력해 주세요.</p>
<div class="demo" role="note">
<p>데모 서비스라 문자를 보내지 않습니다. 받은 것으로 하고 아래 번호를 입력하세요.</p>
<p class="code">${escapeHtml(code)}</p>
</div>
<form method="post" action="${PROVIDER_PATHS[method]}/confirm">
<input type="hidden" name="txn" value="${escapeHtml(txn)}">
<label for="code">인증번호 6자리</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6" pattern="[0-9]{6}"${error ? ' aria-describedby="form-error"' : ''}>
<div class="actions">
<button type="submit">확인</button>
<a href="${escapeHtml(back)}#error=cancelled">취소</a>
</div>
</form>`,
  );
}

function endPage(method: CertMethod, message: string, status: 400 | 404 | 410, back: string = CERT_RETURN_PATHS[method]): { html: string; status: 400 | 404 | 410 } {
  return {
    status,
    html: layout(
      method,
      '본인확인을 계속할 수 없습니다',
      `<h1>본인확인을 계속할 수 없습니다</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<div class="actions"><a href="${escapeHtml(back)}#error=expired">돌아가기</a></div>`,
    ),
  };
}

function send(c: Context, page: { html: string; status: number } | string) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  // Its own window: never framed by another site.
  c.header('X-Frame-Options', 'DENY');
  if (typeof page === 'string') return c.html(page, 200);
  return c.html(page.html, page.status as 400);
}

function validBirthday(birth: string, now: number): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(birth);
  if (!match) return null;
  const [, y, m, d] = match;
  const iso = `${y}-${m}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  if (date.getTime() > now || Number(y) < 1900) return null;
  return iso;
}

export interface ProviderOptions {
  db: Queryable;
  keys: () => Promise<ProviderKeys>;
  now: () => number;
}

/** The provider's pages under /cert. */
export function providerRoutes({ db, keys, now }: ProviderOptions): Hono {
  const routes = new Hono();

  routes.get('/assets/cert.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(CSS);
  });

  const methodOf = (c: Context): CertMethod | null => PATH_METHOD[c.req.param('method') ?? ''] ?? null;

  const usable = async (method: CertMethod, txn: string) => {
    const row = txn.length >= 16 && txn.length <= 100 ? await findTxn(db, txn) : null;
    if (!row || row.method !== method) return { error: endPage(method, '본인확인 요청을 찾을 수 없습니다. 처음부터 다시 시도해 주세요.', 404) };
    const back = certReturnPath(method, row.return_flow);
    if (row.completed_at) return { error: endPage(method, '이미 끝난 본인확인입니다. 처음부터 다시 시도해 주세요.', 410, back) };
    if (Date.parse(row.expires_at) < now()) return { error: endPage(method, '본인확인 시간이 지났습니다. 처음부터 다시 시도해 주세요.', 410, back) };
    if (row.attempts >= MAX_CODE_ATTEMPTS) return { error: endPage(method, '인증번호를 여러 번 잘못 입력했습니다. 처음부터 다시 시도해 주세요.', 410, back) };
    return { row, back };
  };

  routes.get('/:method', async (c) => {
    const method = methodOf(c);
    if (!method) return c.notFound();
    const txn = c.req.query('txn') ?? '';
    const found = await usable(method, txn);
    if (found.error) return send(c, found.error);
    return send(c, firstStep({ txn, method, back: found.back }));
  });

  routes.post('/:method/send', async (c) => {
    const method = methodOf(c);
    if (!method) return c.notFound();
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
    const txn = field('txn');
    const found = await usable(method, txn);
    if (found.error) return send(c, found.error);
    const values = { name: field('name'), birth: field('birth').replace(/\D/g, ''), gender: field('gender'), carrier: field('carrier'), phone: field('phone').replace(/\D/g, '') };
    const again = (error: string) => send(c, { html: firstStep({ txn, method, back: found.back, values, error }), status: 400 });
    if (!/^[가-힣A-Za-z ]{2,50}$/.test(values.name)) return again('이름을 한글 또는 영문으로 정확히 입력해 주세요.');
    const birthday = validBirthday(values.birth, now());
    if (!birthday) return again('생년월일 8자리를 정확히 입력해 주세요. 예: 19900315');
    if (values.gender !== 'M' && values.gender !== 'F') return again('성별을 선택해 주세요.');
    if (method === 'phone' && !(CARRIERS as readonly string[]).includes(values.carrier)) return again('통신사를 선택해 주세요.');
    if (!/^01[016789][0-9]{7,8}$/.test(values.phone)) return again('휴대폰 번호를 숫자만 정확히 입력해 주세요. 예: 01012345678');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.query(
      `UPDATE cert_transactions SET name = $2, birthday = $3, gender = $4, carrier = $5, phone = $6, code_hash = $7, code_expires_at = $8
        WHERE txn_hash = $1`,
      [hashToken(txn), values.name, birthday, values.gender, values.carrier, values.phone, hashToken(`${txn}:${code}`), new Date(now() + CODE_TTL_MS).toISOString()],
    );
    return send(c, codeStep(txn, method, code, values.phone, found.back));
  });

  routes.post('/:method/confirm', async (c) => {
    const method = methodOf(c);
    if (!method) return c.notFound();
    const form = await c.req.parseBody();
    const txn = typeof form.txn === 'string' ? form.txn : '';
    const code = typeof form.code === 'string' ? form.code.replace(/\D/g, '') : '';
    const found = await usable(method, txn);
    if (found.error) return send(c, found.error);
    const { row, back } = found;
    if (!row.code_hash || !row.code_expires_at || row.gender === '') {
      return send(c, { html: firstStep({ txn, method, back, error: '먼저 인증번호를 받아 주세요.' }), status: 400 });
    }
    if (Date.parse(row.code_expires_at) < now()) {
      return send(c, { html: firstStep({ txn, method, back, values: { name: row.name, birth: row.birthday.replace(/-/g, ''), gender: row.gender, carrier: row.carrier, phone: row.phone }, error: '인증번호 입력 시간이 지났습니다. 인증번호를 다시 받아 주세요.' }), status: 400 });
    }
    if (hashToken(`${txn}:${code}`) !== row.code_hash) {
      const [updated] = await db.query<{ attempts: number }>('UPDATE cert_transactions SET attempts = attempts + 1 WHERE txn_hash = $1 RETURNING attempts', [hashToken(txn)]);
      const left = MAX_CODE_ATTEMPTS - (updated?.attempts ?? MAX_CODE_ATTEMPTS);
      if (left <= 0) return send(c, endPage(method, '인증번호를 여러 번 잘못 입력했습니다. 처음부터 다시 시도해 주세요.', 410, back));
      return send(c, {
        status: 400,
        html: layout(
          method,
          '인증번호 입력',
          `<h1>인증번호 입력</h1>
<p class="error" role="alert" id="form-error">인증번호가 맞지 않습니다. ${left}번 더 입력할 수 있습니다.</p>
<form method="post" action="${PROVIDER_PATHS[method]}/confirm">
<input type="hidden" name="txn" value="${escapeHtml(txn)}">
<label for="code">인증번호 6자리</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6" pattern="[0-9]{6}" aria-describedby="form-error">
<div class="actions"><button type="submit">확인</button><a href="${escapeHtml(back)}#error=cancelled">취소</a></div>
</form>`,
        ),
      });
    }
    const [done] = await db.query<{ ok: number }>(
      'UPDATE cert_transactions SET completed_at = $2 WHERE txn_hash = $1 AND completed_at IS NULL RETURNING 1 AS ok',
      [hashToken(txn), new Date(now()).toISOString()],
    );
    if (!done) return send(c, endPage(method, '이미 끝난 본인확인입니다. 처음부터 다시 시도해 주세요.', 410, back));
    const providerKeys = await keys();
    const person = { name: row.name, birthday: row.birthday, gender: row.gender };
    const result = await signResult(
      providerKeys,
      { txn: hashToken(txn), purpose: row.purpose, method, ...person, phone: row.phone, ...connectingInfo(providerKeys.secret, person) },
      Math.floor(now() / 1000),
    );
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    // In the fragment: the browser never sends it to a server, so no log keeps it.
    return c.redirect(`${back}#result=${result}`, 303);
  });

  return routes;
}

export const isCertMethod = (value: string): value is CertMethod => (CERT_METHODS as readonly string[]).includes(value);
