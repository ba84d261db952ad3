import type { APIRequestContext, Page } from '@playwright/test';
import { acceptAlert } from './alerts';
import { expect, makeAxe, test, waitForServiceWorkerControl } from './fixtures';
import { MEMBER1, MEMBER2, login, submitLogin } from './members';

/* The experiments and the playground (issue 17, branch labs): the group pages from the menu, the
 * reading quiz played by keyboard without a login, a visitor's apply sent to the login and back,
 * a member's application through apply-01/02 into 나의 도서관 and its cancelling, axe on every
 * page, and the pages on a phone. */

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await makeAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface QuizQuestion {
  QUESTION: string;
  CHOICES: string[];
  ANSWER: number;
}

async function quizSet(request: APIRequestContext, setId: string): Promise<{ TITLE: string; QUESTIONS: QuizQuestion[] }> {
  const response = await request.post('/gglib/selectquizsets', { data: { manage_code: '141674' } });
  const { SETS } = (await response.json()) as { SETS: { SET_ID: string; TITLE: string; QUESTIONS: QuizQuestion[] }[] };
  const set = SETS.find((s) => s.SET_ID === setId);
  if (!set) throw new Error(`no quiz set ${setId}`);
  return set;
}

const EXPERIMENTS = '/library-service/library-experiments';
const PLAYGROUND = '/library-service/library-playground';

const PAGES = [
  { path: EXPERIMENTS, h1: '도서관 실험실 · AI 체험' },
  { path: PLAYGROUND, h1: '도서관 놀이터 · 플레이그라운드' },
  { path: `${EXPERIMENTS}/ai-quiz`, h1: 'AI 독서 퀴즈' },
  { path: `${EXPERIMENTS}/ai-mental`, h1: 'AI 마음 처방' },
  { path: `${EXPERIMENTS}/ai-studio`, h1: 'AI 스튜디오' },
  { path: `${EXPERIMENTS}/ai-reading-discussion`, h1: 'AI 독서토론' },
  { path: `${PLAYGROUND}/bookcraft`, h1: '북크래프트' },
  { path: `${PLAYGROUND}/game-play`, h1: '게임 플레이' },
  { path: `${PLAYGROUND}/midi-studio`, h1: '미디 스튜디오' },
  { path: `${PLAYGROUND}/little-theater`, h1: '리틀 시어터' },
  { path: `${PLAYGROUND}/studio-program`, h1: '스튜디오 프로그램' },
] as const;

