import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEMBER1, MEMBER2, login } from './members';

test.describe('boards', () => {
  test('a list refused with a status that raises no error page (400, 429) says so and asks again', async ({ page }) => {
    let status = 429;
    await page.route('**/gglib/selectboardlist', (route) =>
      status ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ RESULT: 'FAIL', RESULT_MESSAGE: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' }) }) : route.continue(),
    );
    await page.goto('/notice');
    await expect(page.getByRole('heading', { level: 1, name: '게시판을 불러오지 못했습니다' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    status = 0;
    await page.getByRole('button', { name: '다시 불러오기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  });

  test('notice list → detail with attachments; search; paging', async ({ page }) => {
    await page.goto('/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(page.getByText(/^전체 \d+건$/)).toBeVisible();
    const firstPost = page.locator('.board-list__title').first();
    const title = (await firstPost.textContent()) ?? '';
    await firstPost.click();
    await expect(page).toHaveURL(/\/notice\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.replace(/^중요/, '').replace(/ 첨부 \d+$/, '').trim().slice(0, 10));
    await page.getByRole('link', { name: '목록' }).click();
    await expect(page).toHaveURL(/\/notice$/);

    // A post with attachments offers them for download.
    await page.locator('.board-list__title', { hasText: /첨부/ }).first().click();
    const file = page.getByRole('region', { name: '첨부파일' }).getByRole('link').first();
    await expect(file).toHaveAttribute('download', /.+/);
    const download = await page.request.get((await file.getAttribute('href')) ?? '');
    expect(download.ok()).toBe(true);
    expect(download.headers()['content-disposition']).toContain('attachment');

    await page.goto('/notice');
    await page.getByRole('searchbox', { name: '검색어' }).fill('휴관');
    await page.getByRole('search').getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/q=%ED%9C%B4%EA%B4%80/);
    await expect(page.getByText(/‘휴관’ 검색 결과 \d+건/)).toBeVisible();
    // The count said is the posts listed, the pinned one among them (all on one page here).
    const listed = await page.locator('.board-list > li').count();
    await expect(page.getByRole('status').filter({ hasText: `‘휴관’ 검색 결과 ${listed}건` })).toBeVisible();
    await page.getByRole('searchbox', { name: '검색어' }).fill('없는검색어zz%_');
    await page.getByRole('search').getByRole('button', { name: '검색' }).click();
    await expect(page.getByText('검색 결과가 없습니다. 다른 검색어로 찾아보세요.')).toBeVisible();

    await page.goto('/notice?page=2');
    await expect(page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  });

  test('each named board and its detail pages render', async ({ page }) => {
    for (const [path, name] of [
      ['/news', '도서관 소식'],
      ['/report', '보도자료'],
      ['/social', 'SNS 소식'],
      ['/qnaboard', '묻고 답하기'],
      ['/qnanotice', '자주 묻는 질문'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.locator('.board-list__title').first().click();
      await expect(page).toHaveURL(new RegExp(`${path}/\\d+$`));
      await expect(page.getByRole('article')).toBeVisible();
    }
  });

  test('an unknown board word goes home; an unknown post shows 404', async ({ page }) => {
    await page.goto('/board/no-such-board');
    await expect(page).toHaveURL(/\/main$/);
    await page.goto('/notice/abc');
    await expect(page.getByText('Page Not Found: /notice/abc')).toBeVisible();
  });

  test('a post that does not exist keeps the page heading and a way back to the list', async ({ page, makeAxe }) => {
    await page.goto('/notice/99999');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(page.getByText('글이 삭제되었거나 공개되지 않은 글입니다.')).toBeVisible();
    const results = await makeAxe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('link', { name: '공지사항 목록으로' }).click();
    await expect(page).toHaveURL(/\/notice$/);
  });

  test('a member writes, the author edits, another member is refused, and a script body stays text', async ({ page, browser, baseURL }) => {
    await login(page, MEMBER1, '/board/free');
    await expect(page.getByRole('heading', { level: 1, name: '자유게시판' })).toBeVisible();
    await page.getByRole('link', { name: '글쓰기' }).click();
    await expect(page).toHaveURL(/\/board\/free\/insert$/);
    await page.getByRole('button', { name: '등록' }).click();
    await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
    const stamp = Date.now();
    const body = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">\n두 번째 줄';
    await page.getByLabel('제목').fill(`e2e 글 ${stamp}`);
    await page.getByLabel('내용').fill(body);
    await page.getByRole('button', { name: '등록' }).click();
    await expect(page).toHaveURL(/\/board\/free\/\d+$/);
    const postUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: `e2e 글 ${stamp}` })).toBeVisible();
    // Shown as text: the markup is visible, nothing ran, no image was made from it.
    await expect(page.getByText('<script>window.__xss = 1</script>', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('.post__body img')).toHaveCount(0);
    await expect(page.getByText('홍*동').first()).toBeVisible();

    await page.getByRole('link', { name: '수정' }).click();
    await expect(page.getByLabel('제목')).toHaveValue(`e2e 글 ${stamp}`);
    await page.getByLabel('제목').fill(`e2e 글 ${stamp} (수정)`);
    await page.getByRole('button', { name: '수정 완료' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `e2e 글 ${stamp} (수정)` })).toBeVisible();
    await page.goto('/board/free');
    await expect(page.getByRole('link', { name: `e2e 글 ${stamp} (수정)` })).toBeVisible();

    // Another member sees no edit button, gets no form, and the server refuses the call.
    const other = await browser.newContext({ baseURL });
    await other.addInitScript(`localStorage.setItem('popup_no_sight', new Date().toISOString().slice(0, 10))`);
    const otherPage = await other.newPage();
    await login(otherPage, MEMBER2, new URL(postUrl).pathname);
    await expect(otherPage.getByRole('heading', { level: 1, name: `e2e 글 ${stamp} (수정)` })).toBeVisible();
    await expect(otherPage.getByRole('link', { name: '수정' })).toHaveCount(0);
    const postCode = Number(new URL(postUrl).pathname.split('/').at(-1));
    await otherPage.goto(`/board/free/update?post_code=${postCode}`);
    await expect(otherPage.getByRole('alert')).toHaveText('작성자만 수정할 수 있습니다.');
    const refused = await other.request.post('/gglib/updateboard', {
      data: { manage_code: '141674', user_key: await memberKey(other.request, MEMBER2), board_code: 'free', post_code: postCode, title: '가로채기', content: '남의 글' },
    });
    expect(refused.status()).toBe(403);
    await other.close();
  });
});

async function memberKey(request: APIRequestContext, member: { id: string; password: string }): Promise<string> {
  const response = await request.post('/gglib/login', { data: { id: member.id, pw: Buffer.from(member.password).toString('base64') } });
  return ((await response.json()) as { USER_DATA: { USER_KEY: string } }).USER_DATA.USER_KEY;
}
