import { describe, expect, it } from 'vitest';
import { MARKDOWN_DOCUMENTS } from './__fixtures__/markdown-documents';
import { renderChatMarkdown } from './chat-markdown';
import { createMarkdownStream, type MarkdownStream, type MarkdownStreamUpdate } from './markdown-stream';

/** As the HTML parser reads it: CR LF and CR are LF (micromark writes a document's first line ending). */
const parsed = (html: string) => html.replace(/\r\n?/g, '\n');

/** The page's side: the blocks and tail it shows, changed by each update as the painter does. */
class Page {
  blocks: string[] = [];
  tail = '';
  complete = false;

  apply(update: MarkdownStreamUpdate) {
    expect(update.keep).toBeLessThanOrEqual(this.blocks.length);
    this.blocks.length = update.keep;
    this.blocks.push(...update.blocks);
    this.tail = update.tail;
    this.complete = update.complete;
    for (const { index, html } of update.replaced) {
      expect(index).toBeLessThan(this.blocks.length);
      this.blocks[index] = html;
    }
  }

  get html() {
    return this.blocks.join('') + this.tail;
  }
}

/** Sends `source` to `stream` in pieces of the given lengths (cycled), then completes it. */
function streamInPieces(source: string, lengths: number[], stream: MarkdownStream = createMarkdownStream(), page = new Page(), sent = '') {
  let at = sent.length;
  for (let piece = 0; at < source.length; piece++) {
    const next = Math.min(source.length, at + lengths[piece % lengths.length]!);
    page.apply(stream.update({ keep: at, text: source.slice(at, next), complete: false }));
    at = next;
    expect(page.complete).toBe(false);
    if (!/\]:/.test(source)) {
      // Without reference definitions every step shows exactly the rendering of what arrived.
      expect(parsed(page.html)).toBe(parsed(renderChatMarkdown(source.slice(0, at))));
    }
  }
  page.apply(stream.update({ keep: source.length, text: '', complete: true }));
  return page;
}

