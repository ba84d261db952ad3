import type { Page } from '@playwright/test';
import { expect, makeAxe, test } from './fixtures';
import { fetchMenus, flatten } from './api';

/* 도서관 소개 and the top-level pages (issue 17, branch about): each page walked as a visitor — its
 * h1, what it is about, its links leading to real pages, axe — then one on a phone, one offline,
 * and the design/test pages kept out of menus and search. */

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await makeAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface AboutCase {
  path: string;
  h1: string;
  /** Something only this page says, and that comes from the server. */
  check: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');

const PAGES: AboutCase[] = [
  {
    path: '/about/management',
    h1: '운영 안내',
    check: async (page) => {
      await expect(main(page).getByRole('heading', { name: '규정 목록' })).toBeVisible();
      await expect(main(page).getByRole('listitem').filter({ hasText: '경기도서관 운영 규칙' })).toBeVisible();
      await expect(main(page).getByRole('listitem').filter({ hasText: '공모로 선정한 경기도 사회적기업' })).toContainText('북카페: 위탁');
      // The library's phone comes from its facts, as a link that calls it.
      await expect(main(page).locator('a[href^="tel:"]').first()).toBeVisible();
    },
  },
  {
    path: '/about/introduce/greeting',
    h1: '인사말',
    check: async (page) => {
      await expect(main(page).getByText('경기도서관장')).toBeVisible();
    },
  },
  {
    path: '/about/introduce/symbol',
    h1: '상징물',
    check: async (page) => {
      await expect(main(page).getByRole('img', { name: /^경기도서관 심볼 마크/ }).first()).toBeVisible();
      await expect(main(page).getByText('#0B5A7A')).toBeVisible();
      await expect(main(page).getByText('광교 물빛 파랑')).toBeVisible();
    },
  },
  {
    path: '/about/introduce/timelapse',
    h1: '건립 타임랩스',
    check: async (page) => {
      const figure = main(page).getByRole('figure', { name: '경기도서관 건립 과정 애니메이션' });
      await expect(figure).toBeVisible();
      // Scene buttons say which is shown, in words for screen readers (aria-current), and move it.
      await figure.getByRole('button', { name: /개관/ }).click();
      await expect(figure.getByText('5장면 중 5번째')).toBeVisible();
      await expect(figure.getByRole('button', { name: '다음 장면' })).toBeDisabled();
      await figure.getByRole('button', { name: '이전 장면' }).click();
      await expect(figure.getByText('5장면 중 4번째')).toBeVisible();
    },
  },
  {
    path: '/about/introduce/architecture',
    h1: '건축 이야기',
    check: async (page) => {
      await expect(main(page).getByRole('heading', { name: '1장. 숲이 된 서가' })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: '5장. 에너지를 아끼는 도서관' })).toBeVisible();
    },
  },
  {
    path: '/about/introduce/organization',
    h1: '조직도',
    check: async (page) => {
      await expect(main(page).getByRole('navigation', { name: '경기도서관 조직도' }).getByText('이용서비스팀')).toBeVisible();
      const row = main(page).getByRole('row', { name: /이용서비스팀/ });
      await expect(row.getByRole('link', { name: '이용서비스팀 031-8008-7200로 전화 걸기' })).toHaveAttribute('href', 'tel:03180087200');
      await expect(row).toContainText('대출·반납, 회원 관리');
    },
  },
  {
    path: '/about/introduce/overview/history',
    h1: '연혁',
    check: async (page) => {
      const year = main(page).getByRole('region', { name: '2025년' });
      await expect(year.getByText('경기도서관 개관, 개관 기념 북페스티벌 개최')).toBeVisible();
      await expect(main(page).getByRole('heading', { name: '2019년' })).toBeVisible();
    },
  },
  {
    path: '/about/introduce/overview/facility',
    h1: '시설 현황',
    check: async (page) => {
      for (const floor of ['5층', '4층', '3층', '2층', '1층', '지하 1층', '지하 2층']) {
        await expect(main(page).getByRole('heading', { level: 2, name: floor, exact: true })).toBeVisible();
      }
      const digital = main(page).getByRole('row', { name: /디지털자료실/ });
      await expect(digital).toContainText('96석');
      // Its hours are the library facts' DIGITAL room (화–금 … ), not a copy.
      await expect(digital).toContainText(/09:00–22:00/);
    },
  },
  {
    path: '/about/introduce/overview/collection',
    h1: '장서 현황',
    check: async (page) => {
      const table = main(page).getByRole('table', { name: '한국십진분류법 주류별 인쇄 도서 권수와 비율' });
      await expect(table.getByRole('row', { name: /문학/ })).toContainText('76,830');
      await expect(table.getByRole('row', { name: /합계/ })).toContainText('231,480');
      await expect(table.getByRole('link', { name: '문학 책 둘러보기' })).toHaveAttribute('href', '/search/decimal/class-list?kdc=8');
      await expect(main(page).getByRole('table', { name: '자료 유형별 소장 수' }).getByRole('row', { name: /전자책/ })).toContainText('18,400종');
    },
  },
  {
    path: '/intro',
    h1: '경기도서관에 오신 것을 환영합니다',
    check: async (page) => {
      await expect(main(page).getByRole('link', { name: '메인 화면으로 가기' })).toBeVisible();
    },
  },
  {
    path: '/introduce',
    h1: '도서관 소개',
    check: async (page) => {
      await expect(main(page).getByRole('navigation', { name: '도서관 소개 페이지' }).getByRole('link')).toHaveCount(9);
    },
  },
  {
    path: '/year-introduce',
    h1: '2026 경기도서관',
    check: async (page) => {
      await expect(main(page).getByRole('heading', { name: '2026년의 새 소식' })).toBeVisible();
    },
  },
  {
    path: '/advance',
    h1: '미리 알려 드립니다',
    check: async (page) => {
      await expect(main(page).getByRole('heading', { name: '곧 달라집니다' })).toBeVisible();
    },
  },
  {
    path: '/loading-service',
    h1: '연계 서비스 안내',
    check: async (page) => {
      await expect(main(page).getByRole('link', { name: '경기도 사이버도서관' })).toHaveAttribute('href', '/login?target=ggcyber');
    },
  },
  {
    path: '/contents-service',
    h1: '콘텐츠 서비스',
    check: async (page) => {
      await expect(main(page).getByRole('link', { name: '북큐레이션' })).toBeVisible();
    },
  },
  {
    path: '/version',
    h1: '앱 정보',
    check: async (page) => {
      await expect(main(page).getByText('최신 버전을 쓰고 있습니다.')).toBeVisible();
      await expect(main(page).getByRole('row', { name: /@tanstack\/react-router/ })).toContainText('MIT');
    },
  },
];

