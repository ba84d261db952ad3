import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptAlert, expectNoAlert } from './alerts';
import { MEMBER1, login } from './members';
import { PORTAL_DATABASE } from '../../contract/worker-protocol';

/*
 * The AI assistant panel (issue 7). The answers here come from mocked streams, so the panel's
 * own behaviour is tested whatever the assistant says: page.route serves whole SSE bodies, and a
 * stream that must arrive slowly (to be stopped) comes from a fetch stand-in installed before the
 * app runs. The service worker is blocked so every /api call reaches page.route.
 */
test.use({ serviceWorkers: 'block' });

const BOOK = {
  kind: 'book',
  book_key: 'GGL0000001',
  url: '',
  cover_url: '',
  title: '소년이 온다',
  author: '한강',
  publisher: '창비',
  publish_year: '2014',
  shelf_loc_desc: '종합자료실',
  call_no: '813.7-한11소',
  loan_code: 'OK',
} as const;

function finalEvent(answer: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'final',
    final_answer: answer,
    message_id: 'msg-1',
    created_at: '2026-11-21T01:02:03.000Z',
    user_message_created_at: '2026-11-21T01:02:00.000Z',
    session_id: '',
    intent: 'catalog_search',
    confidence: 0.9,
    evidence: [],
    final_structured: { render_type: 'catalog_list', items: [BOOK] },
    verification_status: 'verified',
    verify_explanation: '',
    final_warning: '',
    ...overrides,
  };
}

const sse = (events: unknown[], done = true) => events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('') + (done ? 'data: [DONE]\n\n' : '');

function tokens(text: string): unknown[] {
  return Array.from(text.match(/.{1,4}/gsu) ?? [], (content) => ({ type: 'token', content }));
}

async function mockBasics(page: Page, { loggedIn = false, suggestions = ['소년이 온다 있어요?', '이번 주말 행사 알려 주세요'] } = {}) {
  await page.route('**/api/suggestions?**', (route) => route.fulfill({ json: { items: suggestions } }));
  await page.route('**/api/auth/status', (route) => route.fulfill({ json: { isLoggedIn: loggedIn } }));
}

async function mockStream(page: Page, body: string, seen?: Request[]) {
  await page.route('**/api/chat/stream', (route: Route) => {
    seen?.push(route.request());
    return route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' }, body });
  });
}

/**
 * How many conversations or messages the app keeps in IndexedDB: the entries of the resource
 * layer's 'chat-sessions' and 'chat-history' families (src/data/registry.ts), counted item by item.
 */