describe('createMarkdownStream', () => {
  const documents = Object.entries(MARKDOWN_DOCUMENTS);

  it.each(documents)('renders %s exactly as the whole once complete, whatever the pieces', (_name, source) => {
    for (const lengths of [[1], [3], [17], [2, 9, 1, 40], [source.length]]) {
      const page = streamInPieces(source, lengths);
      expect(page.complete).toBe(true);
      expect(page.tail).toBe('');
      expect(parsed(page.html)).toBe(parsed(renderChatMarkdown(source)));
    }
  });

  it('ends like the whole where a block alone renders otherwise (a list after indented code)', () => {
    const source = '    const 도서관 = 1;\n\n3. 셋째\n';
    // micromark reads the list item as a paragraph after indented code; alone it is a list.
    expect(renderChatMarkdown(source)).toContain('<p>3. 셋째</p>');
    expect(renderChatMarkdown('3. 셋째\n')).toContain('<ol start="3">');
    for (const length of [1, 4, source.length]) {
      const stream = createMarkdownStream();
      const page = new Page();
      for (let at = 0; at < source.length; at += length) page.apply(stream.update({ keep: at, text: source.slice(at, at + length), complete: false }));
      page.apply(stream.update({ keep: source.length, text: '', complete: true }));
      expect(parsed(page.html)).toBe(parsed(renderChatMarkdown(source)));
    }
  });

  it('sends each finished block once and the tail while it grows', () => {
    const stream = createMarkdownStream();
    const first = stream.update({ keep: 0, text: '# 제목\n\n첫 문단', complete: false });
    expect(first).toEqual({ keep: 0, blocks: [], tail: renderChatMarkdown('# 제목\n\n첫 문단'), complete: false, replaced: [] });
    // The heading is finished once the line after the blank line is complete.
    const second = stream.update({ keep: '# 제목\n\n첫 문단'.length, text: '\n\n둘째', complete: false });
    expect(second).toEqual({ keep: 0, blocks: ['<h1>제목</h1>\n'], tail: renderChatMarkdown('첫 문단\n\n둘째'), complete: false, replaced: [] });
    const growing = stream.update({ keep: '# 제목\n\n첫 문단\n\n둘째'.length, text: ' 문단', complete: false });
    expect(growing.blocks).toEqual([]); // '둘째 문단' is not a complete line yet
    const third = stream.update({ keep: '# 제목\n\n첫 문단\n\n둘째 문단'.length, text: '\n', complete: false });
    expect(third).toEqual({ keep: 1, blocks: ['<p>첫 문단</p>\n'], tail: '<p>둘째 문단</p>\n', complete: false, replaced: [] });
    const last = stream.update({ keep: '# 제목\n\n첫 문단\n\n둘째 문단\n'.length, text: '', complete: true });
    expect(last).toEqual({ keep: 2, blocks: ['<p>둘째 문단</p>\n'], tail: '', complete: true, replaced: [] });
  });

  it('replaces only the blocks whose references resolve in another block', () => {
    const source = MARKDOWN_DOCUMENTS.references!;
    const stream = createMarkdownStream();
    const page = new Page();
    let replaced: MarkdownStreamUpdate['replaced'] = [];
    for (let at = 0; at < source.length; at += 5) {
      page.apply(stream.update({ keep: at, text: source.slice(at, at + 5), complete: false }));
    }
    const last = stream.update({ keep: source.length, text: '', complete: true });
    replaced = last.replaced;
    page.apply(last);
    expect(page.html).toBe(renderChatMarkdown(source));
    // The first paragraph, the list and the last paragraph refer to definitions in another
    // block; the middle paragraph and the definitions (no HTML) do not change.
    expect(replaced.map(({ index }) => index)).toEqual([0, 2, 4]);
    expect(page.blocks[1]).toBe('<p>중간 문단</p>\n');
  });

  it('keeps the finished blocks a rewritten answer still starts with', () => {
    const streamed = '# 제목\n\n첫 문단\n\n둘째 문단\n\n셋째 문단이 스트리밍\n';
    const final = '# 제목\n\n첫 문단\n\n둘째 문단\n\n셋째 문단은 이렇게 끝났습니다.\n';
    const stream = createMarkdownStream();
    const page = new Page();
    page.apply(stream.update({ keep: 0, text: streamed, complete: false }));
    expect(page.blocks).toHaveLength(3);
    const keep = [...streamed].findIndex((char, at) => char !== final[at]);
    const update = stream.update({ keep, text: final.slice(keep), complete: true });
    // The last finished block may have ended because of the text that changed: it is sent again.
    expect(update.keep).toBe(2);
    page.apply(update);
    expect(page.html).toBe(renderChatMarkdown(final));
  });

  it('starts again from nothing when the text changes at its start, even after completing', () => {
    const stream = createMarkdownStream();
    const page = streamInPieces(MARKDOWN_DOCUMENTS.blocks!, [11], stream);
    page.apply(stream.update({ keep: 0, text: '다른 답변\n\n- 목록\n', complete: true }));
    expect(page.html).toBe(renderChatMarkdown('다른 답변\n\n- 목록\n'));
    // Text added after completion reopens the last block.
    page.apply(stream.update({ keep: '다른 답변\n\n- 목록\n'.length, text: '- 더\n', complete: true }));
    expect(page.html).toBe(renderChatMarkdown('다른 답변\n\n- 목록\n- 더\n'));
  });

  it('rewrites mid-way in every document and still ends like the whole', () => {
    for (const [name, source] of documents) {
      const stream = createMarkdownStream();
      const page = new Page();
      const cut = Math.floor(source.length * 0.7);
      page.apply(stream.update({ keep: 0, text: `${source.slice(0, cut)}중간에 바뀐 글\n\n더`, complete: false }));
      page.apply(stream.update({ keep: cut, text: source.slice(cut), complete: true }));
      expect(parsed(page.html), name).toBe(parsed(renderChatMarkdown(source)));
    }
  });
});
