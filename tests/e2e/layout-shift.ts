import type { Page } from '@playwright/test';

interface ShiftWindow {
  __layoutShift: number;
}

/**
 * Sums the page's layout shifts not caused by input (what CLS adds up), from before its first
 * script: call before `page.goto`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as ShiftWindow;
    target.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) target.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far (see watchLayoutShifts). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShift);
}