async function countStored(page: Page, what: 'sessions' | 'messages'): Promise<number> {
  return page.evaluate(
    ([database, family]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('resources').objectStore('resources').index('family').getAll(family);
          request.onsuccess = () => {
            resolve((request.result as Array<{ data: unknown }>).reduce((sum, row) => sum + (Array.isArray(row.data) ? row.data.length : 0), 0));
            db.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [PORTAL_DATABASE, what === 'sessions' ? 'chat-sessions' : 'chat-history'] as const,
  );
}

async function openChat(page: Page) {
  await page.goto('/main');
  await page.getByRole('banner').getByRole('button', { name: 'AI 챗봇' }).click();
  const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
  await expect(panel).toBeVisible();
  return panel;
}

async function ask(page: Page, question: string) {
  const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
  await panel.getByRole('textbox', { name: '질문 입력' }).fill(question);
  await panel.getByRole('textbox', { name: '질문 입력' }).press('Enter');
}

test('a catalogue question streams its answer, then the book list opens in the details', async ({ page }) => {
  await mockBasics(page);
  const answer = '**소년이 온다**(한강, 창비)는 종합자료실에 있으며 지금 대출할 수 있습니다.';
  const sent: Request[] = [];
  await mockStream(
    page,
    sse([{ type: 'node_start', node: 'intent' }, { type: 'node_start', node: 'retrieval' }, { type: 'node_start', node: 'compose' }, ...tokens(answer), { type: 'node_start', node: 'verify' }, finalEvent(answer), { type: 'complete' }, { type: 'graph_complete' }]),
    sent,
  );
  const panel = await openChat(page);
  await expect(panel.getByRole('textbox', { name: '질문 입력' })).toHaveAttribute('placeholder', '무엇을 도와드릴까요?');
  await expect(panel.getByText('로그인하시면 대화 기록이 저장됩니다.')).toBeVisible();
  await expect(panel.getByRole('button', { name: '전송' })).toBeDisabled();
  await expect(page.getByRole('navigation', { name: '빠른 이동' })).toBeHidden();
  await expect(panel.getByRole('button', { name: '소년이 온다 있어요?' })).toBeVisible();

  await ask(page, '소년이 온다 있어요?');
  await expect(panel.getByText('소년이 온다 있어요?', { exact: true })).toBeVisible();
  await expect(panel.getByText('소년이 온다(한강, 창비)는 종합자료실에 있으며 지금 대출할 수 있습니다.', { exact: true })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.postDataJSON()).toEqual({ text: '소년이 온다 있어요?', session_id: '' });

  const toggle = panel.getByRole('button', { name: '상세 정보' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('heading', { name: '도서 목록' })).toBeVisible();
  const link = panel.getByRole('link', { name: '소년이 온다 상세 보기' });
  await expect(link).toHaveAttribute('href', '/search/search-detail/0?bookType=book&bookKey=GGL0000001');
  await expect(panel.getByText('대출가능(비치중)', { exact: true })).toBeVisible();
  await expect(panel.getByText('AI 답변은 부정확할 수 있습니다. 중요한 내용은 꼭 다시 확인해 주세요.')).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: '답변이 완료되었습니다' })).toBeAttached();
  // The finished answer itself is read out, its book list included.
  await expect(panel.getByRole('status').filter({ hasText: '답변이 완료되었습니다' })).toContainText('소년이 온다(한강, 창비)는 종합자료실에 있으며 지금 대출할 수 있습니다.');
  // Evidence shows only when there is no structured result.
  await expect(panel.getByRole('heading', { name: '출처' })).toHaveCount(0);

  // A visitor's conversation is not kept on the device.
  expect(await countStored(page, 'messages')).toBe(0);
  expect(await countStored(page, 'sessions')).toBe(0);

  // From the keyboard: the book's page opens, and its content has the focus, not the panel's opener.
  await link.press('Enter');
  await expect(page).toHaveURL(/\/search\/search-detail\/0\?bookType=book&bookKey=GGL0000001/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});

test('the answer is compiled in a module worker under the app policy and ends as one rendering of the whole', async ({ page }) => {
  await mockBasics(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // A reference in the list resolves to a definition in a later block: only the whole decides it.
  const answer = ['## 찾은 책', '', '**소년이 온다**는 [상세 화면](/book/1)에서 볼 수 있어요.', '', '- 종합자료실', '- [운영 시간][시간]', '', '```', 'const 도서관 = "경기";', '```', '', '[시간]: /contents/hours', ''].join('\n');
  await mockStream(page, sse([...tokens(answer), finalEvent(answer)]));
  // No page starts the worker; the panel does, as it opens, before the first question.
  await page.goto('/main');
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(workers.filter((url) => url.includes('chat-markdown'))).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'AI 챗봇' }).click();
  const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
  await expect(panel).toBeVisible();
  await expect.poll(() => workers.filter((url) => url.includes('chat-markdown')).length).toBe(1);

  await ask(page, '한강 책 찾아 줘');
  await expect(panel.getByRole('status').filter({ hasText: '답변이 완료되었습니다' })).toBeAttached();
  const markdown = panel.locator('.chat-markdown');
  await expect(markdown).not.toHaveAttribute('aria-busy');
  // The answer's blocks and nothing else: heading, paragraph, list and code (the definition makes no element).
  await expect(markdown.locator(':scope > *')).toHaveCount(4);
  await expect(markdown.getByRole('heading', { name: '찾은 책' })).toBeVisible();
  await expect(markdown.getByRole('link', { name: '운영 시간' })).toHaveAttribute('href', '/contents/hours');
  await expect(markdown.locator('pre code')).toHaveText('const 도서관 = "경기";');
  expect(workers.filter((url) => /\/assets\/chat-markdown\.worker-[\w-]+\.js$/.test(url))).toHaveLength(1);
  expect(warnings.filter((text) => text.includes('[markdown]'))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
});

test('Esc closes the panel and focus returns to the opener; scroll is locked while open', async ({ page }) => {
  await mockBasics(page);
  await page.goto('/main');
  const opener = page.getByRole('navigation', { name: '빠른 이동' }).getByRole('button', { name: 'AI 검색' });
  await opener.click();
  const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
  await expect(panel).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/scroll-locked/);
  await expect(panel.getByRole('textbox', { name: '질문 입력' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  await expect(opener).toBeFocused();
});

/** A stream that sends one token every `ms` and never ends on its own (until aborted). */
async function installSlowStream(page: Page, ms: number, separator = ' ') {
  await page.addInitScript(([interval, gap]) => {
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/chat/stream')) return original(input, init);
      const encoder = new TextEncoder();
      let timer = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          let count = 0;
          controller.enqueue(encoder.encode('data: {"type":"node_start","node":"compose"}\n\n'));
          timer = window.setInterval(() => {
            count += 1;
            controller.enqueue(encoder.encode(`data: ${JSON.stringify({ type: 'token', content: `조각${count}${gap}` })}\n\n`));
          }, interval);
          init?.signal?.addEventListener('abort', () => {
            window.clearInterval(timer);
            controller.error(new DOMException('aborted', 'AbortError'));
          });
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    };
  }, [ms, separator] as const);
}

test('중지 stops the answer mid-way and keeps what arrived', async ({ page }) => {
  await mockBasics(page);
  await installSlowStream(page, 150);
  const panel = await openChat(page);
  await ask(page, '긴 답변을 해 주세요');
  const input = panel.getByRole('textbox', { name: '질문 입력' });
  await expect(input).toBeDisabled();
  await expect(panel.getByText(/조각2/)).toBeVisible();
  await panel.getByRole('button', { name: '중지' }).click();
  await expect(panel.getByRole('button', { name: '중지' })).toBeHidden();
  await expect(input).toBeEnabled();
  // What arrived before the stop is painted once the worker has compiled it: the answer's
  // markdown is aria-busy until then (a token read just before the click can still be on its way).
  await expect(panel.locator('.chat-answer .chat-markdown').first()).not.toHaveAttribute('aria-busy');
  const kept = await panel.locator('.chat-answer').first().innerText();
  expect(kept).toMatch(/조각1 조각2/);
  await page.waitForTimeout(600);
  expect(await panel.locator('.chat-answer').first().innerText()).toBe(kept);
  // A stopped answer is not complete: no per-answer actions.
  await expect(panel.getByRole('button', { name: '복사' })).toHaveCount(0);
});

test('a stop before the first token removes the empty answer', async ({ page }) => {
  await mockBasics(page);
  await installSlowStream(page, 60_000);
  const panel = await openChat(page);
  await ask(page, '질문');
  await expect(panel.getByText('답변을 쓰는 중…')).toBeVisible();
  await panel.getByRole('button', { name: '중지' }).click();
  await expect(panel.locator('.chat-answer')).toHaveCount(0);
  await expect(panel.getByText('질문', { exact: true })).toBeVisible();
});

test('a stream cut mid-way keeps the partial answer and says streaming failed', async ({ page }) => {
  await mockBasics(page);
  const sent: Request[] = [];
  await mockStream(page, sse([{ type: 'node_start', node: 'compose' }, { type: 'token', content: '여기까지 ' }, { type: 'token', content: '도착한 답변' }], false), sent);
  const panel = await openChat(page);
  await ask(page, '끊기는 질문');
  await expect(panel.getByText(/여기까지 도착한 답변/)).toBeVisible();
  await expect(panel.getByRole('alert').filter({ hasText: '죄송합니다. 스트리밍 중 오류가 발생했습니다.' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: '질문 입력' })).toBeEnabled();
  await page.waitForTimeout(1500);
  // No automatic re-POST of the question.
  expect(sent).toHaveLength(1);
});

/*
 * The stream cut at every stage (issue 18, part 2): the answer so far is kept, the failure is said
 * in Korean once, nothing is sent again by itself, and the next question works. A cut after the
 * final event lost only the terminator: the answer is whole and nothing failed.
 */
const CUTS: ReadonlyArray<{ stage: string; events: unknown[]; abort?: boolean; kept: RegExp | null; fails: boolean }> = [
  { stage: 'the connection refused before any byte', events: [], abort: true, kept: null, fails: true },
  { stage: 'an empty stream (headers only)', events: [], kept: null, fails: true },
  { stage: 'after a status event, before any token', events: [{ type: 'node_start', node: 'retrieve' }, { type: 'status', message: '자료를 찾는 중' }], kept: null, fails: true },
  { stage: 'after the first token', events: [{ type: 'token', content: '첫 ' }], kept: /첫/, fails: true },
  { stage: 'after the last token, before the final event', events: tokens('소년이 온다는 2층 문학 서가에 있습니다.'), kept: /소년이 온다는 2층 문학 서가에 있습니다\./, fails: true },
  { stage: 'after the final event, before [DONE]', events: [...tokens('소년이 온다는 대출 가능합니다.'), finalEvent('소년이 온다는 대출 가능합니다.')], kept: /소년이 온다는 대출 가능합니다\./, fails: false },
];

for (const cut of CUTS) {
  test(`a stream cut ${cut.stage}: nothing lost, said once, not re-sent, and the next question works`, async ({ page }) => {
    await mockBasics(page);
    let calls = 0;
    await page.route('**/api/chat/stream', (route: Route) => {
      calls += 1;
      if (calls > 1) {
        return route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' }, body: sse([...tokens('다시 물어보신 답입니다.'), finalEvent('다시 물어보신 답입니다.', { message_id: 'msg-2' })]) });
      }
      if (cut.abort) return route.abort('connectionrefused');
      return route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' }, body: sse(cut.events, false) });
    });
    const panel = await openChat(page);
    await ask(page, '소년이 온다 어디 있어요?');
    const failure = panel.getByRole('alert').filter({ hasText: '죄송합니다. 스트리밍 중 오류가 발생했습니다.' });
    if (cut.fails) await expect(failure).toHaveCount(1);
    if (cut.kept) await expect(panel.locator('.chat-answer').first()).toContainText(cut.kept);
    // Nothing came: the assistant's turn is the failure sentence alone, no empty answer text.
    else await expect(panel.locator('.chat-answer .chat-answer__text')).toHaveCount(0);
    // The question stays on screen, the box is free again, and nothing was sent by itself.
    await expect(panel.getByText('소년이 온다 어디 있어요?', { exact: true })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: '질문 입력' })).toBeEnabled();
    await page.waitForTimeout(1000);
    expect(calls).toBe(1);
    if (!cut.fails) await expect(failure).toHaveCount(0);

    await ask(page, '다시 물어볼게요');
    await expect(panel.getByText('다시 물어보신 답입니다.', { exact: true })).toBeVisible();
    expect(calls).toBe(2);
  });
}

