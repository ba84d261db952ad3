import type { Page } from '@playwright/test';
import { expect, makeAxe, test, waitForServiceWorkerControl } from './fixtures';
import { acceptAlert, expectNoAlert } from './alerts';
import { MEMBER1, MEMBER2, login } from './members';

/* Exhibitions and reading culture (issue 14, branch reading): the menu's 전시, 독서동아리, 경기
 * 독서포인트 and 경기 북페스티벌, the reviews, 북매직 and the library's 독서공동체. */

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await makeAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens 독서문화·행사 in the header and follows one of its links. */
async function followMenu(page: Page, name: string): Promise<void> {
  await page.goto('/main');
  const group = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '독서문화·행사', exact: true });
  await group.hover();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  // A login-only menu says so to screen readers: '경기 독서포인트 (로그인 필요)'.
  await page
    .getByRole('navigation', { name: '주 메뉴' })
    .getByRole('link', { name: new RegExp(`^${name}( \\(로그인 필요\\))?$`) })
    .click();
}


const PUBLIC_MENU = [
  { menu: '전시', path: '/community/exhibition/exhibition-list', h1: '전시', stored: true },
  { menu: '독서동아리', path: '/ever-reading/reading-helper/reading-club', h1: '독서동아리', stored: true },
  { menu: '경기 북페스티벌', path: '/ever-reading/festival', h1: /경기 북페스티벌/, stored: true },
  { menu: '독서 감상문', path: '/ever-reading/reading-helper/review', h1: '독서 감상문', stored: true },
  { menu: '북매직 책 처방', path: '/ever-reading/bookmagic', h1: '북매직 — 책 처방', stored: false },
  { menu: '경기도서관 독서공동체', path: '/life-reading/reading-community/ggl-readingclub', h1: '경기도서관 독서공동체', stored: true },
] as const;

