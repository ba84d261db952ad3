import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { AdapterPayload } from 'oidc-provider';
import { ACR_PASSWORD, ACR_STEP_UP } from '../../contract/oidc';
import type { LoginThrottle } from '../auth/throttle';
import { hashToken } from '../auth/tokens';
import { verifyAgainstNobody, verifyPassword } from '../auth/password';
import type { Queryable } from '../db/db';
import { findIdpAccount, findIdpAccountByLogin, maskPhone, type IdpAccount } from './accounts';
import { databaseAdapter } from './adapter';
import { CLAIM_WORDS, IDP_PROFILES, idpPath, type IdpName } from './catalog';
import { errorBlock, escapeHtml, idpPage, sendHtml } from './pages';

/*
 * The providers' interaction pages (oidc-provider hands the browser to them whenever a person
 * must act: sign in, consent, step up): rendered and handled here, at the Node request level, with
 * the library's interactionDetails / interactionFinished. Everything is a plain form posting to
 * the same address (CSP form-action 'self'); each POST must come from this origin.
 *
 *   GET  /idp/<name>/interaction/<uid>             the login or consent page
 *   POST /idp/<name>/interaction/<uid>/login       id and password
 *   POST /idp/<name>/interaction/<uid>/otp         the one-time code of a step-up (Any-ID)
 *   POST /idp/<name>/interaction/<uid>/otp/resend  a new code
 *   POST /idp/<name>/interaction/<uid>/consent     the consent
 *   POST /idp/<name>/interaction/<uid>/abort       cancel: the portal is told access_denied
 */

/** A step-up code is good for three minutes and five tries. */
export const STEP_UP_CODE_TTL_SECONDS = 180;
export const STEP_UP_MAX_ATTEMPTS = 5;

const MAX_FORM_BYTES = 8 * 1024;

export const IDP_MESSAGES = {
  badCredentials: '아이디 또는 비밀번호가 올바르지 않습니다. 다시 입력해 주세요.',
  idRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  throttled: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  codeWrong: (left: number) => `인증번호가 맞지 않습니다. ${left}번 더 입력할 수 있습니다.`,
  codeExpired: '인증번호 입력 시간이 지났습니다. 인증번호를 다시 받아 주세요.',
  codeRequired: '인증번호 6자리를 입력해 주세요.',
  codeLocked: '인증번호를 여러 번 잘못 입력했습니다. 처음부터 다시 로그인해 주세요.',
  expired: '로그인 요청 시간이 지났거나 이미 끝난 요청입니다. 이용하던 서비스에서 다시 시작해 주세요.',
  foreign: '다른 사이트에서 보낸 요청은 처리하지 않습니다.',
} as const;

interface StepUpRecord {
  accountId: string;
  codeHash: string;
  codeExp: number;
  attempts: number;
}