test('a non-SSE answer is fatal and not retried', async ({ page }) => {
  await mockBasics(page);
  let calls = 0;
  await page.route('**/api/chat/stream', (route) => {
    calls += 1;
    return route.fulfill({ status: 502, json: { message: 'bad gateway' } });
  });
  const panel = await openChat(page);
  await ask(page, '아무 질문');
  await expect(panel.getByRole('alert').filter({ hasText: '죄송합니다. 스트리밍 중 오류가 발생했습니다.' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(calls).toBe(1);
});

test('a stream endpoint answering 404: the answer arrives through POST /api/chat', async ({ page }) => {
  await mockBasics(page);
  const streamCalls: Request[] = [];
  const postCalls: Request[] = [];
  await page.route('**/api/chat/stream', (route) => {
    streamCalls.push(route.request());
    return route.fulfill({ status: 404, json: { RESULT_INFO: 'FAIL', RESULT: 'FAIL', RESULT_CODE: 404, RESULT_MESSAGE: '없는 주소입니다.' } });
  });
  await page.route('**/api/chat', (route) => {
    postCalls.push(route.request());
    // Another server's shape (spec §7 "answer or response"): response, confidence as text, no ids.
    return route.fulfill({ json: { response: '오늘은 **22시**까지 운영합니다.', session_id: '', confidence: '0.9', intent: 'library_info', final_structured: null } });
  });
  const panel = await openChat(page);
  await ask(page, '오늘 몇 시까지 해요?');
  await expect(panel.locator('.chat-answer').first()).toContainText('오늘은 22시까지 운영합니다.');
  await expect(panel.locator('.chat-answer strong')).toHaveText('22시');
  await expect(panel.getByRole('button', { name: '복사' })).toBeVisible();
  // No message_id came: the answer cannot be rated, so no rating buttons.
  await expect(panel.getByRole('button', { name: '좋아요' })).toHaveCount(0);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(streamCalls).toHaveLength(1);
  expect(postCalls).toHaveLength(1);
  expect(postCalls[0]?.postDataJSON()).toEqual({ text: '오늘 몇 시까지 해요?', session_id: '' });
});

test('a failed POST /api/chat after a 405 says the non-stream failure sentence', async ({ page }) => {
  await mockBasics(page);
  await page.route('**/api/chat/stream', (route) => route.fulfill({ status: 405, body: '' }));
  await page.route('**/api/chat', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  const panel = await openChat(page);
  await ask(page, '아무 질문');
  await expect(panel.getByRole('alert').filter({ hasText: '죄송합니다. 응답 중 오류가 발생했습니다.' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: '질문 입력' })).toBeEnabled();
});

test('content events, unknown events and an unknown render type: the answer and its items shown generically', async ({ page }) => {
  await mockBasics(page);
  await mockStream(
    page,
    sse([
      { type: 'node_start', node: 'planner' },
      { type: 'heartbeat' },
      { type: 'content', content: '이번 달 ' },
      { type: 'content', content: '행사를 ' },
      { type: 'token', content: '알려 드릴게요.' },
      {
        type: 'final',
        message_id: 'msg-events',
        confidence: '0.6',
        final_structured: {
          render_type: 'event_calendar',
          items: [{ title: '북 콘서트', content: '11월 29일 19:00', location: '1층 강당' }, '어린이 인형극', { kind: 'video', title: '소개 영상', link: 'javascript:alert(1)' }, 42],
        },
      },
    ]),
  );
  const panel = await openChat(page);
  await ask(page, '이번 달 행사');
  await expect(panel.locator('.chat-answer').first()).toContainText('이번 달 행사를 알려 드릴게요.');
  await expect(panel.getByRole('button', { name: '좋아요' })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  const toggle = panel.getByRole('button', { name: '상세 정보' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  // The 'other' heading (spec §2): 상세 정보, under the toggle of the same name.
  await expect(panel.getByRole('heading', { name: '상세 정보', exact: true, level: 4 })).toBeVisible();
  const items = panel.locator('.chat-details__list > li');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('북 콘서트');
  await expect(items.nth(0)).toContainText('11월 29일 19:00');
  await expect(items.nth(0)).toContainText('1층 강당');
  await expect(items.nth(1)).toHaveText('어린이 인형극');
  // A link with a blocked scheme is shown as text.
  await expect(items.nth(2)).toHaveText('소개 영상');
  await expect(items.nth(2).getByRole('link')).toHaveCount(0);
});

test('sending while offline says it needs the network', async ({ page, context }) => {
  await mockBasics(page);
  const panel = await openChat(page);
  await context.setOffline(true);
  await ask(page, '오프라인 질문');
  await expect(panel.getByRole('alert')).toHaveText('오프라인 상태에서는 질문을 보낼 수 없습니다. 네트워크에 연결된 뒤 다시 보내 주세요.');
  await expect(panel.getByRole('textbox', { name: '질문 입력' })).toHaveValue('오프라인 질문');
  await context.setOffline(false);
});

test('good, then good again resets the rating', async ({ page }) => {
  await mockBasics(page);
  await mockStream(page, sse([{ type: 'token', content: '답변입니다.' }, finalEvent('답변입니다.', { message_id: 'msg-fb', final_structured: null })]));
  const rated: unknown[] = [];
  const reset: unknown[] = [];
  await page.route('**/api/feedback', (route) => {
    rated.push(route.request().postDataJSON());
    return route.fulfill({ json: { ok: true } });
  });
  await page.route('**/api/feedback/reset', (route) => {
    reset.push(route.request().postDataJSON());
    return route.fulfill({ json: { ok: true } });
  });
  const panel = await openChat(page);
  await ask(page, '평가할 질문');
  const good = panel.getByRole('button', { name: '좋아요' });
  await expect(good).toHaveAttribute('aria-pressed', 'false');
  await good.click();
  await expect(good).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => rated).toEqual([{ session_id: '', message_id: 'msg-fb', rating: 'good' }]);
  await good.click();
  await expect(good).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => reset).toEqual([{ session_id: '', message_id: 'msg-fb' }]);

  // A failed call reverts.
  await page.unroute('**/api/feedback');
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
  const bad = panel.getByRole('button', { name: '별로예요' });
  await bad.click();
  await expect(bad).toHaveAttribute('aria-pressed', 'false');

  // A browser asks before a page writes to the clipboard; the headless shell the suite runs in has
  // no one to ask (a full browser lets the click's page write): the member said yes.
  await page.context().grantPermissions(['clipboard-write']);
  await panel.getByRole('button', { name: '복사' }).click();
  await expect(panel.getByRole('button', { name: '복사됨' })).toBeVisible();
});

test('a hostile answer runs no script and shows rejected links as text', async ({ page }) => {
  await mockBasics(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = [
    '[a](javascript:window.__pwned=1)',
    '[b](JaVaScRiPt:window.__pwned=2)',
    '[c](javascript&colon;window.__pwned=3)',
    '[d](%6A%61%76%61%73%63%72%69%70%74:window.__pwned=4)',
    '[e](java%0Ascript:window.__pwned=5)',
    '[f](vbscript:msgbox(1))',
    '[g](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD02PC9zY3JpcHQ+)',
    '<script>window.__pwned=7</script>',
    '<img src=x onerror="window.__pwned=8">',
    '![x](javascript:window.__pwned=9)',
    '<a href="javascript:window.__pwned=10">h</a>',
    '[ok](/contents/hours)',
  ].join('\n\n');
  await mockStream(page, sse([...tokens(hostile), finalEvent(hostile, { final_structured: { render_type: 'web_search_list', items: [{ kind: 'web', link: 'javascript:window.__pwned=11', title: '나쁜 링크', snippet: '', source: '' }] } })]));
  const panel = await openChat(page);
  await ask(page, '악성 답변');
  await expect(panel.getByRole('button', { name: '좋아요' })).toBeVisible();
  await panel.getByRole('button', { name: '상세 정보' }).click();
  await expect(panel.getByText('나쁜 링크')).toBeVisible();
  // Every link in the panel points somewhere harmless.
  const hrefs = await panel.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).not.toMatch(/^\s*(javascript|vbscript|data:text)/i);
  await expect(panel.locator('script')).toHaveCount(0);
  await expect(panel.locator('img[onerror]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('axe finds no violation in the open panel, start and conversation views', async ({ page, makeAxe }) => {
  await mockBasics(page);
  await mockStream(page, sse([...tokens('소년이 온다는 대출 가능합니다.'), finalEvent('소년이 온다는 대출 가능합니다.')]));
  const panel = await openChat(page);
  await expect(panel.getByRole('button', { name: '소년이 온다 있어요?' })).toBeVisible();
  const format = (results: Awaited<ReturnType<ReturnType<typeof makeAxe>['analyze']>>) =>
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(format(await makeAxe(page).analyze())).toEqual([]);
  await ask(page, '소년이 온다 있어요?');
  await expect(panel.getByRole('heading', { name: '도서 목록' })).toBeVisible();
  expect(format(await makeAxe(page).analyze())).toEqual([]);
});

test('while the panel is open the answers’ fonts are looked up in a hidden sample that is then removed', async ({ page }) => {
  await mockBasics(page);
  // Every element added to the body while the page runs, as it was when added.
  await page.addInitScript(() => {
    const added: { className: string; hidden: string | null; inert: boolean; visibility: string }[] = [];
    (window as unknown as { addedToBody: typeof added }).addedToBody = added;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            added.push({ className: node.className, hidden: node.getAttribute('aria-hidden'), inert: node.inert, visibility: node.style.visibility });
    }).observe(document, { childList: true, subtree: true });
  });
  const panel = await openChat(page);
  await expect(panel.getByRole('button', { name: '소년이 온다 있어요?' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { addedToBody: { className: string }[] }).addedToBody.filter((entry) => entry.className === 'chat-answer__text')))
    .toEqual([{ className: 'chat-answer__text', hidden: 'true', inert: true, visibility: 'hidden' }]);
  // Gone a few frames later, outside the panel and never in the way of its focus.
  await expect(page.locator('body > .chat-answer__text')).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: '질문 입력' })).toBeFocused();
});

test.describe('a member', () => {
  test('renames and deletes a conversation from the history', async ({ page }) => {
    let sessions = [
      { id: 'sess-1', title: '소년이 온다 문의', last_activity_at: '2026-11-20T03:04:00.000Z' },
      { id: 'sess-2', title: '', last_activity_at: '2026-11-19T03:04:00.000Z' },
    ];
    const patched: unknown[] = [];
    const deleted: string[] = [];
    await mockBasics(page, { loggedIn: true });
    await page.route('**/api/chat/sessions', (route) => route.fulfill({ json: { sessions } }));
    await page.route('**/api/chat/sessions/*', async (route) => {
      const id = route.request().url().split('/').pop() ?? '';
      if (route.request().method() === 'PATCH') {
        patched.push({ id, ...(route.request().postDataJSON() as object) });
        sessions = sessions.map((session) => (session.id === id ? { ...session, title: (route.request().postDataJSON() as { title: string }).title } : session));
      } else if (route.request().method() === 'DELETE') {
        deleted.push(id);
        sessions = sessions.filter((session) => session.id !== id);
      }
      return route.fulfill({ json: { ok: true } });
    });
    await page.route('**/api/chat/history?**', (route) =>
      route.fulfill({
        json: {
          items: [
            { role: 'user', content: '소년이 온다 있어요?', message_id: 'h-1', created_at: '2026-11-20T03:03:00.000Z', feedback: null, details: null },
            { role: 'assistant', content: '네, 대출 가능합니다.', message_id: 'h-2', created_at: '2026-11-20T03:04:00.000Z', feedback: 'good', details: null },
          ],
        },
      }),
    );
    await login(page, MEMBER1);
    await page.getByRole('banner').getByRole('button', { name: 'AI 챗봇' }).click();
    const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
    const history = panel.getByRole('complementary', { name: '대화 기록' });
    await expect(history.getByRole('button', { name: /^소년이 온다 문의 \d/ })).toBeVisible();
    // 03:04 UTC is 12:04 in Seoul: Korean 12-hour time (spec §9).
    await expect(history.getByText('2026. 11. 20. 오후 12:04')).toBeVisible();
    await expect(history.getByRole('button', { name: /^제목 없음 \d/ })).toBeVisible();
    await expect(panel.getByText('로그인하시면 대화 기록이 저장됩니다.')).toHaveCount(0);

    // Opening a past conversation shows its history.
    await history.getByRole('button', { name: /^소년이 온다 문의 \d/ }).click();
    await expect(panel.getByText('네, 대출 가능합니다.', { exact: true })).toBeVisible();
    // Each message says when it was written, in Seoul's Korean 12-hour time (with its date: not today).
    await expect(panel.getByText('2026. 11. 20. 오후 12:03')).toBeVisible();
    await expect(panel.getByRole('button', { name: '좋아요' })).toHaveAttribute('aria-pressed', 'true');

    // Esc cancels a rename (and leaves the panel open).
    await history.getByRole('button', { name: '소년이 온다 문의 이름 변경' }).click();
    await history.getByRole('textbox', { name: '대화 제목' }).fill('취소될 제목');
    await history.getByRole('textbox', { name: '대화 제목' }).press('Escape');
    await expect(panel).toBeVisible();
    await expect(history.getByRole('button', { name: /^소년이 온다 문의 \d/ }).first()).toBeVisible();
    expect(patched).toEqual([]);

    // Enter saves.
    await history.getByRole('button', { name: '소년이 온다 문의 이름 변경' }).click();
    await history.getByRole('textbox', { name: '대화 제목' }).fill('한강 작가 도서');
    await history.getByRole('textbox', { name: '대화 제목' }).press('Enter');
    await expect(history.getByRole('button', { name: /^한강 작가 도서 \d/ })).toBeVisible();
    await expect.poll(() => patched).toEqual([{ id: 'sess-1', title: '한강 작가 도서' }]);

    // Delete asks with the title ('제목 없음' for a blank one).
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe("'제목 없음' 대화를 삭제하시겠습니까?");
      void dialog.accept();
    });
    await history.getByRole('button', { name: '제목 없음 삭제' }).click();
    await expect.poll(() => deleted).toEqual(['sess-2']);
    await expect(history.getByRole('button', { name: /^제목 없음 \d/ })).toHaveCount(0);
  });
});

