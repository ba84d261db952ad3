import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';
import { isAllowedUrl, NESTING_LIMIT, prepareChatMarkdown, renderChatMarkdown } from './chat-markdown';

const ORIGIN = 'https://lib.example';
const render = (source: string) => renderChatMarkdown(source, { origin: ORIGIN });

/** Parses the HTML the way a browser would, to inspect it without regular expressions. */
function dom(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('isAllowedUrl', () => {
  const hostileLinks = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&Tab;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#106avascript:alert(1)',
    'javascript&colon;alert(1)',
    '%6Aavascript:alert(1)',
    '%256Aavascript:alert(1)', // encoded twice
    '&amp;#106;avascript:alert(1)',
    'java%0Ascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\u200bscript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'FILE://c:/windows',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png;base64,iVBORw0KGgo=', // a data image is not a link
    'ftp://example.com/', // not on the allow list
    'intent://scan#Intent;end',
  ];
  it.each(hostileLinks)('rejects the link %j', (url) => {
    expect(isAllowedUrl(url, 'link')).toBe(false);
  });

  it.each(['https://www.gglib.or.kr/book/1', 'http://example.com', 'HTTPS://EXAMPLE.COM', 'mailto:help@gglib.or.kr', 'tel:031-000-0000', '/search?q=한강', 'book/1', '#top', '?page=2', '//cdn.example/x'])(
    'allows the link %j',
    (url) => {
      expect(isAllowedUrl(url, 'link')).toBe(true);
    },
  );

  it.each(['data:image/gif;base64,R0lGOD', 'data:image/png;base64,iVBOR', 'DATA:IMAGE/JPEG;base64,/9j/', 'data:image/webp;base64,UklGR', '%64ata:image/png;base64,iVBOR', 'https://img.example/a.png', '/uploads/a.png'])(
    'allows the image %j',
    (url) => {
      expect(isAllowedUrl(url, 'image')).toBe(true);
    },
  );

  it.each(['data:image/svg+xml;base64,PHN2Zz4=', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:text/html,<script>', 'data:image/png', 'javascript:alert(1)', 'mailto:a@b.c', '&#100;ata:text/html,x'])(
    'rejects the image %j',
    (url) => {
      expect(isAllowedUrl(url, 'image')).toBe(false);
    },
  );
});

describe('renderChatMarkdown', () => {
  it('renders Korean markdown as micromark does', () => {
    const source = '## 이용 시간\n\n- 화–일 09:00–22:00\n- **월요일** 휴관\n\n`코드`와 *기울임*';
    expect(render(source)).toBe(micromark(source));
  });

  it.each([
    ['[누르세요](javascript:alert(1))', '누르세요'],
    ['[누르세요](JaVaScRiPt:alert(1))', '누르세요'],
    ['[누르세요](java&#x09;script:alert(1))', '누르세요'],
    ['[누르세요](&#106;avascript:alert(1))', '누르세요'],
    ['[누르세요](%6Aavascript:alert(1))', '누르세요'],
    ['[누르세요](< javascript:alert(1)>)', '누르세요'],
    ['[누르세요](<java\tscript:alert(1)>)', '누르세요'],
    ['[**굵은** 글](vbscript:msgbox(1))', '<strong>굵은</strong> 글'],
    ['[파일](file:///etc/passwd)', '파일'],
    ['[데이터](data:text/html;base64,PHNjcmlwdD4=)', '데이터'],
    ['[참조][x]\n\n[x]: javascript:alert(1)', '참조'],
  ])('renders the rejected link %j as its text', (source, text) => {
    const html = render(source);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/script:|file:|data:/i);
    expect(html).toContain(text);
  });

  it('renders a rejected image as its alt text', () => {
    const html = render('![지도 *보기*](javascript:alert(1)) ![벡터](data:image/svg+xml;base64,PHN2Zz4=)');
    expect(html).toBe('<p>지도 보기 벡터</p>');
  });

  it('keeps data images of the allowed types', () => {
    const html = render('![표지](data:image/png;base64,iVBORw0KGgo=)');
    const image = dom(html).querySelector('img')!;
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(image.getAttribute('alt')).toBe('표지');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('opens other origins in a new tab and keeps same-site links in place', () => {
    const links = dom(
      render('[밖](https://www.example.com/a) [안](/search?q=1) [같은 곳](https://lib.example/b) [메일](mailto:a@b.c) [전화](tel:0310000000) [슬래시](//evil.example/x)'),
    ).querySelectorAll('a');
    const summary = Array.from(links, (a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]);
    expect(summary).toEqual([
      ['밖', 'https://www.example.com/a', '_blank', 'noopener noreferrer'],
      ['안', '/search?q=1', null, null],
      ['같은 곳', 'https://lib.example/b', null, null],
      ['메일', 'mailto:a@b.c', null, null],
      ['전화', 'tel:0310000000', null, null],
      ['슬래시', '//evil.example/x', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('escapes raw HTML', () => {
    const html = render('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n문단 <b onmouseover="x()">굵게</b>');
    const element = dom(html);
    expect(element.querySelector('script, img, b')).toBeNull();
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps attributes closed around hostile titles and addresses', () => {
    const element = dom(render('[a](https://x.example/" onclick="alert(1) "t\\" onmouseover=\\"x") ![b](/i.png "\\" onerror=\\"alert(1)")'));
    for (const node of Array.from(element.querySelectorAll('*'))) {
      expect(node.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
  });

  it('limits block nesting to 100 levels (10,000 ">")', () => {
    const started = performance.now();
    const element = dom(render('>'.repeat(10_000) + ' 깊은 인용'));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(element.querySelectorAll('blockquote')).toHaveLength(NESTING_LIMIT);
    expect(element.textContent).toContain('깊은 인용');
  });

  it('limits list nesting, by markers and by indentation', () => {
    const markers = dom(render('- '.repeat(5_000) + '항목'));
    expect(markers.querySelectorAll('ul').length).toBeLessThanOrEqual(NESTING_LIMIT);
    const indented = Array.from({ length: 1_000 }, (_, i) => `${' '.repeat(i * 2)}- ${i}`).join('\n');
    const started = performance.now();
    const element = dom(render(indented));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(element.textContent).toContain('999');
    let depth = 0;
    for (let node: Element | null = element.querySelector('li:not(:has(ul))'); node; node = node.parentElement) depth += node.tagName === 'UL' ? 1 : 0;
    expect(depth).toBeLessThanOrEqual(NESTING_LIMIT + 1);
  });

  it.each([
    ['5,000 nested "["', '['.repeat(5_000) + '링크' + ']'.repeat(5_000)],
    ['5,000 nested links', '['.repeat(5_000) + 'a' + '](/b)'.repeat(5_000)],
    ['5,000 "*" around a word', '*'.repeat(5_000) + '강조' + '*'.repeat(5_000)],
    ['5,000 nested emphasis', '*가 '.repeat(5_000) + '나* '.repeat(5_000)],
    ['5,000 nested images', '!['.repeat(5_000) + 'a' + '](/b.png)'.repeat(5_000)],
  ])('stays fast with %s', (_name, source) => {
    const started = performance.now();
    const html = render(source);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(html.startsWith('<p>')).toBe(true);
  });

  it('keeps ordinary emphasis and brackets, and leaves code alone', () => {
    const bold = Array.from({ length: 200 }, (_, i) => `**책${i}**을`).join(' ');
    expect(render(bold)).toBe(micromark(bold));
    const code = '```\n' + '[['.repeat(300) + ' **x\n```\n\n`' + '*'.repeat(300) + '`';
    expect(render(code)).toBe(micromark(code));
  });

  it('prepares the source without changing its lines', () => {
    const source = '가\n' + '>'.repeat(500) + ' 나\n\n' + '*a '.repeat(300);
    expect(prepareChatMarkdown(source).split('\n')).toHaveLength(source.split('\n').length);
  });
});