test.describe('experiments and playground as a visitor', () => {
  test('the menu leads to both groups; every page has one h1, its content and no axe violation', async ({ page }) => {
    // Eleven pages, each checked by axe.
    test.setTimeout(180_000);
    await page.goto('/main');
    const group = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '독서문화·행사', exact: true });
    await group.hover();
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: 'AI 체험', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${EXPERIMENTS}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('도서관 실험실 · AI 체험');
    await page.getByRole('link', { name: '도서관 놀이터 프로그램 보기' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('도서관 놀이터 · 플레이그라운드');

    for (const item of PAGES) {
      await page.goto(item.path);
      await expect(page.getByRole('heading', { level: 1 }), item.path).toHaveText(item.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText(/마지막 업데이트|예정 회차|이 페이지에서 바로 이용/).first()).toBeVisible();
      // Every picture has its size and words.
      for (const img of await page.locator('main img').all()) {
        expect(await img.getAttribute('width'), item.path).not.toBeNull();
        expect(await img.getAttribute('alt'), item.path).not.toBeNull();
      }
      await expectNoAxeViolations(page);
    }
    await page.goto(`${PLAYGROUND}/game-play`);
    // States are said in words; a full session says its waiting list.
    await expect(page.getByText('대기 신청 가능').first()).toBeVisible();
    await expect(page.getByText(/정원이 찼습니다 · 대기 \d+\/4명/).first()).toBeVisible();
    // An unknown lab is the 404 page, not an empty one.
    await page.goto(`${PLAYGROUND}/no-such-lab`);
    await expect(page.getByText(`Page Not Found: ${PLAYGROUND}/no-such-lab`)).toBeVisible();
  });

  test('plays the reading quiz by keyboard: answers, explanations, the score kept on the device', async ({ page, request }) => {
    const set = await quizSet(request, 'children-books');
    await page.goto(`${EXPERIMENTS}/ai-quiz`);
    const start = page.getByRole('button', { name: `「${set.TITLE}」 시작` });
    await start.focus();
    await page.keyboard.press('Enter');
    const total = set.QUESTIONS.length;
    for (const [index, question] of set.QUESTIONS.entries()) {
      await expect(page.getByText(`${total}문제 중 ${index + 1}번째 문제`).first()).toBeVisible();
      await expect(page.getByText(question.QUESTION, { exact: true })).toBeFocused();
      // The second question is answered wrong on purpose.
      const choice = index === 1 ? (question.ANSWER % 4) + 1 : question.ANSWER;
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: question.CHOICES[0] ?? '', exact: true })).toBeFocused();
      await page.keyboard.press('Space');
      for (let n = 1; n < choice; n += 1) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: question.CHOICES[choice - 1] ?? '', exact: true })).toBeChecked();
      await page.keyboard.press('Enter');
      const verdict = index === 1 ? `아쉽습니다. 정답은 「${question.CHOICES[question.ANSWER - 1]}」입니다.` : '정답입니다.';
      await expect(page.getByRole('status').filter({ hasText: verdict })).toBeVisible();
      await expect(page.getByText(/『.+』 소장 정보 보기/)).toBeVisible();
      if (index === 0) await expectNoAxeViolations(page);
      const next = page.getByRole('button', { name: index + 1 === total ? '결과 보기' : '다음 문제' });
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { name: `${total}문제 중 ${total - 1}문제를 맞혔습니다` })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '점수를 이 기기에 저장했습니다.' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '틀림' })).toHaveCount(1);
    await expectNoAxeViolations(page);
    // Kept on this device: after a reload the history and the best score are there.
    await page.reload();
    await expect(page.getByText(new RegExp(`${set.TITLE} · ${total}문제 중 ${total - 1}문제 · `))).toBeVisible();
    await expect(page.getByText(`최고 기록 ${total}문제 중 ${total - 1}문제`)).toBeVisible();
    await page.getByRole('button', { name: '기록 지우기' }).click();
    await expect(page.getByText('이 기기의 퀴즈 기록을 지웠습니다.')).toBeVisible();
    await expect(page.getByText('아직 저장된 기록이 없습니다.', { exact: false })).toBeVisible();
  });

  test("a visitor's apply goes to the login and comes back to the step", async ({ page }) => {
    await page.goto(`${PLAYGROUND}/game-play`);
    await page.getByRole('link', { name: '로그인하고 신청하기' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await submitLogin(page, MEMBER2);
    await expect(page).toHaveURL(new RegExp(`${PLAYGROUND}/game-play/apply-01$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('게임 플레이 신청 · 회차 선택');
  });

  test('a visitor who opens an apply step directly is told and sent to the login', async ({ page }) => {
    await page.goto(`${EXPERIMENTS}/ai-mental/apply-01`);
    await acceptAlert(page, '현재 페이지는 로그인한 사람만이 들어올 수 있습니다. 로그인 페이지로 이동합니다.');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Flibrary-service%2Flibrary-experiments%2Fai-mental%2Fapply-01/);
  });
});

test.describe('experiments and playground as a member', () => {
  test('applies through apply-01 and apply-02, sees it in 나의 도서관 and cancels it', { tag: '@sw' }, async ({ page }) => {
    await login(page, MEMBER2, `${EXPERIMENTS}/ai-mental`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI 마음 처방');
    await page.getByRole('link', { name: '회차 골라 신청하기' }).click();
    await expect(page).toHaveURL(new RegExp(`${EXPERIMENTS}/ai-mental/apply-01$`));
    await expect(page.getByRole('listitem').filter({ hasText: '1단계 회차 선택·약관 동의' })).toHaveAttribute('aria-current', 'step');
    // A session not yet open cannot be chosen.
    await expect(page.getByRole('radio', { name: /다음 달 평일 오후반/ })).toBeDisabled();
    await page.getByRole('radio', { name: /^평일 저녁반/ }).check();
    await page.getByRole('button', { name: '다음 단계로' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '체험 이용 약관에 동의해 주세요.' })).toBeVisible();
    await expect(page.getByLabel('체험 이용 약관에 동의합니다.')).toBeFocused();
    await expectNoAxeViolations(page);
    // On a phone the terms scroll in their box: a keyboard reaches the box and scrolls it.
    await page.setViewportSize({ width: 360, height: 740 });
    const terms = page.getByRole('region', { name: '체험 이용 약관' });
    await terms.focus();
    await expect(terms).toBeFocused();
    await page.keyboard.press('End');
    await expect.poll(() => terms.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByLabel('체험 이용 약관에 동의합니다.').check();
    await page.getByLabel('개인정보 수집·이용에 동의합니다.').check();
    await page.getByRole('button', { name: '다음 단계로' }).click();

    await expect(page).toHaveURL(new RegExp(`${EXPERIMENTS}/ai-mental/apply-02\\?session=\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI 마음 처방 신청 · 확인');
    await expect(page.getByText('평일 저녁반', { exact: true })).toBeVisible();
    await expect(page.getByLabel(/참가자 이름/)).toHaveValue(MEMBER2.name);
    await page.getByLabel(/연락처/).fill('010-2222-3333');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('heading', { name: '신청이 완료되었습니다' })).toBeFocused();
    await expect(page.getByText(/^PA[A-Za-z0-9_-]{22}$/)).toBeVisible();
    await expect(page.getByText('신청 완료', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The lab's page now says so, and a second session is refused before the form.
    await page.getByRole('link', { name: 'AI 마음 처방 안내로' }).first().click();
    await expect(page.getByText('이 체험에 신청하셨습니다.', { exact: false })).toBeVisible();

    await page.getByRole('link', { name: '나의 프로그램 신청 내역' }).click();
    await expect(page).toHaveURL(/\/mypage\/programreserve-list$/);
    const title = 'AI 마음 처방 · 평일 저녁반';
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(item.getByText('신청 완료')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: `${title} 신청 취소` }).click();
    await expect(item.getByText('신청 취소', { exact: true })).toBeVisible();
  });
});

test.describe('an application made offline', () => {
  test('waits in the outbox with its key, then is sent exactly once when the network returns', { tag: '@sw' }, async ({ page, context, request }) => {
    const sessions = async () => {
      const response = await request.post('/gglib/selectlabdetail', { data: { manage_code: '141674', lab: 'bookcraft' } });
      const { LAB } = (await response.json()) as { LAB: { SESSIONS: { PROGRAM_ID: number; TITLE: string; APPLIED_COUNT: number }[] } };
      return LAB.SESSIONS;
    };
    const family = (await sessions()).find((session) => session.TITLE.endsWith('가족반 아코디언 책'));
    if (!family) throw new Error('no bookcraft family session');
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER1, `${PLAYGROUND}/bookcraft/apply-01`);
    await page.getByRole('radio', { name: /^가족반 아코디언 책/ }).check();
    await page.getByLabel('체험 이용 약관에 동의합니다.').check();
    await page.getByLabel('개인정보 수집·이용에 동의합니다.').check();
    await page.getByRole('button', { name: '다음 단계로' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('북크래프트 신청 · 확인');
    await page.getByLabel(/연락처/).fill('010-3333-4444');

    await context.setOffline(true);
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('heading', { name: '신청을 이 기기에 보관했습니다' })).toBeFocused();
    await expect(page.getByText('전송 대기 중 (네트워크에 연결되면 보냅니다)')).toBeVisible();
    expect((await sessions()).find((s) => s.PROGRAM_ID === family.PROGRAM_ID)?.APPLIED_COUNT).toBe(family.APPLIED_COUNT);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: '보관한 신청을 보냈습니다' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await sessions()).find((s) => s.PROGRAM_ID === family.PROGRAM_ID)?.APPLIED_COUNT, { timeout: 15_000 }).toBe(family.APPLIED_COUNT + 1);
    await page.reload();
    await page.waitForTimeout(1500);
    expect((await sessions()).find((s) => s.PROGRAM_ID === family.PROGRAM_ID)?.APPLIED_COUNT).toBe(family.APPLIED_COUNT + 1);
    await page.goto('/mypage/programreserve-list');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: family.TITLE }) });
    await expect(item.getByText('신청 완료')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: `${family.TITLE} 신청 취소` }).click();
    await expect(item.getByText('신청 취소', { exact: true })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the group, a lab and the quiz fit the screen without sideways scrolling', async ({ page }) => {
    for (const path of [PLAYGROUND, `${PLAYGROUND}/little-theater`, `${EXPERIMENTS}/ai-quiz`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/마지막 업데이트|예정 회차/).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
});