test('a reader who scrolled up is not pulled down, and can jump to the latest answer', async ({ page }) => {
  await mockBasics(page);
  await installSlowStream(page, 40, '\n\n');
  await page.setViewportSize({ width: 390, height: 640 });
  const panel = await openChat(page);
  await ask(page, '아주 긴 답변');
  const scroller = panel.getByRole('region', { name: '대화 내용' });
  await expect(panel.getByText('조각30', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: '최신 답변으로 이동' })).toHaveCount(0);
  await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(panel.getByRole('button', { name: '최신 답변으로 이동' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await scroller.evaluate((element) => element.scrollTop)).toBe(0);
  await panel.getByRole('button', { name: '최신 답변으로 이동' }).click();
  await expect(panel.getByRole('button', { name: '최신 답변으로 이동' })).toHaveCount(0);
  expect(await scroller.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThan(60);
  await panel.getByRole('button', { name: '중지' }).click();
});

test('소리로 듣기 reads the answer sentence by sentence without markdown', async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak(utterance: SpeechSynthesisUtterance) {
          spoken.push({ text: utterance.text, lang: utterance.lang });
          // The first sentence ends at once, the second never (so 읽기 중지 can be pressed).
          if (spoken.length === 1) setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 10);
        },
        cancel() {},
      },
    });
  });
  await mockBasics(page);
  const answer = '**소년이 온다**는 [대출](/search/x) 가능합니다. 종합자료실에 있어요!';
  await mockStream(page, sse([{ type: 'token', content: answer }, finalEvent(answer, { final_structured: null })]));
  const panel = await openChat(page);
  await ask(page, '읽어 주세요');
  await panel.getByRole('button', { name: '소리로 듣기' }).click();
  await expect(panel.getByRole('button', { name: '읽기 중지' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken)).toEqual([
    { text: '소년이 온다는 대출 가능합니다.', lang: 'ko-KR' },
    { text: '종합자료실에 있어요!', lang: 'ko-KR' },
  ]);
  await panel.getByRole('button', { name: '읽기 중지' }).click();
  await expect(panel.getByRole('button', { name: '소리로 듣기' })).toBeVisible();
});

