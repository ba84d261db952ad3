import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures';
import { MEMBER1, MEMBER2, MEMBER3, login, memberNav } from './members';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Logs a request context in through the API and answers the member's user_key. */
async function apiLogin(request: APIRequestContext, member: { id: string; password: string }): Promise<string> {
  const response = await request.post('/gglib/login', { data: { id: member.id, pw: encode(member.password) } });
  return ((await response.json()) as { USER_DATA: { USER_KEY: string } }).USER_DATA.USER_KEY;
}

test.describe('my library', () => {
  test('loans show due dates in words; a renewable loan is renewed once', async ({ page }) => {
    await login(page, MEMBER1, '/mypage/bookloan-list');
    await expect(page.getByRole('heading', { level: 1, name: '대출 현황' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '나의 도서관 메뉴' }).getByRole('link', { name: '대출 현황' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}/)).toBeVisible();
    // The overdue loan says so in words, and why it cannot be renewed.
    await expect(page.getByText(/\d+일 연체/).first()).toBeVisible();
    await expect(page.getByText('연장 불가').first()).toBeVisible();

    const renew = page.getByRole('button', { name: /반납 연장$/ }).first();
    const label = (await renew.getAttribute('aria-label')) ?? '';
    const title = label.replace(/ 반납 연장$/, '');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    const dueBefore = await item.getByText(/^\d{4}-\d{2}-\d{2} \(/).textContent();
    await renew.click();
    await expect(page.getByRole('status').filter({ hasText: `‘${title}’의 반납 예정일을 연장했습니다.` })).toBeVisible();
    await expect(item.getByText('연장 1회')).toBeVisible();
    await expect(item.getByRole('button', { name: /반납 연장$/ })).toHaveCount(0);
    await expect(item.getByText(/^\d{4}-\d{2}-\d{2} \(/)).not.toHaveText(dueBefore ?? '');
  });

  test('a book is reserved from its page and the reservation is cancelled from the list', async ({ page, request }) => {
    // A novel with no copy on the shelf anywhere, that member1 has neither borrowed nor reserved.
    const search = await request.post('/gglib/searchcatalogue', { data: { manage_code: '141674', query: '', kdc: '813', sort: 'title', size: 50 } });
    const { LIST } = (await search.json()) as { LIST: Array<{ BOOK_KEY: string; TITLE: string; LOAN_CODE: string }> };
    const mine = ['작별하지 않는다', '아몬드', '지구 끝의 온실', '작별인사', '채식주의자', '어서 오세요, 휴남동 서점입니다'];
    const book = LIST.find((entry) => entry.LOAN_CODE !== 'OK' && !mine.includes(entry.TITLE));
    if (!book) throw new Error('the demo catalogue has a novel out on loan');
    const reservedTitle = book.TITLE;

    await login(page, MEMBER1, `/search/search-detail/0?bookType=book&bookKey=${book.BOOK_KEY}`);
    await expect(page.getByRole('heading', { level: 1, name: reservedTitle })).toBeVisible();
    await expect(page.getByRole('table', { name: '소장 정보' }).getByText('대출중').first()).toBeVisible();
    const waiting = async () => {
      const text = (await page.getByText(/예약 대기 (없음|\d+명)/).textContent()) ?? '';
      return /예약 대기 없음/.test(text) ? 0 : Number(text.match(/예약 대기 (\d+)명/)?.[1]);
    };
    const before = await waiting();
    await page.getByRole('button', { name: '예약 신청' }).click();
    await expect(page.getByRole('status').filter({ hasText: '예약했습니다.' })).toBeVisible();
    await expect(page.getByText('이 책을 예약해 두었습니다.')).toBeVisible();
    // The page's waiting count has this reservation in it, without a reload.
    await expect(page.getByText(new RegExp(`예약 대기 ${before + 1}명`))).toBeVisible();
    // The reserve button went while it worked: the focus is on the sentence that says it is done.
    await expect(page.getByRole('status').filter({ hasText: '예약했습니다.' })).toBeFocused();

    await page.goto('/mypage/bookreserve-list');
    const item = page.getByRole('listitem').filter({ hasText: reservedTitle });
    await expect(item.getByText(/예약 대기 \d+번째/)).toBeVisible();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`‘${reservedTitle}’ 예약을 취소할까요?`);
      void dialog.accept();
    });
    await item.getByRole('button', { name: `${reservedTitle} 예약 취소` }).click();
    await expect(page.getByRole('status').filter({ hasText: `‘${reservedTitle}’ 예약을 취소했습니다.` })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: reservedTitle })).toHaveCount(0);
  });

  test('interest and the hope-book request from the book page', async ({ page }) => {
    await login(page, MEMBER2, '/search/search-detail/0?bookType=book&bookKey=GGL0000002');
    const add = page.getByRole('button', { name: '관심도서 담기' });
    await expect(add).toBeVisible();
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: '관심도서에 담았습니다.' })).toBeVisible();
    await expect(page.getByRole('button', { name: '관심도서에서 빼기' })).toHaveAttribute('aria-pressed', 'true');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    await page.goto('/mypage/my-interested-book');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

    await page.goto('/search/search-detail/0?bookType=book&bookKey=GGL0000002');
    await page.getByRole('link', { name: '복본 구입 희망 신청' }).click();
    await expect(page).toHaveURL(/\/mypage\/bookwish-list\?/);
    await expect(page.getByLabel('도서명 (필수)')).toHaveValue(title);
    await page.getByLabel('받을 도서관').selectOption({ label: '경기도서관 북부분관' });
    await page.getByLabel('신청 사유').fill('예약 대기가 길어 북부분관에도 한 권 있으면 좋겠습니다.');
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: `‘${title}’ 희망도서를 신청했습니다.` })).toBeVisible();
    const request = page.getByRole('listitem').filter({ hasText: title });
    await expect(request.getByText('신청 접수')).toBeVisible();
  });

  test('the book page waits for the member\'s own state before its interest toggle works', async ({ page, request }) => {
    // member2 already has this book among the interests (another device put it there).
    const bookKey = 'GGL0000007';
    const userKey = await apiLogin(request, MEMBER2);
    await request.post('/gglib/insertinterest', { data: { user_key: userKey, manage_code: '141674', book_key: bookKey }, headers: { 'Idempotency-Key': `interest-wait-${Date.now()}` } });
    await login(page, MEMBER2, '/main');
    // The library is slow to say what the member has of this book.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/gglib/selectbookmystate', async (route) => {
      await answered;
      await route.continue();
    });
    const added: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/gglib/insertinterest')) added.push(sent.url());
    });
    await page.goto(`/search/search-detail/0?bookType=book&bookKey=${bookKey}`);
    const toggle = page.getByRole('button', { name: '관심도서 담기' });
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    // A tap before the answer adds nothing (the book is already there).
    await toggle.click({ force: true });
    await page.waitForTimeout(300);
    expect(added).toEqual([]);
    release();
    const remove = page.getByRole('button', { name: '관심도서에서 빼기' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(remove).not.toHaveAttribute('aria-disabled', 'true');
    expect(added).toEqual([]);
  });

  test('the hope-book form explains what to fix', async ({ page }) => {
    await login(page, MEMBER3, '/mypage/bookwish-list');
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('alert')).toHaveText('도서명을 입력해 주세요.');
    await expect(page.getByLabel('도서명 (필수)')).toBeFocused();
    await page.getByLabel('도서명 (필수)').fill('기후위기 시대의 도서관');
    await page.getByLabel('ISBN').fill('12345');
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('alert')).toHaveText('ISBN은 10자리 또는 13자리 숫자로 입력해 주세요.');
    await expect(page.getByLabel('ISBN')).toBeFocused();
  });

  test('every list page renders for a member with nothing in it', async ({ page }) => {
    await login(page, MEMBER3, '/mypage/bookloan-list');
    const empties: Array<[string, string]> = [
      ['/mypage/bookloan-list', '지금 빌린 자료가 없습니다.'],
      ['/mypage/bookreserve-list', '예약한 자료가 없습니다.'],
      ['/mypage/bookloan-log', '반납한 자료 기록이 없습니다.'],
      ['/mypage/my-interested-book', '담아 둔 관심도서가 없습니다.'],
      ['/mypage/programreserve-list', '신청한 프로그램이 없습니다.'],
      ['/mypage/facilityreserve-list', '예약한 시설이 없습니다.'],
    ];
    for (const [path, text] of empties) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: false })).toBeVisible();
    }
    await page.goto('/mypage/bookloan-state');
    await expect(page.getByText('0권 / 최대 10권').first()).toBeVisible();
    await page.goto('/mypage/welaaa');
    await expect(page.getByRole('status').filter({ hasText: /연동/ })).toBeVisible();
  });

  test('/welaa does not ask a logged-in member to log in, and checks the sync in one tap', async ({ page }) => {
    await login(page, MEMBER1, '/welaa');
    await expect(page.getByRole('heading', { level: 1, name: '윌라 오디오북 연동' })).toBeVisible();
    await expect(page.getByText('로그인해 주세요')).toHaveCount(0);
    await page.getByRole('link', { name: '연동 상태 확인' }).click();
    await expect(page).toHaveURL(/\/welaa\?syncCheck=[YN]$/);
    await expect(page.getByRole('status').filter({ hasText: /연동되어 있습니다|아직 연동되지 않았습니다/ })).toBeVisible();
  });

  test('history, programs and facilities show their seeded records', async ({ page }) => {
    await login(page, MEMBER1, '/mypage/bookloan-log');
    await expect(page.getByText(/반납 기록 \d+건/)).toBeVisible();
    await expect(page.getByRole('table', { name: '대출 이력' }).getByRole('row')).not.toHaveCount(1);
    await page.getByLabel('대출 연도').selectOption({ index: 1 });
    await expect(page).toHaveURL(/year=\d{4}/);
    await page.goto('/mypage/programreserve-list');
    await expect(page.getByText('신청 완료').first()).toBeVisible();
    await expect(page.getByText('참석').first()).toBeVisible();
    await page.goto('/mypage/facilityreserve-list');
    await expect(page.getByText('승인', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('이용 완료').first()).toBeVisible();
  });

  test('lists read offline with their time; an offline cancel waits and is sent once', { tag: '@sw' }, async ({ page, context }) => {
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER1, '/mypage/my-interested-book');
    const items = page.getByRole('button', { name: /관심도서에서 빼기$/ });
    await expect(items.first()).toBeVisible();
    const before = await items.count();
    const label = (await items.first().getAttribute('aria-label')) ?? '';
    const title = label.replace(/ 관심도서에서 빼기$/, '');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('오프라인 상태입니다. 이 기기에 저장된 목록을 보여드립니다.')).toBeVisible();
    await expect(page.getByText(/마지막 업데이트/)).toBeVisible();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

    await page.getByRole('button', { name: label }).click();
    await expect(page.getByRole('status').filter({ hasText: '네트워크에 연결할 수 없어 요청을 이 기기에 보관했습니다.' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(item.getByText('연결되면 보냄')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: /관심도서에서 빼기$/ })).toHaveCount(before - 1);
    // The notice no longer says it is kept: it was sent.
    await expect(page.getByRole('status').filter({ hasText: '보관했던 요청을 보냈습니다.' })).toBeVisible();
    await expect(page.getByText('네트워크에 연결할 수 없어 요청을 이 기기에 보관했습니다.')).toHaveCount(0);
  });

  test("a member's lists are not shown to the next member on the same device", async ({ page }) => {
    await login(page, MEMBER1, '/mypage/bookloan-list');
    await expect(page.getByRole('link', { name: '작별인사', exact: true })).toBeVisible();
    await memberNav(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(memberNav(page).getByRole('link', { name: '로그인' })).toBeVisible();
    await login(page, MEMBER3, '/mypage/bookloan-list');
    await expect(page.getByText('지금 빌린 자료가 없습니다.')).toBeVisible();
    await expect(page.getByText('작별인사', { exact: true })).toHaveCount(0);
  });
});

