import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEMBER1, login } from './members';

/*
 * Library services (issue 17's slice): 도서관 이용 방법, the e-resource lists with their access
 * rules and a journal's page, and the human library with a member's booking and cancel.
 */

const PAGES = [
  ['/library-service/method', '도서관 이용 방법'],
  ['/library-service/web/journal', '전자저널'],
  ['/library-service/web/database', '학술 데이터베이스'],
  ['/library-service/web/magazine', '전자잡지'],
  ['/library-service/web/knowledge', '지식정보'],
  ['/library-service/central-contents/human', '휴먼라이브러리'],
] as const;

interface Session {
  SESSION_ID: number;
  CAPACITY: number;
  BOOKED_COUNT: number;
}

async function humanBook(request: APIRequestContext, title: string): Promise<{ SESSIONS: Session[] }> {
  const response = await request.post('/gglib/selecthumanlibrary', { data: { manage_code: '141674' } });
  const { LIST } = (await response.json()) as { LIST: Array<{ TITLE: string; SESSIONS: Session[] }> };
  const found = LIST.find((book) => book.TITLE === title);
  if (!found) throw new Error(`no human book ${title}`);
  return found;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('library services', () => {
  // Long pages checked by axe several times each, on a machine shared with other runs.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor reads the e-resource lists, filters them and opens a journal', async ({ page, makeAxe }) => {
    await page.goto('/main');
    await page.getByRole('banner').getByRole('button', { name: '전체메뉴' }).click();
    const drawer = page.getByRole('dialog', { name: '전체메뉴' });
    await drawer.getByRole('tab', { name: '이용안내' }).click();
    await drawer.getByRole('link', { name: '전자저널' }).click();
    await expect(page).toHaveURL(/\/library-service\/web\/journal$/);
    await expect(page.getByRole('heading', { level: 1, name: '전자저널' })).toBeVisible();
    await expect(page.getByText(/마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}/)).toBeVisible();
    const list = page.locator('.eres-list');
    // Each rule is a badge with its words.
    for (const word of ['관내 전용', '회원 원격 이용', '누구나']) await expect(list.getByText(word, { exact: true }).first()).toBeVisible();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    // On-site: where, and the room's hours from the library's facts.
    const nature = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Nature' }) });
    await expect(nature.getByText(/이용 장소: 4층 디지털자료실·미디어랩/)).toBeVisible();
    // Members from home: a visitor is told why and offered the login back here.
    const kiss = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '한국문헌정보학회지' }) });
    await expect(kiss.getByText('회원 원격 이용 자료입니다. 로그인하면 집에서도 이용할 수 있습니다.')).toBeVisible();
    await expect(kiss.getByRole('link', { name: '로그인하고 원격 이용' })).toHaveAttribute('href', /\/login\?returnTo=%2Flibrary-service%2Fweb%2Fjournal/);
    // Anyone: the service's own site, in a new tab.
    const nursing = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '대한간호학회지' }) });
    await expect(nursing.getByRole('link', { name: /대한간호학회지 바로가기/ })).toHaveAttribute('target', '_blank');

    await page.getByLabel('주제').selectOption({ label: '자연과학 (3)' });
    await page.getByLabel('이용 조건', { exact: true }).selectOption({ label: '관내 전용' });
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/subject=/);
    await expect(page).toHaveURL(/access=ONSITE/);
    await expect(page.getByRole('status').filter({ hasText: /전체 \d+건 중 3건/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '한국문헌정보학회지' })).toHaveCount(0);
    await page.getByRole('link', { name: '조건 지우기' }).click();
    await expect(page).toHaveURL(/\/library-service\/web\/journal$/);
    await page.getByRole('searchbox', { name: '검색어' }).fill('lancet');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /중 1건/ })).toBeVisible();

    await page.getByRole('link', { name: 'The Lancet 자세히 보기' }).click();
    await expect(page).toHaveURL(/\/library-service\/web\/journal-detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Lancet' })).toBeVisible();
    await expect(page.getByText('0140-6736')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '이용 방법' })).toBeVisible();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);
    // An id that is not a number: said in words, with the way back.
    await page.goto('/library-service/web/journal-detail?id=abc');
    await expect(page.getByText('찾으시는 전자저널이 없습니다. 목록에서 다시 골라 주세요.')).toBeVisible();
    await page.getByRole('link', { name: '전자저널 목록으로' }).click();
    await expect(page).toHaveURL(/\/library-service\/web\/journal$/);

    for (const [path, title] of PAGES.slice(2, 5)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.eres-card').first()).toBeVisible();
      expect((await makeAxe(page).analyze()).violations).toEqual([]);
    }
  });

  test('the 이용 방법 page states the server’s limits and offers a visitor the login', async ({ page, request, makeAxe }) => {
    const rules = ((await (await request.post('/gglib/selectservicerules', { data: { manage_code: '141674' } })).json()) as { RULES: Record<string, number> }).RULES;
    await page.goto('/library-service/method');
    await expect(page.getByRole('heading', { level: 1, name: '도서관 이용 방법' })).toBeVisible();
    await expect(page.getByText(`한 사람이 한 번에 ${rules.LOAN_LIMIT}권까지, ${rules.LOAN_DAYS}일 동안 빌릴 수 있습니다.`)).toBeVisible();
    await expect(page.getByText(`다른 회원이 빌려 간 자료는 한 번에 ${rules.RESERVE_LIMIT}권까지 예약할 수 있습니다.`)).toBeVisible();
    const delivery = page.getByRole('region', { name: '책배달·상호대차·사이버도서관' });
    await expect(delivery.getByRole('link', { name: '로그인하고 이용하기' })).toHaveAttribute('href', /returnTo=%2Flibrary-service%2Fmethod/);
    expect((await makeAxe(page).analyze()).violations).toEqual([]);
    await page.getByRole('navigation', { name: '이 페이지의 내용' }).getByRole('link', { name: '도움이 필요한 분을 위한 서비스' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '도움이 필요한 분을 위한 서비스' })).toBeInViewport();
    await page.getByRole('link', { name: '학술 데이터베이스' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '학술 데이터베이스' })).toBeVisible();
  });

  test('a member opens a remote resource through the SSO hub', async ({ page }) => {
    await login(page, MEMBER1, '/library-service/web/database');
    await expect(page.getByRole('heading', { level: 1, name: '학술 데이터베이스' })).toBeVisible();
    const dbpia = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'DBpia', exact: true }) });
    const opened = page.waitForEvent('popup');
    await dbpia.getByRole('button', { name: /원격 이용 · 경기도 사이버도서관/ }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/sso\/ggcyber\?/);
    await expect(tab.getByText('경기도 사이버도서관').first()).toBeVisible();
    await tab.close();
  });

  test('a visitor sees the human library and is offered the login; a member books a session and cancels it', async ({ page, request, makeAxe }) => {
    const title = '마흔에 목수가 된 회계사';
    const before = (await humanBook(request, title)).SESSIONS[0];
    if (!before) throw new Error('a session to come');
    await page.goto('/library-service/central-contents/human');
    await expect(page.getByRole('heading', { level: 1, name: '휴먼라이브러리' })).toBeVisible();
    const bakery = page.getByRole('article', { name: '새벽 네 시의 동네 빵집' });
    await expect(bakery.getByText('마감', { exact: true })).toBeVisible();
    await expect(bakery.getByText(/^마감 \(정원 2명\)$/)).toBeVisible();
    await expect(bakery.getByRole('link', { name: '로그인하고 예약하기' })).toBeVisible();
    await expect(page.getByRole('button', { name: /예약하기$/ })).toHaveCount(0);
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    await page.getByLabel('분야').selectOption({ label: '일과 진로' });
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/category=CAREER/);
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByRole('article', { name: title }).getByRole('link', { name: '로그인하고 예약하기' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await page.getByRole('textbox', { name: '아이디' }).fill(MEMBER1.id);
    await page.getByLabel('비밀번호', { exact: true }).fill(MEMBER1.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/library-service\/central-contents\/human$/);
    const mine = page.getByRole('region', { name: '나의 신청' });
    await expect(mine.getByText('예약한 회차가 없습니다.')).toBeVisible();

    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: /예약하기$/ }).first().click();
    await expect(card.getByRole('heading', { name: `예약: ${title}` })).toBeFocused();
    await card.getByLabel(/연락처/).fill('010-3333-4444');
    await card.getByLabel(/휴먼북에게 미리 전할 질문/).fill('공방을 열 때 가장 어려웠던 점이 궁금합니다.');
    await card.getByRole('button', { name: '예약 신청' }).click();
    await expect(card.getByRole('alert').filter({ hasText: '개인정보 수집·이용에 동의해 주세요.' })).toBeVisible();
    await expect(card.getByRole('checkbox', { name: /동의합니다/ })).toBeFocused();
    await card.getByRole('checkbox', { name: /동의합니다/ }).check();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);
    await card.getByRole('button', { name: '예약 신청' }).click();
    await expect(card.getByRole('heading', { name: '예약되었습니다' })).toBeFocused();
    await expect(card.getByText('예약함', { exact: true })).toBeVisible();
    const booked = mine.getByRole('listitem').filter({ hasText: title });
    await expect(booked.getByText('예약 완료')).toBeVisible();
    await expect(booked.getByText(/공방을 열 때/)).toBeVisible();
    expect((await humanBook(request, title)).SESSIONS[0]?.BOOKED_COUNT).toBe(before.BOOKED_COUNT + 1);
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    page.once('dialog', (dialog) => void dialog.accept());
    await booked.getByRole('button', { name: `${title} 예약 취소` }).click();
    await expect(mine.getByRole('status').filter({ hasText: '예약을 취소했습니다.' })).toBeVisible();
    await expect(booked.getByText('취소됨')).toBeVisible();
    await expect(booked.getByRole('button', { name: `${title} 예약 취소` })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /예약하기$/ }).first()).toBeVisible();
    expect((await humanBook(request, title)).SESSIONS[0]?.BOOKED_COUNT).toBe(before.BOOKED_COUNT);
  });

  test('a booking made offline waits in the outbox and is sent once', { tag: '@sw' }, async ({ page, context, request }) => {
    const title = '화성 성곽 아래 골목 사진관';
    const before = (await humanBook(request, title)).SESSIONS[0];
    if (!before) throw new Error('a session to come');
    await login(page, MEMBER1, '/library-service/central-contents/human');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: /예약하기$/ }).first().click();
    await card.getByLabel(/연락처/).fill('010-3333-4444');
    await card.getByRole('checkbox', { name: /동의합니다/ }).check();
    await context.setOffline(true);
    await card.getByRole('button', { name: '예약 신청' }).click();
    await expect(card.getByRole('heading', { name: '전송 대기 중' })).toBeFocused();
    await expect(card.getByText('전송 대기 중', { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('region', { name: '나의 신청' }).getByText(/보낼 예약/)).toBeVisible();
    await context.setOffline(false);
    const booked = page.getByRole('region', { name: '나의 신청' }).getByRole('listitem').filter({ hasText: title });
    await expect(booked.getByText('예약 완료')).toBeVisible({ timeout: 15_000 });
    // 'Kept on this device' is no longer true once the outbox has sent it.
    await expect(card.getByRole('heading', { name: '보관했던 예약을 보냈습니다' })).toBeVisible();
    await expect(card.getByRole('heading', { name: '전송 대기 중' })).toHaveCount(0);
    await expect(card.getByText('예약함', { exact: true })).toBeVisible();
    expect((await humanBook(request, title)).SESSIONS[0]?.BOOKED_COUNT).toBe(before.BOOKED_COUNT + 1);
  });

  test('every page fits a phone screen', async ({ page, makeAxe }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.freshness__time').first()).toBeVisible();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      expect((await makeAxe(page).analyze()).violations, path).toEqual([]);
    }
  });
});
