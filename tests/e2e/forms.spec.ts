import type { Route } from '@playwright/test';
import { acceptAlert, expectNoAlert } from './alerts';
import { expect, test } from './fixtures';
import { MEMBER1, MEMBER2, login, submitLogin } from './members';

test.describe('link copy (spec §8, §9)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('a notice copies its address, says so, and reads 복사됨 for a moment', async ({ page }) => {
    await page.goto('/notice');
    await page.locator('.board-list__title').first().click();
    await expect(page).toHaveURL(/\/notice\/\d+$/);
    const address = page.url();
    await page.getByRole('button', { name: '링크 복사' }).click();
    await expect(page.getByRole('status').filter({ hasText: '클립보드에 복사되었습니다.' })).toBeVisible();
    await expect(page.getByRole('button', { name: '복사됨' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    // 1500 ms later the button reads as before.
    await expect(page.getByRole('button', { name: '링크 복사' })).toBeVisible({ timeout: 3000 });
  });

  test('a book page copies its address', async ({ page }) => {
    await page.goto('/search/search-detail/0?bookType=book&bookKey=GGL0000001');
    await expect(page.getByRole('heading', { level: 1, name: '소년이 온다' })).toBeVisible();
    await page.getByRole('button', { name: '링크 복사' }).click();
    await expect(page.getByRole('status').filter({ hasText: '클립보드에 복사되었습니다.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('a refused clipboard says 링크 복사에 실패했습니다.', async ({ page, context }) => {
    await context.clearPermissions();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
      document.execCommand = () => false;
    });
    await page.goto('/search/search-detail/0?bookType=book&bookKey=GGL0000001');
    await page.getByRole('button', { name: '링크 복사' }).click();
    await expect(page.getByRole('status').filter({ hasText: '링크 복사에 실패했습니다.' })).toBeVisible();
  });
});

test.describe('no dead ends in forms (part 6)', () => {
  test('a board closed to members offers no 글쓰기, and its insert page says so with the way back', async ({ page }) => {
    await login(page, MEMBER1, '/board/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(page.getByRole('link', { name: '글쓰기' })).toHaveCount(0);
    await page.goto('/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(page.getByRole('link', { name: '글쓰기' })).toHaveCount(0);

    await page.goto('/board/notice/insert');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항 글쓰기' })).toBeVisible();
    await expect(page.getByText('이 게시판에는 글을 쓸 수 없습니다.')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '등록' })).toHaveCount(0);
    await page.getByRole('link', { name: '공지사항 목록으로' }).click();
    await expect(page).toHaveURL(/\/notice$/);
  });

  test('a board form’s error is in Korean beside its field, with the focus on it; cancel on a first page goes to the list', async ({ page }) => {
    await login(page, MEMBER1, '/board/free/insert');
    const title = page.getByLabel('제목');
    await page.getByRole('button', { name: '등록' }).click();
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/제목을 입력해 주세요\./);
    await title.fill('제목');
    await page.getByRole('button', { name: '등록' }).click();
    const content = page.getByLabel('내용');
    await expect(content).toBeFocused();
    await expect(content).toHaveAccessibleDescription(/내용을 입력해 주세요\./);
    // The form was reached by a login redirect (replace): cancel must not leave the portal.
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(/\/board\/free$/);
  });

  test('typing Hangul into a password is refused and said; the hope-book year keeps digits only', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('비밀번호', { exact: true });
    await password.focus();
    await page.keyboard.type('Pass');
    await page.keyboard.insertText('한글');
    await page.keyboard.type('w0rd!');
    await expect(password).toHaveValue('Passw0rd!');
    await expect(page.getByText('한글은 입력할 수 없습니다. 한/영 전환 상태를 확인해 주세요. 입력하신 내용 중 2자는 넣지 않았습니다.')).toBeVisible();
    await expect(password).toHaveAccessibleDescription(/한글은 입력할 수 없습니다/);

    await page.getByRole('textbox', { name: '아이디' }).fill(MEMBER2.id);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('navigation', { name: '회원 메뉴' }).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await page.goto('/mypage/bookwish-list');
    const year = page.getByLabel('발행연도');
    await year.fill('20가2a4');
    await expect(year).toHaveValue('2024');
    await expect(page.getByText('숫자만 입력할 수 있습니다. 입력하신 내용 중 2자는 넣지 않았습니다.')).toBeVisible();
    const isbn = page.getByLabel('ISBN');
    await page.getByLabel('도서명 (필수)').fill('기후위기 시대의 도서관');
    await isbn.fill('12345');
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(isbn).toBeFocused();
    await expect(isbn).toHaveAttribute('aria-invalid', 'true');
    await expect(isbn).toHaveAccessibleDescription(/ISBN은 10자리 또는 13자리 숫자로 입력해 주세요\./);
  });
});

test.describe('허가되지않은 접근입니다. (spec §5, §8)', () => {
  /** The server's member data with no auth name: what the reading point must refuse. */
  async function blankName(route: Route) {
    const response = await route.fetch();
    const body = (await response.json()) as { USER_DATA?: { USER_NAME: string } };
    if (body.USER_DATA) body.USER_DATA.USER_NAME = '';
    await route.fulfill({ response, json: body });
  }

  test.beforeEach(async ({ page }) => {
    await page.route('**/gglib/login', blankName);
    await page.route('**/gglib/sessioncheck*', blankName);
  });

  test('on the first page the member goes home', async ({ page }) => {
    await page.goto('/login?target=ggpoint');
    await submitLogin(page, MEMBER2);
    await acceptAlert(page, '허가되지않은 접근입니다.');
    await expect(page).toHaveURL(/\/main$/);
    await expectNoAlert(page);
  });

  test('from a page of the app the member goes back to it', async ({ page }) => {
    await login(page, MEMBER2, '/notice');
    await page.goto('/main');
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '경기 독서포인트' }).click();
    await acceptAlert(page, '허가되지않은 접근입니다.');
    await expectNoAlert(page);
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('navigation', { name: '바로가기' })).toBeVisible();
  });
});

test.describe('the password check with a service token (spec §8)', () => {
  test('an empty token, in a tab that opened there: after the alert the member goes home', async ({ page, context }) => {
    await login(page, MEMBER1, '/main');
    // A new tab (a sister service's link): no page of the app before this one.
    const tab = await context.newPage();
    await tab.goto('/mypage/mypage-pwcheck?target=ggpoint');
    await acceptAlert(tab, 'token이 비어있습니다. 원래 페이지로 리다이렉트 됩니다.');
    await expect(tab).toHaveURL(/\/main$/);
    await expectNoAlert(tab);
  });

  test('a wrong token, in a tab that opened there: after the alert the member goes home', async ({ page, context }) => {
    await login(page, MEMBER1, '/main');
    const tab = await context.newPage();
    await tab.goto('/mypage/mypage-pwcheck?target=ggpoint&token=bogus');
    await acceptAlert(tab, 'token이 올바르지 않습니다. 원래 페이지로 리다이렉트 됩니다.');
    await expect(tab).toHaveURL(/\/main$/);
  });
});
