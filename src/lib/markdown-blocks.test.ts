import { describe, expect, it } from 'vitest';
import { MARKDOWN_DOCUMENTS } from './__fixtures__/markdown-documents';
import { renderChatMarkdown } from './chat-markdown';
import { splitMarkdownBlocks } from './markdown-blocks';

const ANSWER = MARKDOWN_DOCUMENTS.blocks;
if (!ANSWER) throw new Error('the fixture lost its "blocks" document');

/** Streams `source` in chunks the way the component does, checking every step. */
function stream(source: string, chunk: number) {
  const finished: string[] = [];
  let tailStart = 0;
  for (let end = chunk; ; end = Math.min(end + chunk, source.length)) {
    const prefix = source.slice(0, end);
    const split = splitMarkdownBlocks(prefix, tailStart);
    finished.push(...split.blocks);
    tailStart = split.tailStart;
    expect(finished.join('') + split.tail).toBe(prefix);
    if (end === source.length) return { finished, tail: split.tail };
  }
}

describe('splitMarkdownBlocks', () => {
  it('splits a complete document into top-level blocks', () => {
    const { blocks, tail } = splitMarkdownBlocks('# 제목\n\n문단\n\n- a\n- b\n\n끝\n');
    expect(blocks).toEqual(['# 제목\n\n', '문단\n\n', '- a\n- b\n\n']);
    expect(tail).toBe('끝\n');
  });

  it('finishes a block only when the next one has started', () => {
    expect(splitMarkdownBlocks('문단\n\n').blocks).toEqual([]);
    expect(splitMarkdownBlocks('문단\n\n다').blocks).toEqual([]); // the next line is not complete yet
    expect(splitMarkdownBlocks('문단\n\n다음\n').blocks).toEqual(['문단\n\n']);
  });

  it('keeps a list open across blank lines while items follow', () => {
    expect(splitMarkdownBlocks('- a\n\n- b\n\n  계속\n').blocks).toEqual([]);
    expect(splitMarkdownBlocks('1. a\n\n1').blocks).toEqual([]); // may become '1. b'
    expect(splitMarkdownBlocks('- a\n\n- b\n\n문단\n').blocks).toEqual(['- a\n\n- b\n\n']);
  });

  it('keeps a fenced code block whole, blank lines included', () => {
    expect(splitMarkdownBlocks('```\na\n\nb\n\n').blocks).toEqual([]);
    expect(splitMarkdownBlocks('```\na\n\nb\n```\n\n끝\n').blocks).toEqual(['```\na\n\nb\n```\n\n']);
  });

  it('continues from a previous tail start', () => {
    const first = splitMarkdownBlocks('가\n\n나\n');
    const second = splitMarkdownBlocks('가\n\n나\n\n다\n', first.tailStart);
    expect(second.blocks).toEqual(['나\n\n']);
    expect(second.tailStart).toBe('가\n\n나\n\n'.length);
  });

  it.each([1, 3, 17, 64])('never moves a finished boundary (chunks of %i) and renders like the whole', (chunk) => {
    const { finished, tail } = stream(ANSWER, chunk);
    expect(finished.length).toBe(8); // the rule before the last line waits for that line to end
    expect(finished.map((block) => renderChatMarkdown(block)).join('') + renderChatMarkdown(tail)).toBe(renderChatMarkdown(ANSWER));
    // The same blocks as splitting the complete text at once.
    const once = splitMarkdownBlocks(ANSWER + '\n\n.\n');
    expect(once.blocks.slice(0, finished.length)).toEqual(finished);
  });

  it('handles CRLF line endings', () => {
    const source = '가\r\n\r\n나\r\n\r\n다\r\n';
    const { blocks, tail } = splitMarkdownBlocks(source);
    expect(blocks).toEqual(['가\r\n\r\n', '나\r\n\r\n']);
    expect(tail).toBe('다\r\n');
  });

  it('costs time in proportion to the tail, not the document', () => {
    const paragraphs = Array.from({ length: 3_000 }, (_, i) => `문단 ${i}: **도서관** [링크](/b/${i}) 안내입니다.\n\n`).join('');
    const started = performance.now();
    let tailStart = 0;
    let blocks = 0;
    for (let end = 0; end <= paragraphs.length; end += 40) {
      const split = splitMarkdownBlocks(paragraphs.slice(0, end), tailStart);
      tailStart = split.tailStart;
      blocks += split.blocks.length;
    }
    expect(blocks).toBeGreaterThan(2_990);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
