import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings and lists', () => {
    const html = renderMarkdown('## 이용 시간\n\n- 화–일 09:00–22:00');
    expect(html).toContain('<h2>이용 시간</h2>');
    expect(html).toContain('<li>화–일 09:00–22:00</li>');
  });

  it('escapes raw HTML instead of rendering it', () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript: links', () => {
    const html = renderMarkdown('[눌러 보세요](javascript:alert(1)) [또](JaVaScRiPt:alert(1))');
    expect(html).not.toMatch(/href="javascript/i);
  });

  it('lazy-loads same-origin images and blanks foreign ones', () => {
    const html = renderMarkdown('![지도](/uploads/map.png) ![추적](https://evil.example/p.gif)');
    expect(html).toContain('<img loading="lazy" decoding="async" src="/uploads/map.png"');
    expect(html).not.toContain('evil.example');
  });
});