test('voice input: an unsupported browser is told so', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
    delete (window as unknown as Record<string, unknown>).SpeechRecognition;
  });
  await mockBasics(page);
  const panel = await openChat(page);
  await panel.getByRole('button', { name: '음성으로 질문하기' }).click();
  await acceptAlert(page, '이 브라우저는 음성 인식을 지원하지 않습니다.');
  await expectNoAlert(page);
  // The panel beneath is still open (its Esc and focus were the alert's while it showed).
  await expect(panel).toBeVisible();
});

test('voice input: listening shows five level bars and the transcript fills the box', async ({ page }) => {
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = '';
      interimResults = false;
      continuous = true;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { __recognition: FakeRecognition }).__recognition = this;
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    (window as unknown as Record<string, unknown>).SpeechRecognition = FakeRecognition;
  });
  await mockBasics(page);
  const panel = await openChat(page);
  await panel.getByRole('button', { name: '음성으로 질문하기' }).click();
  await expect(panel.getByText('듣고 있어요…')).toBeVisible();
  await expect(panel.locator('.chat-voice__bar')).toHaveCount(5);
  const settings = await page.evaluate(() => {
    const recognition = (window as unknown as { __recognition: { lang: string; interimResults: boolean; continuous: boolean; onresult: (event: unknown) => void } }).__recognition;
    recognition.onresult({ resultIndex: 0, results: { length: 1, 0: { isFinal: false, 0: { transcript: '소년이 온다' } } } });
    return { lang: recognition.lang, interimResults: recognition.interimResults, continuous: recognition.continuous };
  });
  expect(settings).toEqual({ lang: 'ko-KR', interimResults: true, continuous: false });
  await expect(panel.getByRole('textbox', { name: '질문 입력' })).toHaveValue('소년이 온다');
  await panel.getByRole('button', { name: '음성 입력 중지' }).click();
  await expect(panel.getByText('듣고 있어요…')).toHaveCount(0);
});