export interface InteractionDeps {
  name: IdpName;
  provider: Provider;
  db: Queryable;
  /** The public origin (scheme://host:port): POSTs must come from it. */
  origin: string;
  throttle: LoginThrottle;
  sleep: (ms: number) => Promise<void>;
  clientAddress: (req: IncomingMessage) => string;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const stepUpWanted = (name: IdpName, params: Record<string, unknown>): boolean =>
  IDP_PROFILES[name].acrValues.includes(ACR_STEP_UP) && typeof params.acr_values === 'string' && params.acr_values.split(' ').includes(ACR_STEP_UP);

function cancelForm(base: string): string {
  return `<form method="post" action="${base}/abort"><button type="submit">취소하고 돌아가기</button></form>`;
}

function loginPage(name: IdpName, base: string, options: { loginId?: string; error?: string; fieldErrors?: { id?: string; password?: string }; stepUp: boolean; again: boolean }): string {
  const profile = IDP_PROFILES[name];
  const { fieldErrors = {} } = options;
  const described = (field: 'id' | 'password', hint?: string) => {
    const ids = [fieldErrors[field] ? `${field}-error` : '', options.error ? 'form-error' : '', hint ?? ''].filter(Boolean).join(' ');
    return ids ? ` aria-describedby="${ids}"` : '';
  };
  const invalid = (field: 'id' | 'password') => (fieldErrors[field] || options.error ? ' aria-invalid="true"' : '');
  const fieldError = (field: 'id' | 'password') => (fieldErrors[field] ? `<p class="field-error" id="${field}-error">${escapeHtml(fieldErrors[field] ?? '')}</p>\n` : '');
  const intro = options.again
    ? '<p>중요한 정보를 다루기 전에 본인인지 다시 확인합니다. 비밀번호를 다시 입력해 주세요.</p>'
    : `<p>경기도서관에 ${escapeHtml(profile.title)} 계정으로 로그인합니다.</p>`;
  const stepUpNote = options.stepUp ? '<p class="hint" id="stepup-hint">비밀번호를 확인한 뒤 등록된 휴대폰으로 인증번호를 보내 추가 인증을 합니다.</p>\n' : '';
  return idpPage(
    name,
    options.again ? '본인 다시 확인' : '로그인',
    `<h1>${options.again ? '본인 다시 확인' : `${escapeHtml(profile.title)} 로그인`}</h1>
${intro}
${stepUpNote}${errorBlock(options.error)}<form method="post" action="${base}/login" novalidate>
<label for="login_id">${escapeHtml(profile.idLabel)}</label>
<input type="text" id="login_id" name="login_id" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="100" value="${escapeHtml(options.loginId ?? '')}"${invalid('id')}${described('id')}>
${fieldError('id')}<label for="password">비밀번호</label>
<input type="password" id="password" name="password" autocomplete="current-password" required maxlength="200"${invalid('password')}${described('password', options.stepUp ? 'stepup-hint' : undefined)}>
${fieldError('password')}<div class="actions">
<button type="submit" class="primary">${options.stepUp ? '다음' : '로그인'}</button>
</div>
</form>
<div class="demo" role="note">
<p>데모 계정의 비밀번호는 모두 <strong>Passw0rd!</strong> 입니다.</p>
</div>
<div class="actions">${cancelForm(base)}</div>`,
  );
}

function otpPage(name: IdpName, base: string, account: IdpAccount, code: string | null, error?: string): string {
  const described = error ? ' aria-describedby="form-error" aria-invalid="true"' : ' aria-describedby="code-hint"';
  const demo = code
    ? `<div class="demo" role="note">
<p>데모 서비스라 문자를 보내지 않습니다. 받은 것으로 하고 아래 번호를 입력하세요.</p>
<p class="code">${escapeHtml(code)}</p>
</div>
`
    : '';
  return idpPage(
    name,
    '추가 인증',
    `<h1>추가 인증</h1>
<p>${escapeHtml(account.name)} 님, 휴대폰 ${escapeHtml(maskPhone(account.phone))}에 인증번호를 보냈습니다. 3분 안에 입력해 주세요.</p>
${errorBlock(error)}${demo}<form method="post" action="${base}/otp" novalidate>
<label for="code">인증번호 6자리</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6" pattern="[0-9]{6}"${described}>
<p class="hint" id="code-hint">숫자 6자리를 입력해 주세요.</p>
<div class="actions"><button type="submit" class="primary">인증 완료</button></div>
</form>
<div class="actions">
<form method="post" action="${base}/otp/resend"><button type="submit">인증번호 다시 받기</button></form>
${cancelForm(base)}
</div>`,
  );
}

function consentPage(name: IdpName, base: string, account: IdpAccount | null, scopes: readonly string[]): string {
  const profile = IDP_PROFILES[name];
  const items = scopes.map((scope) => CLAIM_WORDS[scope]).filter((words): words is string => Boolean(words));
  return idpPage(
    name,
    '정보 제공 동의',
    `<h1>정보 제공 동의</h1>
<p><strong>경기도서관</strong>이 ${account ? `${escapeHtml(account.name)} 님의 ` : ''}${escapeHtml(profile.title)} 계정 정보를 요청합니다.</p>
<p>제공하는 정보:</p>
<ul class="claims">
<li>회원 식별 번호(경기도서관에서만 쓰는 값)</li>
${items.map((words) => `<li>${escapeHtml(words)}</li>`).join('\n')}
</ul>
<p class="hint">동의하면 경기도서관이 로그인과 계정 연결에 이 정보를 씁니다. 동의는 ${escapeHtml(profile.title)} 계정 설정에서 언제든 철회할 수 있습니다.</p>
<form method="post" action="${base}/consent">
<div class="actions"><button type="submit" class="primary">동의하고 계속하기</button></div>
</form>
<div class="actions">${cancelForm(base)}</div>`,
  );
}

function endPage(name: IdpName, message: string): string {
  return idpPage(
    name,
    '로그인을 계속할 수 없습니다',
    `<h1>로그인을 계속할 수 없습니다</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<div class="actions"><a href="/login">경기도서관 로그인으로 돌아가기</a></div>`,
  );
}

/** The interaction router of one provider: answers a request under /idp/<name>/interaction/. */
export function interactionHandler(deps: InteractionDeps) {
  const { name, provider, db, origin } = deps;
  const codes = databaseAdapter(db, name)('StepUpCode');

  const newCode = async (uid: string, accountId: string): Promise<string> => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const record: StepUpRecord = { accountId, codeHash: hashToken(`${uid}:${code}`), codeExp: Math.floor(Date.now() / 1000) + STEP_UP_CODE_TTL_SECONDS, attempts: 0 };
    await codes.upsert(uid, record as unknown as AdapterPayload, 10 * 60);
    return code;
  };

