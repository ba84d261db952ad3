/** Page numbers shown around the current one (at most 5), and the last page. */
export function pageWindow(current: number, total: number, size: number): { pages: number[]; last: number } {
  const last = Math.max(1, Math.ceil(total / size));
  const start = Math.max(1, Math.min(current - 2, last - 4));
  const pages: number[] = [];
  for (let page = start; page <= Math.min(last, start + 4); page += 1) pages.push(page);
  return { pages, last };
}
