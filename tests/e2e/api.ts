import type { APIRequestContext } from '@playwright/test';
import type { MenuItem } from '../../contract/menu';

/** The server's menu tree, as the tests' source of truth. */
export async function fetchMenus(request: APIRequestContext): Promise<MenuItem[]> {
  const response = await request.post('/gglib/selectMenu', { data: { manage_code: '141674' } });
  const body = (await response.json()) as { LIST: MenuItem[] };
  return body.LIST;
}

export function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}
