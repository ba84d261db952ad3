import type { APIRequestContext, Page } from '@playwright/test';
import type { MenuItem } from '../../contract/menu';
import { SHELL_ANSWERS_ELEMENT_ID } from '../../contract/shell-answers';

/** The server's menu tree, as the tests' source of truth. */
export async function fetchMenus(request: APIRequestContext): Promise<MenuItem[]> {
  const response = await request.post('/gglib/selectMenu', { data: { manage_code: '141674' } });
  const body = (await response.json()) as { LIST: MenuItem[] };
  return body.LIST;
}

export function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

/**
 * The app shell without the answers it carries (contract/shell-answers.ts), for tests of what the
 * app does with the API's own answer to a boot call (a refused or changed menu call): the shell
 * then carries nothing and the app asks the API, as with a library server that carries nothing.
 */
export async function shellWithoutAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/gglib/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(new RegExp(`<script type="application/json" id="${SHELL_ANSWERS_ELEMENT_ID}">.*?</script>`, 's'), '');
      return route.fulfill({ response, body: html });
    },
  );
}