  const finishLogin = (req: IncomingMessage, res: ServerResponse, accountId: string, acr: string, amr: string[]) =>
    provider.interactionFinished(req, res, { login: { accountId, acr, amr, ts: Math.floor(Date.now() / 1000) } }, { mergeWithLastSubmission: false });

  return async (req: IncomingMessage, res: ServerResponse, uid: string, action: string): Promise<void> => {
    const base = `${idpPath(name)}/interaction/${encodeURIComponent(uid)}`;
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return sendHtml(res, 400, endPage(name, IDP_MESSAGES.expired));
    }
    if (details.uid !== uid) return sendHtml(res, 400, endPage(name, IDP_MESSAGES.expired));
    const params = details.params as Record<string, unknown>;
    const stepUp = stepUpWanted(name, params);
    const sessionAccount = details.session?.accountId ? await findIdpAccount(db, name, details.session.accountId) : null;

    if (req.method === 'GET' && action === '') {
      if (details.prompt.name === 'consent') {
        const missing = details.prompt.details.missingOIDCScope;
        return sendHtml(res, 200, consentPage(name, base, sessionAccount, Array.isArray(missing) ? (missing as string[]) : []));
      }
      // A step-up or max_age=0 for the account already signed in: its id is filled in.
      const again = sessionAccount !== null && details.prompt.reasons.some((reason) => reason === 'max_age' || reason === 'acr_step_up');
      return sendHtml(res, 200, loginPage(name, base, { loginId: again ? sessionAccount.login_id : '', stepUp, again }));
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', action === '' ? 'GET' : 'POST');
      return sendHtml(res, 405, endPage(name, IDP_MESSAGES.expired));
    }
    // Forms of this provider only: a cross-site POST is refused before anything is read.
    const from = req.headers.origin;
    if (from !== undefined && from !== origin) return sendHtml(res, 403, endPage(name, IDP_MESSAGES.foreign));
    const form = await readForm(req);
    if (!form) return sendHtml(res, 400, endPage(name, IDP_MESSAGES.expired));

    if (action === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User cancelled the sign-in' }, { mergeWithLastSubmission: false });
    }