test.describe('my library calls', () => {
  test("one member can neither read nor change another member's records", async ({ playwright, baseURL }) => {
    const one = await playwright.request.newContext({ baseURL });
    const two = await playwright.request.newContext({ baseURL });
    const keyOne = await apiLogin(one, MEMBER1);
    const keyTwo = await apiLogin(two, MEMBER2);
    const base = { manage_code: '141674' };

    const loansTwo = (await (await two.post('/gglib/selectloanlist', { data: { ...base, user_key: keyTwo } })).json()) as { LIST: Array<{ LOAN_KEY: string; TITLE: string; DUE_DATE: string }> };
    expect(loansTwo.LIST.length).toBeGreaterThan(0);
    const theirs = loansTwo.LIST[0];
    if (!theirs) throw new Error('member2 has a loan in the demo data');

    for (const call of ['selectloanlist', 'selectloanhistory', 'selectloanstate', 'selectreservelist', 'selectwishlist', 'selectinterestlist', 'selectprogramreservelist', 'selectfacilityreservelist']) {
      const response = await one.post(`/gglib/${call}`, { data: { ...base, user_key: keyTwo } });
      expect(response.status(), call).toBe(403);
      expect(await response.text(), call).not.toContain(theirs.TITLE);
    }
    const renewTheirs = await one.post('/gglib/renewloan', { data: { ...base, user_key: keyTwo, loan_key: theirs.LOAN_KEY } });
    expect(renewTheirs.status()).toBe(403);
    // With one's own key and the other member's loan: nothing is found, nothing changes.
    const renewSneaky = await one.post('/gglib/renewloan', { data: { ...base, user_key: keyOne, loan_key: theirs.LOAN_KEY } });
    expect((await renewSneaky.json()) as { RESULT: string }).toMatchObject({ RESULT: 'FAIL' });
    const after = (await (await two.post('/gglib/selectloanlist', { data: { ...base, user_key: keyTwo } })).json()) as typeof loansTwo;
    expect(after.LIST.find((loan) => loan.LOAN_KEY === theirs.LOAN_KEY)?.DUE_DATE).toBe(theirs.DUE_DATE);

    const visitor = await playwright.request.newContext({ baseURL });
    const anonymous = await visitor.post('/gglib/selectloanlist', { data: { ...base, user_key: keyTwo } });
    expect([401, 403]).toContain(anonymous.status());
    await Promise.all([one.dispose(), two.dispose(), visitor.dispose()]);
  });
});