test('a past conversation that cannot be loaded says so', async ({ page }) => {
  await mockBasics(page, { loggedIn: true });
  await page.route('**/api/chat/sessions', (route) => route.fulfill({ json: { sessions: [{ id: 'sess-bad', title: '불러올 수 없는 대화', last_activity_at: '2026-11-20T03:04:00.000Z' }] } }));
  await page.route('**/api/chat/history?**', (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
  await login(page, MEMBER1);
  await page.getByRole('banner').getByRole('button', { name: 'AI 챗봇' }).click();
  const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
  await panel.getByRole('complementary', { name: '대화 기록' }).getByRole('button', { name: /^불러올 수 없는 대화 \d/ }).click();
  await expect(panel.getByRole('alert')).toHaveText('대화 기록을 불러오지 못했습니다.');
  // The panel, not the error page: the site behind is unchanged.
  await expect(page).toHaveURL(/\/main/);
});

test('a member reads the history list and a past conversation offline', async ({ page, context }) => {
  await mockBasics(page, { loggedIn: true });
  await page.route('**/api/chat/sessions', (route) => route.fulfill({ json: { sessions: [{ id: 'sess-off', title: '오프라인에서 볼 대화', last_activity_at: '2026-11-20T03:04:00.000Z' }] } }));
  await page.route('**/api/chat/history?**', (route) =>
    route.fulfill({
      json: {
        items: [
          { role: 'user', content: '개관 시간이 궁금해요', message_id: 'o-1', created_at: '2026-11-20T03:03:00.000Z', feedback: null, details: null },
          { role: 'assistant', content: '평일 오전 9시에 엽니다.', message_id: 'o-2', created_at: '2026-11-20T03:04:00.000Z', feedback: null, details: null },
        ],
      },
    }),
  );
  await login(page, MEMBER1);
  const opener = page.getByRole('banner').getByRole('button', { name: 'AI 챗봇' });
  await opener.click();
  const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
  const history = panel.getByRole('complementary', { name: '대화 기록' });
  await history.getByRole('button', { name: /^오프라인에서 볼 대화 \d/ }).click();
  await expect(panel.getByText('평일 오전 9시에 엽니다.', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  await opener.click();
  await history.getByRole('button', { name: /^오프라인에서 볼 대화 \d/ }).click();
  await expect(panel.getByText('개관 시간이 궁금해요')).toBeVisible();
  await expect(panel.getByText('평일 오전 9시에 엽니다.', { exact: true })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveText('오프라인 상태입니다. 저장된 대화만 볼 수 있습니다.');
  await context.setOffline(false);
  await page.keyboard.press('Escape');

  // A logout clears the chat kept on the device.
  expect(await countStored(page, 'messages')).toBe(2);
  await page.getByRole('banner').getByRole('navigation', { name: '회원 메뉴' }).getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('navigation', { name: '회원 메뉴' }).getByRole('link', { name: '로그인' })).toBeVisible();
  await expect.poll(() => countStored(page, 'sessions')).toBe(0);
  expect(await countStored(page, 'messages')).toBe(0);
});

test.describe('against the reference assistant', () => {
  test('a visitor asks for a book: streamed text, then the book list with the detail link', async ({ page }) => {
    const panel = await openChat(page);
    await expect(panel.getByRole('list').filter({ has: page.locator('.chat-suggestion') })).toBeVisible();
    await ask(page, '소년이 온다 있어요?');
    const answer = panel.locator('.chat-answer').first();
    await expect(answer).toContainText('소년이 온다', { timeout: 15_000 });
    await expect(panel.getByRole('heading', { name: '도서 목록' })).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole('button', { name: '상세 정보' })).toHaveAttribute('aria-expanded', 'true');
    const link = panel.getByRole('link', { name: '소년이 온다 상세 보기' }).first();
    await expect(link).toHaveAttribute('href', /\/search\/search-detail\/0\?bookType=book&bookKey=/);
    await expect(panel.getByText(/대출가능\(비치중\)|대출불가\(대출중\)/).first()).toBeVisible();
    await expect(panel.getByRole('button', { name: '좋아요' })).toBeVisible();
  });

  test('a member’s question becomes a session that can be renamed and deleted', async ({ page }) => {
    await login(page, MEMBER1);
    await page.getByRole('banner').getByRole('button', { name: 'AI 챗봇' }).click();
    const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
    await ask(page, '도서관 이용 시간 알려 주세요');
    await expect(panel.getByRole('button', { name: '좋아요' })).toBeVisible({ timeout: 15_000 });
    const history = panel.getByRole('complementary', { name: '대화 기록' });
    const first = history.locator('.chat-history__item').first();
    await expect(first).toBeVisible();
    const title = `이용 시간 ${Date.now()}`;
    await first.getByRole('button', { name: /이름 변경$/ }).click();
    await history.getByRole('textbox', { name: '대화 제목' }).fill(title);
    await history.getByRole('textbox', { name: '대화 제목' }).blur();
    await expect(history.getByRole('button', { name: new RegExp(`^${title} \\d`) })).toBeVisible();
    // The server kept the new title: a fresh opening lists it.
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'AI 챗봇' }).click();
    await expect(history.getByRole('button', { name: new RegExp(`^${title} \\d`) })).toBeVisible();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`'${title}' 대화를 삭제하시겠습니까?`);
      void dialog.accept();
    });
    await history.getByRole('button', { name: `${title} 삭제` }).click();
    await expect(history.getByRole('button', { name: new RegExp(`^${title} \\d`) })).toHaveCount(0);
  });
});
