import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SSO_TARGETS, type SsoTarget } from '../../contract/auth';
import type { Auth } from '../auth/auth';
import { HttpError } from '../http/errors';
import { findMemberById } from '../repositories/member-repository';
import { consumeSsoToken, issueLogoutCode } from '../repositories/sso-repository';
import { TOKEN_MESSAGES } from './sso';
import { escapeHtml } from '../http/escape-html';

/**
 * Stand-ins for the sister services (spec §1), so single sign-on can be tried end to end on one
 * origin: /sso/{service}?…&token= uses up a token from getssotoken and greets the member, with a
 * way back to the portal and the service's logout round trip. Plain server-rendered HTML, no
 * script and no inline style (the app's CSP forbids both).
 */
export const SSO_SERVICE_NAMES: Readonly<Record<SsoTarget, string>> = {
  ggcyber: '경기도 사이버도서관',
  ggdelivery: '경기도 책배달 서비스',
  ggebook: '경기도 전자책도서관',
  ggpoint: '경기 독서포인트',
};

/** How long the cyber library's logout code stays valid. */
export const LOGOUT_CODE_TTL_MS = 5 * 60 * 1000;

export const SSO_STYLESHEET_PATH = '/sso/assets/sso.css';
const PORTAL_HOME = '/main';

const SSO_CSS = `:root {
  color-scheme: light;
  --ink: #1a1a1a;
  --muted: #4d4d4d;
  --accent: #00558c;
  --line: #d5d9de;
  font-family: system-ui, -apple-system, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif;
  line-height: 1.6;
  color: var(--ink);
  background: #f4f6f8;
}
body { margin: 0; }
.service-header { background: var(--accent); color: #fff; padding: 0.75rem 1.25rem; }
.service-header p { margin: 0; font-weight: 700; }
.service-header .demo-note { font-weight: 400; font-size: 0.875rem; }
main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem 1.25rem; background: #fff; border: 1px solid var(--line); border-radius: 0.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
.message { font-size: 1.125rem; }
.hint { color: var(--muted); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; list-style: none; margin: 1.5rem 0 0; padding: 0; }
.actions a { display: inline-block; min-height: 2.75rem; padding: 0.6rem 1.1rem; border: 1px solid var(--accent); border-radius: 0.375rem; color: var(--accent); font-weight: 600; text-decoration: none; }
.actions a, .actions button { font: inherit; cursor: pointer; }
.actions button { min-height: 2.75rem; padding: 0.6rem 1.1rem; border: 1px solid var(--accent); border-radius: 0.375rem; font-weight: 600; }
.actions form { margin: 0; }
.actions a:hover, .actions button:hover { text-decoration: underline; }
.actions a:focus-visible, .actions button:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
.actions .primary { background: var(--accent); color: #fff; }
`;


interface PageLink {
  href: string;
  label: string;
  primary?: boolean;
}

export interface Page {
  /** The service the page stands for; null on the 404 page. */
  serviceName: string | null;
  title: string;
  heading: string;
  message: string;
  hint?: string;
  /** A button that posts to this origin first among the actions (a confirmation). */
  form?: PageForm;
  links: PageLink[];
}

interface PageForm {
  action: string;
  fields: Readonly<Record<string, string>>;
  submit: string;
}

function renderForm(form: PageForm): string {
  const fields = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<li><form method="post" action="${escapeHtml(form.action)}">${fields}<button type="submit" class="primary">${escapeHtml(form.submit)}</button></form></li>`;
}

export function renderPage(page: Page): string {
  const links = (page.form ? renderForm(page.form) : '') + page.links
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}"${link.primary ? ' class="primary"' : ''}>${escapeHtml(link.label)}</a></li>`,
    )
    .join('');
  const site = page.serviceName ?? '경기도서관';
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(site)}</title>
<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png">
<link rel="stylesheet" href="${SSO_STYLESHEET_PATH}">
</head>
<body>
<header class="service-header">
<p>${escapeHtml(site)}</p>
<p class="demo-note">경기도서관 통합 로그인 데모 서비스</p>
</header>
<main>
<h1>${escapeHtml(page.heading)}</h1>
<p class="message">${escapeHtml(page.message)}</p>
${page.hint ? `<p class="hint">${escapeHtml(page.hint)}</p>\n` : ''}<nav aria-label="이동">
<ul class="actions">${links}</ul>
</nav>
</main>
</body>
</html>
`;
}

const portalLink: PageLink = { href: PORTAL_HOME, label: '포털로 돌아가기', primary: true };

export function sendPage(c: Context, page: Page, status: ContentfulStatusCode) {
  // Personal data and one-time values: kept by no cache, and the token in this page's address is
  // not passed on as a Referer by the links.
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(renderPage(page), status);
}

const notFoundPage: Page = {
  serviceName: null,
  title: '페이지를 찾을 수 없습니다',
  heading: '페이지를 찾을 수 없습니다',
  message: '요청하신 주소를 찾을 수 없습니다.',
  links: [portalLink],
};

const isService = (name: string | undefined): name is SsoTarget =>
  (SSO_TARGETS as readonly string[]).includes(name ?? '');

export function ssoPageRoutes(auth: Auth): Hono {
  const routes = new Hono();

  routes.get('/assets/sso.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(SSO_CSS);
  });

  routes.get('/:service/logged-out', (c) => {
    const service = c.req.param('service');
    if (!isService(service)) return sendPage(c, notFoundPage, 404);
    const name = SSO_SERVICE_NAMES[service];
    return sendPage(
      c,
      {
        serviceName: name,
        title: '로그아웃',
        heading: name,
        message: `${name}에서 로그아웃되었습니다.`,
        links: [portalLink],
      },
      200,
    );
  });

  routes.get('/:service', async (c) => {
    const service = c.req.param('service');
    if (!isService(service)) return sendPage(c, notFoundPage, 404);
    const name = SSO_SERVICE_NAMES[service];
    const token = c.req.query('token') ?? '';
    const now = auth.now();
    const memberId =
      /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await consumeSsoToken(auth.db, token, service, now) : null;
    const member = memberId === null ? null : await findMemberById(auth.db, memberId);
    if (!member) {
      return sendPage(
        c,
        {
          serviceName: name,
          title: '로그인 실패',
          heading: name,
          message: TOKEN_MESSAGES.invalidToken,
          hint: '포털에서 다시 이용해 주세요. 토큰은 2분 동안 한 번만 쓸 수 있습니다.',
          links: [portalLink],
        },
        401,
      );
    }
    const logoutHref =
      service === 'ggcyber'
        ? `/cyber-sso-logout?code=${await issueLogoutCode(auth.db, member.id, now, LOGOUT_CODE_TTL_MS)}&redirect=/sso/ggcyber/logged-out`
        : `/sso-logout?key=${encodeURIComponent(member.rec_key)}&redirect=/sso/${service}/logged-out`;
    return sendPage(
      c,
      {
        serviceName: name,
        title: '로그인 완료',
        heading: name,
        message: `${member.name} 님, ${name}에 로그인되었습니다.`,
        hint: '이 페이지는 실제 서비스를 대신하는 데모입니다.',
        links: [portalLink, { href: logoutHref, label: '로그아웃' }],
      },
      200,
    );
  });

  routes.get('/*', (c) => sendPage(c, notFoundPage, 404));
  routes.all('/*', () => {
    throw new HttpError(405, 'GET 방식으로만 요청할 수 있습니다.', undefined, { Allow: 'GET, HEAD' });
  });
  return routes;
}