    if (action === 'login') {
      if (details.prompt.name !== 'login') return sendHtml(res, 400, endPage(name, IDP_MESSAGES.expired));
      const loginId = (form.get('login_id') ?? '').trim().slice(0, 100);
      const password = (form.get('password') ?? '').slice(0, 200);
      const again = sessionAccount !== null && details.prompt.reasons.some((reason) => reason === 'max_age' || reason === 'acr_step_up');
      const retry = (status: number, error: string | undefined, fieldErrors?: { id?: string; password?: string }) =>
        sendHtml(res, status, loginPage(name, base, { loginId, error, fieldErrors, stepUp, again }));
      if (loginId === '' || password === '') {
        return retry(400, undefined, { ...(loginId === '' ? { id: IDP_MESSAGES.idRequired } : {}), ...(password === '' ? { password: IDP_MESSAGES.passwordRequired } : {}) });
      }
      const decision = await deps.throttle.begin({ scope: name, id: loginId, address: deps.clientAddress(req) });
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(decision.retryAfterSeconds));
        return retry(429, IDP_MESSAGES.throttled);
      }
      if (decision.delayMs > 0) await deps.sleep(decision.delayMs);
      const account = await findIdpAccountByLogin(db, name, loginId);
      const ok = account ? await verifyPassword(password, account.password_hash) : await verifyAgainstNobody(password);
      if (!ok || !account) return retry(401, IDP_MESSAGES.badCredentials);
      await deps.throttle.succeed(decision.attempt);
      if (!stepUp) return finishLogin(req, res, account.subject, ACR_PASSWORD, ['pwd']);
      const code = await newCode(uid, account.subject);
      return sendHtml(res, 200, otpPage(name, base, account, code));
    }

    if (action === 'otp' || action === 'otp/resend') {
      const record = (await codes.find(uid)) as unknown as StepUpRecord | undefined;
      const account = record ? await findIdpAccount(db, name, record.accountId) : null;
      if (!record || !account || !stepUp) return sendHtml(res, 400, endPage(name, IDP_MESSAGES.expired));
      if (action === 'otp/resend') return sendHtml(res, 200, otpPage(name, base, account, await newCode(uid, account.subject)));
      if (record.attempts >= STEP_UP_MAX_ATTEMPTS) {
        await codes.destroy(uid);
        return sendHtml(res, 400, endPage(name, IDP_MESSAGES.codeLocked));
      }
      const code = (form.get('code') ?? '').replace(/\D/g, '');
      if (code.length !== 6) return sendHtml(res, 400, otpPage(name, base, account, null, IDP_MESSAGES.codeRequired));
      if (record.codeExp < Date.now() / 1000) return sendHtml(res, 400, otpPage(name, base, account, null, IDP_MESSAGES.codeExpired));
      if (hashToken(`${uid}:${code}`) !== record.codeHash) {
        const attempts = record.attempts + 1;
        await codes.upsert(uid, { ...record, attempts } as unknown as AdapterPayload, 10 * 60);
        if (attempts >= STEP_UP_MAX_ATTEMPTS) {
          await codes.destroy(uid);
          return sendHtml(res, 400, endPage(name, IDP_MESSAGES.codeLocked));
        }
        return sendHtml(res, 400, otpPage(name, base, account, null, IDP_MESSAGES.codeWrong(STEP_UP_MAX_ATTEMPTS - attempts)));
      }
      await codes.destroy(uid);
      return finishLogin(req, res, account.subject, ACR_STEP_UP, ['pwd', 'otp']);
    }

    if (action === 'consent') {
      if (details.prompt.name !== 'consent' || !details.session?.accountId) return sendHtml(res, 400, endPage(name, IDP_MESSAGES.expired));
      const clientId = typeof params.client_id === 'string' ? params.client_id : '';
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: details.session.accountId, clientId });
      if (!grant) return sendHtml(res, 400, endPage(name, IDP_MESSAGES.expired));
      const missingScope = details.prompt.details.missingOIDCScope;
      const missingClaims = details.prompt.details.missingOIDCClaims;
      if (Array.isArray(missingScope)) grant.addOIDCScope((missingScope as string[]).join(' '));
      if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }

    return sendHtml(res, 404, endPage(name, IDP_MESSAGES.expired));
  };
}
