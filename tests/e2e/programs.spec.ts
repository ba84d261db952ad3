import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures';
import { MEMBER2, login } from './members';

interface Summary {
  PROGRAM_ID: number;
  TITLE: string;
  APPLIED_COUNT: number;
  WAITING_COUNT: number;
}

/** The program whose title starts so, from the server's list (its first month). */
async function program(request: APIRequestContext, titleStart: string): Promise<Summary> {
  const response = await request.post('/gglib/selectprogramlist', { data: { manage_code: '141674', query: titleStart.split(' ')[0], size: 50 } });
  const { LIST } = (await response.json()) as { LIST: Summary[] };
  const found = LIST.find((item) => item.TITLE.startsWith(titleStart));
  if (!found) throw new Error(`no program ${titleStart}`);
  return found;
}

/** A program's counts as the server has them now. */
async function counts(request: APIRequestContext, programId: number): Promise<{ applied: number; waiting: number }> {
  const response = await request.post('/gglib/selectprogramdetail', { data: { manage_code: '141674', program_id: programId } });
  const { PROGRAM } = (await response.json()) as { PROGRAM: Summary };
  return { applied: PROGRAM.APPLIED_COUNT, waiting: PROGRAM.WAITING_COUNT };
}

test.describe('cultural programs', () => {
  test('from the menu to a program, apply, see it in 나의 도서관, cancel', async ({ page, makeAxe, request }) => {
    // Seven pages and four axe scans: it reached its last step at 30 s on a slow two-core machine.
    test.setTimeout(90_000);
    const title = '어르신 디지털 배움터: 스마트폰 사진 정리와 가족 앨범';
    await login(page, MEMBER2, '/main');
    await page.getByRole('banner').getByRole('button', { name: '전체메뉴' }).click();
    const drawer = page.getByRole('dialog', { name: '전체메뉴' });
    await drawer.getByRole('tab', { name: '독서문화·행사' }).click();
    await drawer.getByRole('link', { name: '프로그램 신청' }).click();
    await expect(page).toHaveURL(/\/community\/events\/program-list$/);
    await expect(page.getByRole('heading', { level: 1, name: '프로그램 신청' })).toBeVisible();
    await expect(page.getByText(/마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}/)).toBeVisible();
    // Every state is said in words.
    for (const word of ['모집 중', '대기 가능', '마감']) await expect(page.getByRole('list').getByText(word, { exact: true }).first()).toBeVisible();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    await page.getByLabel('대상').selectOption({ label: '어르신' });
    await page.getByLabel('신청 상태').selectOption({ label: '모집 중' });
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/audience=SENIOR/);
    await expect(page).toHaveURL(/state=OPEN/);
    await page.getByRole('link', { name: title }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/남은 자리 \d+석/)).toBeVisible();
    await expect(page.getByRole('button', { name: /내 캘린더에 추가/ })).toHaveCount(3);
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    // Each session to the phone's calendar: a well-formed .ics.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /1회차 내 캘린더에 추가/ }).click();
    const file = await (await downloading).path();
    const ics = readFileSync(file, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(ics).toMatch(/\r\nUID:program-\d+-session-1@/);

    await page.getByRole('link', { name: '신청하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} 신청` })).toBeVisible();
    await expect(page.getByLabel(/참가자 이름/)).toHaveValue(MEMBER2.name);
    expect((await makeAxe(page).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '개인정보 수집·이용에 동의해 주세요.' })).toBeVisible();
    await expect(page.getByLabel('개인정보 수집·이용에 동의합니다.')).toBeFocused();
    await page.getByLabel(/연락처/).fill('010-2222-3333');
    await page.getByLabel('개인정보 수집·이용에 동의합니다.').check();
    const seatsBefore = Number((await page.getByText(/남은 자리 \d+석/).textContent())?.match(/남은 자리 (\d+)석/)?.[1]);
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('heading', { name: '신청 완료' })).toBeFocused();
    // The places shown above the result count this application.
    await expect(page.getByText(`남은 자리 ${seatsBefore - 1}석`)).toBeVisible();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    await page.getByRole('link', { name: '나의 프로그램 신청 내역' }).click();
    await expect(page).toHaveURL(/\/mypage\/programreserve-list$/);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(item.getByText('신청 완료')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: `${title} 신청 취소` }).click();
    await expect(page.getByRole('status').filter({ hasText: `‘${title}’ 신청을 취소했습니다.` })).toBeVisible();
    // The button went while it worked: the focus goes on from the sentence that says how it went.
    await expect(page.getByRole('status').filter({ hasText: `‘${title}’ 신청을 취소했습니다.` })).toBeFocused();
    await expect(item.getByText('신청 취소', { exact: true })).toBeVisible();
    const { PROGRAM_ID } = await program(request, title);
    await page.goto(`/community/events/program-detail/${PROGRAM_ID}`);
    await expect(page.getByRole('link', { name: '신청하기' })).toBeVisible();
  });

  test('a full program gives a waiting place (대기 n번)', async ({ page, request }) => {
    const coding = await program(request, 'AI와 함께하는 코딩 첫걸음');
    const before = await counts(request, coding.PROGRAM_ID);
    await login(page, MEMBER2, `/community/events/program-detail/${coding.PROGRAM_ID}`);
    await expect(page.getByText('대기 가능', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/정원이 찼습니다 · 대기 \d+명/)).toBeVisible();
    await page.getByRole('link', { name: '대기 신청하기' }).click();
    await page.getByLabel('개인정보 수집·이용에 동의합니다.').check();
    await page.getByRole('button', { name: '대기 신청하기' }).click();
    const waitNo = before.waiting + 1;
    await expect(page.getByRole('heading', { name: `대기 ${waitNo}번` })).toBeVisible();
    await page.getByRole('link', { name: '나의 프로그램 신청 내역' }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: coding.TITLE }) });
    await expect(item.getByText(`대기 · 대기 ${waitNo}번`)).toBeVisible();
    // The program's page now says the member is waiting instead of offering to apply again.
    await page.goto(`/community/events/program-detail/${coding.PROGRAM_ID}`);
    await expect(page.getByText(`이 프로그램에 대기 ${waitNo}번으로 신청하셨습니다.`)).toBeVisible();
  });

  test('an application made offline waits, then is sent exactly once', { tag: '@sw' }, async ({ page, context, request }) => {
    const poem = await program(request, '작가와의 만남: 동시 쓰는 시인과 함께');
    const before = await counts(request, poem.PROGRAM_ID);
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER2, `/community/events/program-detail/${poem.PROGRAM_ID}/program-apply`);
    await expect(page.getByLabel(/함께 참여하는 아이의 나이/)).toBeVisible();
    await page.getByLabel(/함께 참여하는 아이의 나이/).fill('12');
    await page.getByLabel('개인정보 수집·이용에 동의합니다.').check();
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '아이의 나이는 만 7~10세여야 합니다.' })).toBeVisible();
    await page.getByLabel(/함께 참여하는 아이의 나이/).fill('8');

    await context.setOffline(true);
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('heading', { name: '전송 대기 중' })).toBeVisible();
    await expect(page.getByText(/네트워크에 연결할 수 없어 신청을 이 기기에 보관했습니다/)).toBeVisible();
    // The list and the program read offline, with the waiting application said.
    await page.goto(`/community/events/program-detail/${poem.PROGRAM_ID}`);
    await expect(page.getByText('이 프로그램 신청이 전송을 기다리고 있습니다.', { exact: false })).toBeVisible();
    await expect(page.getByText(/마지막 업데이트/)).toBeVisible();
    expect(await counts(request, poem.PROGRAM_ID)).toEqual(before);

    await context.setOffline(false);
    await expect.poll(async () => (await counts(request, poem.PROGRAM_ID)).applied, { timeout: 15_000 }).toBe(before.applied + 1);
    await expect(page.getByText('이 프로그램 신청이 전송을 기다리고 있습니다.', { exact: false })).toHaveCount(0, { timeout: 15_000 });
    await page.reload();
    await page.waitForTimeout(1500);
    expect((await counts(request, poem.PROGRAM_ID)).applied).toBe(before.applied + 1);
    await page.goto('/mypage/programreserve-list');
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: poem.TITLE }) }).getByText('신청 완료')).toBeVisible();
  });

  test('an unknown program says so; a visitor is asked to log in before applying', async ({ page, makeAxe, request }) => {
    await page.goto('/community/events/program-detail/999999');
    await expect(page.getByRole('heading', { level: 1, name: '프로그램을 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByRole('link', { name: '프로그램 목록으로' })).toBeVisible();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    const talk = await program(request, '작가와의 만남 「소설이');
    await page.goto(`/community/events/program-detail/${talk.PROGRAM_ID}`);
    await page.getByRole('link', { name: '로그인하고 신청하기' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcommunity%2Fevents%2Fprogram-detail%2F\d+%2Fprogram-apply/);
    // Straight to the form after logging in.
    await page.getByRole('textbox', { name: '아이디' }).fill(MEMBER2.id);
    await page.getByLabel('비밀번호', { exact: true }).fill(MEMBER2.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${talk.TITLE} 신청` })).toBeVisible();
  });

  test('the home page leads to the programs', async ({ page }) => {
    await page.goto('/main');
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '프로그램 신청' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '프로그램 신청' })).toBeVisible();
    await page.goto('/main');
    const card = page.locator('.program-card').first();
    const cardTitle = (await card.locator('.program-card__title').textContent()) ?? '';
    await card.locator('.program-card__title').click();
    await expect(page.getByRole('heading', { level: 1, name: cardTitle.trim() })).toBeVisible();
  });
});
