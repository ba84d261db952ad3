import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routePattern, routePreloads } from './route-preload';

let dir = '';

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

function distWith(manifest: object, indexHtml?: string): string {
  dir = mkdtempSync(join(tmpdir(), 'gglib-preload-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  if (indexHtml !== undefined) writeFileSync(join(dir, 'index.html'), indexHtml);
  return dir;
}

const split = '?tsr-split=component---loader';

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_core-b.js', '_vendor-c.js'] },
  '_core-b.js': { file: 'assets/core-b.js', imports: ['_vendor-c.js'] },
  '_vendor-c.js': { file: 'assets/vendor-c.js' },
  '_page-kit-d.js': { file: 'assets/page-kit-d.js', imports: ['_core-b.js'] },
  '_board-list-e.js': { file: 'assets/board-list-e.js', imports: ['_page-kit-d.js', 'index.html'], css: ['assets/board-e.css'] },
  [`src/routes/notice/index.tsx${split}`]: { file: 'assets/notice-f.js', src: 'src/routes/notice/index.tsx', imports: ['_board-list-e.js', '_core-b.js'] },
  [`src/routes/notice/$id.tsx${split}`]: { file: 'assets/notice-id-g.js', imports: ['_core-b.js'] },
  [`src/routes/notice/write.tsx${split}`]: { file: 'assets/notice-write-w.js' },
  [`src/routes/mypage/route.tsx${split}`]: { file: 'assets/mypage-layout-h.js', imports: ['_core-b.js'] },
  [`src/routes/mypage/lib-service.tsx${split}`]: { file: 'assets/lib-service-i.js', imports: ['_page-kit-d.js'] },
  [`src/routes/search/search-detail.$id.tsx${split}`]: { file: 'assets/search-detail-j.js' },
  [`src/routes/-shared/members-only.tsx${split}`]: { file: 'assets/members-only-k.js' },
};

describe('route patterns', () => {
  it('reads TanStack file routes: folders and dots are segments, $x a parameter, index and route the folder', () => {
    expect(routePattern('notice/index')?.pattern.test('/notice')).toBe(true);
    expect(routePattern('notice/$id')?.pattern.test('/notice/12')).toBe(true);
    expect(routePattern('notice/$id')?.pattern.test('/notice/12/edit')).toBe(false);
    expect(routePattern('search/search-detail.$id')?.pattern.test('/search/search-detail/GGL0000001')).toBe(true);
    // A trailing underscore only takes a route out of its parent's layout; inner ones are the name's.
    expect(routePattern('login_.anyId')?.pattern.test('/login/anyId')).toBe(true);
    expect(routePattern('login_.anyId')?.pattern.test('/login_/anyId')).toBe(false);
    expect(routePattern('community/events/library_schedule_list')?.pattern.test('/community/events/library_schedule_list')).toBe(true);
    expect(routePattern('mypage/route')).toMatchObject({ layout: true });
    expect(routePattern('mypage/route')?.pattern.test('/mypage/lib-service')).toBe(true);
    expect(routePattern('index')?.pattern.test('/')).toBe(true);
    expect(routePattern('-shared/members-only')).toBeNull();
    expect(routePattern('__root')).toBeNull();
  });
});

describe('the Link header of the app shell', () => {
  /** The entry's files, first in every header that names a page (index.html names them with crossorigin). */
  const ENTRY = ['</assets/index-a.js>; rel=modulepreload; crossorigin', '</assets/core-b.js>; rel=modulepreload; crossorigin', '</assets/vendor-c.js>; rel=modulepreload; crossorigin'];

  it('names the entry first, then the page chunk and its imports (what the entry loads only once), with the page CSS', () => {
    const header = routePreloads(distWith(MANIFEST)).linkHeader('/notice').split(', ');
    expect(header.slice(0, ENTRY.length)).toEqual(ENTRY);
    expect(header.slice(ENTRY.length).sort()).toEqual(
      ['</assets/board-e.css>; rel=preload; as=style; crossorigin', '</assets/board-list-e.js>; rel=modulepreload', '</assets/notice-f.js>; rel=modulepreload', '</assets/page-kit-d.js>; rel=modulepreload'].sort(),
    );
  });

  it('prefers a fixed segment to a parameter, and adds the layouts above the page', () => {
    const preloads = routePreloads(distWith(MANIFEST));
    expect(preloads.linkHeader('/notice/write')).toBe([...ENTRY, '</assets/notice-write-w.js>; rel=modulepreload'].join(', '));
    expect(preloads.linkHeader('/notice/3')).toBe([...ENTRY, '</assets/notice-id-g.js>; rel=modulepreload'].join(', '));
    expect(preloads.linkHeader('/mypage/lib-service').split(', ')).toEqual([
      ...ENTRY,
      '</assets/mypage-layout-h.js>; rel=modulepreload',
      '</assets/lib-service-i.js>; rel=modulepreload',
      '</assets/page-kit-d.js>; rel=modulepreload',
    ]);
  });

  it('names the routes of the address\'s section first (the route tree loads by section), with their imports', () => {
    const manifest = {
      ...MANIFEST,
      'virtual:route-section/mypage': { file: 'assets/routes-mypage-s.js', isDynamicEntry: true, imports: ['_core-b.js', '_guards-t.js'] },
      '_guards-t.js': { file: 'assets/guards-t.js' },
    };
    expect(routePreloads(distWith(manifest)).linkHeader('/mypage/lib-service').split(', ')).toEqual([
      ...ENTRY,
      '</assets/routes-mypage-s.js>; rel=modulepreload',
      '</assets/guards-t.js>; rel=modulepreload',
      '</assets/mypage-layout-h.js>; rel=modulepreload',
      '</assets/lib-service-i.js>; rel=modulepreload',
      '</assets/page-kit-d.js>; rel=modulepreload',
    ]);
  });

  it("counts the app's step, which the entry imports later and index.html preloads, among the entry's files, at the priority index.html gives it", () => {
    const manifest = {
      ...MANIFEST,
      'index.html': { ...MANIFEST['index.html'], dynamicImports: ['_shell-s.js'] },
      '_shell-s.js': { file: 'assets/shell-s.js', imports: ['_core-b.js', '_guards-t.js'], css: ['assets/shell-s.css'] },
      '_guards-t.js': { file: 'assets/guards-t.js' },
      [`src/routes/notice/index.tsx${split}`]: { file: 'assets/notice-f.js', imports: ['_shell-s.js', '_core-b.js'] },
    };
    const html = '<link rel="modulepreload" crossorigin href="/assets/core-b.js">\n<link rel="modulepreload" crossorigin href="/assets/shell-s.js" fetchpriority="low">';
    expect(routePreloads(distWith(manifest, html)).linkHeader('/notice').split(', ')).toEqual([
      ...ENTRY,
      '</assets/shell-s.js>; rel=modulepreload; crossorigin; fetchpriority=low',
      '</assets/guards-t.js>; rel=modulepreload; crossorigin',
      '</assets/notice-f.js>; rel=modulepreload',
    ]);
  });

  it('says nothing of an unknown path or without a manifest', () => {
    expect(routePreloads(distWith(MANIFEST)).linkHeader('/no/such/page')).toBe('');
    expect(routePreloads(join(tmpdir(), 'gglib-no-dist')).linkHeader('/notice')).toBe('');
  });
});