test.describe('reading culture as a visitor', () => {
  for (const item of PUBLIC_MENU) {
    test(`the menu's ${item.menu} lands on its page, with its time, and axe finds nothing`, async ({ page }) => {
      await followMenu(page, item.menu);
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: item.h1 })).toBeVisible();
      if (item.stored) await expect(page.getByText(/마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('경기 독서포인트 asks a visitor to log in first', async ({ page }) => {
    await followMenu(page, '경기 독서포인트');
    await acceptAlert(page, '현재 페이지는 로그인한 사람만이 들어올 수 있습니다. 로그인 페이지로 이동합니다.');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await expectNoAlert(page);
  });

  test('exhibitions: filter by state in words, search, open one with its works', async ({ page }) => {
    await page.goto('/community/exhibition/exhibition-list');
    await expect(page.getByRole('listitem').getByText('전시 중', { exact: true }).first()).toBeVisible();
    await page.getByLabel('상태').selectOption('전시 예정');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/state=UPCOMING/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(page.getByRole('listitem').getByText('전시 예정', { exact: true })).toBeVisible();
    await page.getByLabel('상태').selectOption('전체');
    await page.getByLabel('검색어').fill('원화전');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.getByText("'원화전' 검색 결과 1건")).toBeVisible();
    await page.getByRole('link', { name: '그림책 원화전 「백희나의 작은 세계」' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '그림책 원화전 「백희나의 작은 세계」' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /전시 작품/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '구름빵 — 비 오는 아침' })).toBeVisible();
    await expect(page.getByRole('img', { name: '구름빵 — 비 오는 아침' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('clubs filter by 모집 중 and 마감, a full club says so and offers no form', async ({ page }) => {
    await page.goto('/ever-reading/reading-helper/reading-club');
    await page.getByLabel('상태').selectOption('마감');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/state=closed/);
    await expect(page.getByRole('listitem').getByText('모집 중', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: '청소년 독서토론 동아리 「책수다」' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '청소년 독서토론 동아리 「책수다」' })).toBeVisible();
    await expect(page.getByText('정원 마감', { exact: true })).toBeVisible();
    await expect(page.getByText('정원이 모두 차서 신청을 받지 않습니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '가입 신청' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the festival: its places, its programme by day and its booths, from the server', async ({ page }) => {
    await page.goto('/ever-reading/festival');
    await expect(page.getByRole('heading', { level: 1, name: /경기 북페스티벌/ })).toBeVisible();
    await expect(page.getByText(/개막까지 \d+일|축제 진행 중/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^1일차 / })).toBeVisible();
    await expect(page.getByText('김초엽 작가 북토크 「다정한 미래를 상상하기」')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '부스 안내' })).toBeVisible();
    await expect(page.getByText('헌책 교환 장터').first()).toBeVisible();
  });

  test('reviews: the list, one review, and the form asks a visitor to log in', async ({ page }) => {
    await page.goto('/ever-reading/reading-helper/review');
    await expect(page.getByRole('heading', { level: 1, name: '독서 감상문' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '산성의 47일을 따라 걸으며' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '산성의 47일을 따라 걸으며' })).toBeVisible();
    await expect(page.getByText('오*훈')).toBeVisible();
    await expect(page.getByRole('link', { name: '소장 도서 보기' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/ever-reading/reading-helper/review?write=Y');
    await expect(page.getByText('감상문은 로그인한 회원만 쓸 수 있습니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '로그인' }).last()).toHaveAttribute('href', /\/login\?returnTo=/);
  });

  test('북매직 prescribes six books of the catalogue for three answers', async ({ page }) => {
    await page.goto('/ever-reading/bookmagic');
    await expect(page.getByRole('heading', { level: 1, name: '북매직 — 책 처방' })).toBeVisible();
    await page.getByRole('group', { name: '누가 읽을 책인가요?' }).getByLabel('어른').check();
    await page.getByRole('group', { name: '지금 어떤 책이 필요하세요?' }).getByLabel('새로운 걸 알고 싶어요').check();
    await page.getByRole('group', { name: '책을 읽을 시간은 얼마나 있나요?' }).getByLabel('길게, 푹 빠져서').check();
    await page.getByRole('button', { name: '책 처방 받기' }).click();
    await expect(page).toHaveURL(/reader=adult&mood=curiosity&time=long/);
    const result = page.getByRole('region', { name: '오늘의 책 처방' });
    await expect(result.getByText(/궁금증을 채워 줄 책/)).toBeVisible();
    await expect(result.getByRole('listitem')).toHaveCount(6);
    await expect(result.getByText(/대출 가능|대출 중/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('lists and details read offline from the device, with their time', { tag: '@sw' }, async ({ page, context }) => {
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await page.goto('/ever-reading/reading-helper/reading-club');
    await page.getByRole('link', { name: 'SF 읽는 밤' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'SF 읽는 밤' })).toBeVisible();
    await page.goto('/community/exhibition/exhibition-list');
    await expect(page.getByRole('link', { name: '경기 출판 100년: 책으로 본 경기도의 한 세기' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('오프라인 상태입니다. 이 기기에 저장된 내용을 보여드립니다.')).toBeVisible();
    await expect(page.getByText(/마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}/)).toBeVisible();
    await expect(page.getByRole('link', { name: '경기 출판 100년: 책으로 본 경기도의 한 세기' })).toBeVisible();
    await page.goto('/ever-reading/reading-helper/reading-club');
    await page.getByRole('link', { name: 'SF 읽는 밤' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'SF 읽는 밤' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '모임 일정표' })).toBeVisible();
    // Never seen on this device: said in words, not an empty page.
    await page.goto('/ever-reading/festival');
    await expect(page.getByText('오프라인 상태이고 이 기기에 저장된 내용이 없습니다. 네트워크에 연결한 뒤 다시 열어 주세요.')).toBeVisible();
    await context.setOffline(false);
  });

  test("the library's 독서공동체: list, a programme, and its application needs a login", async ({ page }) => {
    await page.goto('/life-reading/reading-community/ggl-readingclub');
    await expect(page.getByRole('heading', { level: 1, name: '경기도서관 독서공동체' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '가족 독서공동체 「책 읽는 우리 집」' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '가족 독서공동체 「책 읽는 우리 집」' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '모임 일정표' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '프로그램 신청' }).click();
    await acceptAlert(page, '현재 페이지는 로그인한 사람만이 들어올 수 있습니다. 로그인 페이지로 이동합니다.');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await expectNoAlert(page);
  });
});

test.describe('reading culture as a member', () => {
  for (const item of PUBLIC_MENU) {
    test(`the menu's ${item.menu} lands on its page for a member`, async ({ page }) => {
      await login(page, MEMBER1);
      await followMenu(page, item.menu);
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: item.h1 })).toBeVisible();
    });
  }

  test('경기 독서포인트: an unverified member is sent to resident verification with the spec alert', async ({ page }) => {
    await login(page, MEMBER1);
    await followMenu(page, '경기 독서포인트');
    await acceptAlert(page, '독서포인트를 이용하기 위해선 도민인증이 필요합니다.');
    await expect(page).toHaveURL(/\/gyeonggi-citizen\/citizen-verification01\?target=ggpoint-check$/);
    await expectNoAlert(page);
  });

  test('경기 독서포인트 from the main page\'s quick links opens in a new tab for a member already logged in (spec §4)', async ({ page, context }) => {
    await login(page, MEMBER2);
    await page.goto('/main');
    const opened = context.waitForEvent('page');
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '경기 독서포인트' }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/sso\/ggpoint\?target=ggpoint&token=/);
    await expect(tab.getByText('김경기 님, 경기 독서포인트에 로그인되었습니다.')).toBeVisible();
    await tab.close();
    // The portal stays where the member was.
    await expect(page).toHaveURL(/\/main$/);
  });

  test('경기 독서포인트: a verified resident sees the points and opens the service signed in', async ({ page, context }) => {
    await login(page, MEMBER2);
    await followMenu(page, '경기 독서포인트');
    await expect(page).toHaveURL(/\/ever-reading\/gg-point$/);
    await expect(page.getByRole('heading', { level: 1, name: '경기 독서포인트' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('독서 감상문');
    await expect(page.getByRole('table')).toContainText('합계');
    await expectNoAxeViolations(page);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: '경기 독서포인트 누리집 열기' }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/\/sso\/ggpoint\?target=ggpoint&token=/);
    await expect(tab.getByText('김경기 님, 경기 독서포인트에 로그인되었습니다.')).toBeVisible();
    await tab.close();
  });

  test('a club application: the form, the result, and a duplicate refused', async ({ page, context }) => {
    await login(page, MEMBER1, '/ever-reading/reading-helper/reading-club');
    await page.getByRole('link', { name: '그림책 읽는 부모 모임' }).click();
    await page.getByRole('link', { name: '가입 신청' }).click();
    await expect(page).toHaveURL(/\/ever-reading\/reading-helper\/club-apply\?club=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '독서동아리 가입 신청' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible();
    await expect(page.getByRole('checkbox')).toBeFocused();
    await page.getByRole('textbox', { name: '연락처' }).fill('010-2345-6789');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: "'그림책 읽는 부모 모임' 신청이 완료되었습니다." })).toBeVisible();

    // Another open tab learns it from the device's copy: no second form.
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.getByText('이미 신청한 모임입니다.')).toBeVisible();
    await expect(other.getByRole('button', { name: '신청하기' })).toHaveCount(0);
    await other.close();
    // The same application sent again (another device, an old form) is refused by the library.
    const clubId = Number(new URL(page.url()).searchParams.get('club'));
    const again = await page.request.post('/gglib/insertclubapplication', {
      data: { manage_code: '141674', user_key: await userKey(page, MEMBER1), club_id: clubId, phone: '010-2345-6789', consent_yn: 'Y' },
    });
    expect(await again.json()).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: '이미 신청한 모임입니다.' });

    await page.reload();
    await expect(page.getByText('이미 신청한 모임입니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '신청하기' })).toHaveCount(0);
  });

  test('a member writes a review; it shows as text, markup and all', async ({ page }) => {
    await login(page, MEMBER1, '/ever-reading/reading-helper/review?write=Y');
    await expect(page.getByRole('heading', { level: 1, name: '독서 감상문 쓰기' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByText('제목을 2자 이상 100자 이하로 입력해 주세요.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '제목', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: '제목', exact: true }).fill('밤하늘을 다시 보게 된 책');
    await page.getByLabel('책 제목').fill('코스모스');
    await page.getByLabel('지은이 (선택)').fill('칼 세이건');
    const body = '<b>창백한 푸른 점</b>이라는 말이 오래 남았습니다.\n\n우주의 크기 앞에서 우리의 다툼이 얼마나 작은지 생각하게 됩니다.';
    await page.getByRole('textbox', { name: '감상문', exact: true }).fill(body);
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '밤하늘을 다시 보게 된 책' })).toBeVisible();
    await expect(page.getByText('<b>창백한 푸른 점</b>이라는 말이 오래 남았습니다.')).toBeVisible();
    await expect(page.locator('.review__body b')).toHaveCount(0);
    await expect(page.getByText('홍*동')).toBeVisible();
  });

  test('a review written offline waits on the device and is published once', { tag: '@sw' }, async ({ page, context }, testInfo) => {
    // A retry writes its own title: the first try's review is on the server already.
    const title = `비 오는 날 다시 읽은 편의점${testInfo.retry > 0 ? ` ${testInfo.retry + 1}` : ''}`;
    await login(page, MEMBER2, '/ever-reading/reading-helper/review?write=Y');
    await expect(page.getByRole('heading', { level: 1, name: '독서 감상문 쓰기' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
    await page.getByRole('textbox', { name: '책 제목' }).fill('불편한 편의점');
    await page.getByRole('textbox', { name: '감상문', exact: true }).fill('비 오는 날 편의점 불빛 아래에서 읽으니 독고 씨의 하루가 더 가깝게 느껴졌습니다.');
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '네트워크에 연결할 수 없어 감상문을 이 기기에 보관했습니다.' })).toBeVisible();
    await page.getByRole('link', { name: '취소' }).click();
    await expect(page.getByRole('region', { name: /네트워크 연결을 기다리는 감상문/ })).toContainText(title);

    await context.setOffline(false);
    await expect(page.getByRole('region', { name: /네트워크 연결을 기다리는 감상문/ })).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    const found = await page.request.post('/gglib/selectreviewlist', { data: { manage_code: '141674', keyword: title } });
    expect(((await found.json()) as { TOTAL_COUNT: number }).TOTAL_COUNT).toBe(1);
  });

  test('an offline programme application waits in the outbox and is sent once', { tag: '@sw' }, async ({ page, context }) => {
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER2, '/life-reading/reading-community/ggl-readingclub');
    await page.getByRole('link', { name: '경기 한 책 읽기 「아몬드」' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '경기 한 책 읽기 「아몬드」' })).toBeVisible();
    const id = /ggl-readingclub\/(\d+)/.exec(page.url())?.[1];
    const before = await page.getByText(/\d+명 \/ 정원 \d+명/).textContent();
    await page.getByRole('link', { name: '프로그램 신청' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '독서공동체 프로그램 신청' })).toBeVisible();
    await expectNoAxeViolations(page);
    const sent: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/gglib/insertclubapplication')) sent.push(request.headers()['idempotency-key'] ?? '');
    });

    await context.setOffline(true);
    await page.getByRole('textbox', { name: '연락처' }).fill('010-3456-7890');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '네트워크에 연결할 수 없어 신청을 이 기기에 보관했습니다.' })).toBeVisible();
    expect(sent).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: "'경기 한 책 읽기 「아몬드」' 신청이 완료되었습니다." })).toBeVisible({ timeout: 20_000 });
    // Every attempt carried the one key; the server joined the member once.
    expect(new Set(sent).size).toBe(1);
    const mine = await page.request.post('/gglib/selectmyclublist', { data: { manage_code: '141674', user_key: await userKey(page, MEMBER2) } });
    const list = ((await mine.json()) as { LIST: { CLUB_ID: number }[] }).LIST.filter((application) => String(application.CLUB_ID) === id);
    expect(list).toHaveLength(1);
    await page.goto(`/life-reading/reading-community/ggl-readingclub/${id}`);
    const count = (text: string | null) => Number(/(\d+)명 \//.exec(text ?? '')?.[1]);
    await expect.poll(async () => count(await page.getByText(/\d+명 \/ 정원 \d+명/).textContent())).toBe(count(before) + 1);
  });
});

/** The member's user_key, from a login through the page's own request context (its cookies). */
async function userKey(page: Page, member: { id: string; password: string }): Promise<string> {
  const response = await page.request.post('/gglib/login', { data: { id: member.id, pw: Buffer.from(member.password, 'utf8').toString('base64') } });
  return ((await response.json()) as { USER_DATA: { USER_KEY: string } }).USER_DATA.USER_KEY;
}