/** Internal addresses a page links to (its main content), without fragments. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await main(page)
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('#')[0] ?? '').filter((href) => href !== '');
}

test.describe('the about and top-level pages as a visitor', () => {
  for (const item of PAGES) {
    test(`${item.path}: its h1 and content from the server, and axe finds nothing`, async ({ page }) => {
      await page.goto(item.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await item.check(page);
      await expect(page.getByText(/최종 수정일|마지막 업데이트/).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('every internal link on these pages leads to a page that exists', async ({ page }) => {
    test.setTimeout(240_000);
    const targets = new Set<string>();
    for (const item of PAGES) {
      await page.goto(item.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.h1);
      for (const href of await internalLinks(page)) targets.add(href);
    }
    // Members-only pages (나의 도서관, 도민인증) answer a visitor with the login request; the rest must not be 404.
    const visitorPages = [...targets].filter((href) => !/^\/(mypage|gyeonggi-citizen)\//.test(href));
    expect(visitorPages.length).toBeGreaterThan(20);
    for (const href of visitorPages) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
      await expect(page.getByText(/^Page Not Found:/), href).toHaveCount(0);
      await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }), href).toHaveCount(0);
    }
  });

  test('/home is the home page: it goes to /main', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/main$/);
  });

  test('the menu’s 도서관 소개 items lead to these pages', async ({ page, request }) => {
    const items = flatten(await fetchMenus(request));
    const insides = items.map((item) => item.INSIDE_URL).filter((url): url is string => typeof url === 'string' && url.startsWith('/about/'));
    expect(insides).toEqual(expect.arrayContaining(['/about/introduce/overview/facility', '/about/introduce/overview/collection', '/about/introduce/architecture', '/about/introduce/symbol']));
    await page.goto('/main');
    const group = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '도서관 소개', exact: true });
    await group.hover();
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '장서 현황', exact: true }).click();
    await expect(page).toHaveURL(/\/about\/introduce\/overview\/collection$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('장서 현황');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the facility and organisation pages fit the screen: wide tables scroll inside their box', { tag: '@sw' }, async ({ page }) => {
    for (const path of ['/about/introduce/overview/facility', '/about/introduce/organization', '/about/introduce/overview/collection']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main(page).getByRole('table').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('offline', () => {
  test('an about page visited once opens again offline from the device', { tag: '@sw' }, async ({ page, context, waitForServiceWorkerControl }) => {
    await page.goto('/about/introduce/organization');
    await waitForServiceWorkerControl(page);
    await expect(main(page).getByRole('row', { name: /이용서비스팀/ })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/about/introduce/organization');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('조직도');
    await expect(main(page).getByRole('row', { name: /이용서비스팀/ }).getByRole('link', { name: /031-8008-7200/ })).toBeVisible();
    await expect(main(page).getByText(/^마지막 업데이트 /)).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('design and test pages', () => {
  test('/design is a style guide marked 시안, noindex, guard-free, with each section on its own address', async ({ page }) => {
    await page.goto('/design');
    await expect(page.getByRole('note')).toContainText('시안');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UI 구성요소 시안');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    for (const name of ['버튼', '입력 양식', '표', '상태 안내', '색상 토큰']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: '시안 목록' }).getByRole('link', { name: '표', exact: true }).click();
    await expect(page).toHaveURL(/\/design\/tables$/);
    await expect(page.getByRole('table', { name: '표 시안: 대출 현황' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '버튼' })).toHaveCount(0);
  });

  test('/test shows the device’s diagnostics; /qr-test/test draws a QR code and a barcode', async ({ page }) => {
    await page.goto('/test');
    await expect(page.getByRole('note')).toContainText('테스트');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('row', { name: /IndexedDB/ })).toContainText('사용 가능');
    await expect(page.getByRole('row', { name: /네트워크/ })).toContainText('연결됨');
    await expect(page.getByRole('row', { name: /저장 공간/ })).toContainText('사용');
    await expectNoAxeViolations(page);

    await page.goto('/qr-test/test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('QR·바코드 표시 테스트');
    await expect(page.getByRole('img', { name: 'QR 코드: 14167400000001' })).toBeVisible();
    await page.getByRole('radio', { name: 'CODE128 바코드' }).check();
    await expect(page.getByRole('img', { name: 'CODE128 바코드: 14167400000001' }).locator('rect').first()).toBeAttached();
    await page.getByRole('radio', { name: 'EAN-13 (ISBN) 바코드' }).check();
    await expect(page.getByRole('alert')).toHaveText('이 값은 EAN-13 (ISBN) 바코드로 그릴 수 없습니다.');
    await page.getByLabel('그릴 값').fill('9788937460449');
    await expect(page.getByRole('img', { name: 'EAN-13 (ISBN) 바코드: 9788937460449' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('they are in no menu and robots.txt keeps crawlers out', async ({ request }) => {
    const items = flatten(await fetchMenus(request));
    const targets = items.flatMap((item) => [item.INSIDE_URL, item.MODULE_URL].filter((url): url is string => typeof url === 'string'));
    expect(targets.filter((url) => /^\/(design|test|qr-test)(\/|$)/.test(url))).toEqual([]);
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/design/', '/test/', '/qr-test/']) expect(robots).toContain(`Disallow: ${path}`);
  });
});
