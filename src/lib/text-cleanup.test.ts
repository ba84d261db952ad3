import { describe, expect, it } from 'vitest';
import { cleanFields, cleanText, cleanTextDeep, decodeHtmlEntities, hasText, isEmpty } from './text-cleanup';

describe('isEmpty (spec §5)', () => {
  it('is true for null, undefined and the empty string only', () => {
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty('')).toBe(true);
    expect(isEmpty(' ')).toBe(false);
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(false)).toBe(false);
    expect(isEmpty('NULL')).toBe(false);
    expect(isEmpty([])).toBe(false);
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes the named references the API sends', () => {
    expect(decodeHtmlEntities('Tom &amp; Jerry')).toBe('Tom & Jerry');
    expect(decodeHtmlEntities('&quot;책&quot; &lt;소설&gt;')).toBe('"책" <소설>');
    expect(decodeHtmlEntities('it&apos;s')).toBe("it's");
    expect(decodeHtmlEntities('a&nbsp;b')).toBe('a\u00a0b');
    expect(decodeHtmlEntities('&AMP; &Lt;')).toBe('& <');
  });

  it('decodes decimal and hexadecimal references', () => {
    expect(decodeHtmlEntities('해리 포터&#39;s')).toBe("해리 포터's");
    expect(decodeHtmlEntities('a&#x2F;b &#X41;')).toBe('a/b A');
    expect(decodeHtmlEntities('&#54620;&#44544;')).toBe('한글');
    expect(decodeHtmlEntities('&#x1F4DA;')).toBe('📚');
  });

  it('decodes once: an escaped reference stays a reference in the text', () => {
    expect(decodeHtmlEntities('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
  });

  it('leaves unknown names, broken and impossible references as written', () => {
    expect(decodeHtmlEntities('&copy; &unknown; & ; &amp &#; &#0; &#xD800; &#x110000;')).toBe('&copy; &unknown; & ; &amp &#; &#0; &#xD800; &#x110000;');
    expect(decodeHtmlEntities('R&D')).toBe('R&D');
  });
});

describe('cleanText (spec §5)', () => {
  it('treats NULL in any case and blank text as empty', () => {
    for (const value of [null, undefined, '', '   ', '\n\t', 'NULL', 'null', 'Null', ' nUlL ', '&nbsp;']) {
      expect(cleanText(value)).toBe('');
    }
  });

  it('keeps real text with its spacing, entities decoded', () => {
    expect(cleanText('도서관 &amp; 책')).toBe('도서관 & 책');
    expect(cleanText('  두 칸 ')).toBe('  두 칸 ');
    expect(cleanText('NULLS')).toBe('NULLS');
    expect(cleanText('첫 줄\n둘째 줄')).toBe('첫 줄\n둘째 줄');
  });

  it('hasText is its opposite', () => {
    expect(hasText('null')).toBe(false);
    expect(hasText('책')).toBe(true);
  });
});

describe('cleanFields', () => {
  it('cleans only the named fields and leaves the record alone', () => {
    const record = { TITLE: 'A &amp; B', AUTHOR: 'NULL', CODE: '&amp;', COUNT: 3 };
    const cleaned = cleanFields(record, ['TITLE', 'AUTHOR']);
    expect(cleaned).toEqual({ TITLE: 'A & B', AUTHOR: '', CODE: '&amp;', COUNT: 3 });
    expect(record.TITLE).toBe('A &amp; B');
  });
});

describe('cleanTextDeep', () => {
  it('cleans the named fields at any depth and nothing else', () => {
    const answer = { TITLE: 'A &amp; B', LIST: [{ TITLE: 'NULL', KEY: '&amp;', TOP: [{ AUTHOR: '&#39;x&#39;' }] }], COUNT: 2, NOTE: null };
    expect(cleanTextDeep(answer, new Set(['TITLE', 'AUTHOR']))).toEqual({ TITLE: 'A & B', LIST: [{ TITLE: '', KEY: '&amp;', TOP: [{ AUTHOR: "'x'" }] }], COUNT: 2, NOTE: null });
    expect(answer.TITLE).toBe('A &amp; B');
  });
});
