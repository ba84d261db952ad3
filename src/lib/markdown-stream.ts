import { renderChatMarkdown } from './chat-markdown';
import { splitMarkdownBlocks } from './markdown-blocks';

/**
 * Incremental compilation of a markdown text that grows (a streamed answer) into HTML, one
 * top-level block at a time. It runs in a Web Worker (chat-markdown.worker.ts) or, where there
 * is none, on the main thread; either way the page receives only HTML strings.
 *
 * The HTML of the finished blocks, concatenated, equals `renderChatMarkdown(source)` once the
 * source is complete: blocks split at blank lines nearly always render alone as they do in the
 * whole, and to make sure (link reference definitions, a source replaced mid-way, and rarer
 * cases such as a list after indented code) the whole is rendered once at the end and the blocks
 * that differ are sent again.
 */

/** What the page sends: the text now, as a change of the text it sent before. */
export interface MarkdownStreamRequest {
  /** Characters of the previous text that stay (its length when text was only added). */
  keep: number;
  /** Text after those characters. */
  text: string;
  /** Nothing more will be added: the last block is finished too. */
  complete: boolean;
}

/** What the page should change, in order: drop, append, show the tail, replace. */
export interface MarkdownStreamUpdate {
  /** Finished blocks already sent that stay; those after them are dropped (fewer after a rewrite). */
  keep: number;
  /** HTML of newly finished blocks, appended after the kept ones. */
  blocks: string[];
  /** HTML of the block still being written (all of it); '' when complete. */
  tail: string;
  complete: boolean;
  /**
   * Once complete: finished blocks whose HTML differs in the whole document (a reference to a
   * definition in another block), by index, with their HTML in the whole.
   */
  replaced: { index: number; html: string }[];
}

/** Messages to and from the worker: one compiler per `id` (one per rendered answer). */
export type MarkdownWorkerRequest = { id: number; request: MarkdownStreamRequest } | { id: number; close: true };
export interface MarkdownWorkerReply {
  id: number;
  update: MarkdownStreamUpdate;
}

export interface MarkdownStream {
  update(request: MarkdownStreamRequest): MarkdownStreamUpdate;
}

/** Offset just after the last line ending, scanning back from the end only. */
function lastLineEnd(source: string): number {
  for (let at = source.length - 1; at >= 0; at--) {
    const char = source.charCodeAt(at);
    if (char === 10 || char === 13) return at + 1;
  }
  return 0;
}

/**
 * The HTML of each of `sources` (consecutive blocks of one document) as rendered in the whole
 * document, or undefined when that cannot be told apart. The blocks are rendered in one go with a
 * marker block between them (an HTML comment: escaped, and it cannot join the blocks around it),
 * and the result is split at the markers; it is used only if it adds up to `whole`.
 */
function blocksInWhole(sources: string[], whole: string, renderMarkdown: (source: string) => string): string[] | undefined {
  const joined = sources.join('');
  let nonce = 0;
  while (joined.includes(`stream-block-${nonce}`)) nonce++;
  const marker = `<!--stream-block-${nonce}-->`;
  // Every block but the last ends with a blank line (that is where blocks are split).
  const marked = renderMarkdown(sources.join(`${marker}\n\n`));
  const parts = marked.split(`${marker.replace(/</g, '&lt;').replace(/>/g, '&gt;')}\n`);
  if (parts.length !== sources.length || parts.join('') !== whole) return undefined;
  return parts;
}

/** `renderMarkdown` compiles one piece of markdown (the chat's renderer; a counting one in tests). */
export function createMarkdownStream(renderMarkdown: (source: string) => string = renderChatMarkdown): MarkdownStream {
  let source = '';
  let complete = false;
  /** Source and HTML of each finished block. */
  let sources: string[] = [];
  let htmls: string[] = [];
  let tailStart = 0;
  let completeLines = -1; // where the complete lines ended at the last split
  let lastTail = { text: '', html: '' }; // a tail often becomes a finished block unchanged

  const render = (text: string): string => (text === lastTail.text ? lastTail.html : renderMarkdown(text));

  /** Keeps the finished blocks that the first `chars` characters still hold for certain. */
  const rewind = (chars: number) => {
    // A block stays finished if the whole of the next block stays too: that block's first line,
    // after a blank line, is what ended it.
    let kept = 0;
    let offset = 0;
    while (kept < sources.length && offset + sources[kept]!.length <= chars) offset += sources[kept++]!.length;
    kept = Math.max(0, kept - 1);
    sources = sources.slice(0, kept);
    htmls = htmls.slice(0, kept);
    tailStart = sources.reduce((sum, block) => sum + block.length, 0);
    completeLines = -1;
    lastTail = { text: '', html: '' };
  };

  return {
    update(request) {
      if (request.keep < source.length || complete) rewind(request.keep);
      source = source.slice(0, request.keep) + request.text;
      complete = request.complete;
      const keep = sources.length;

      // Blocks finish only when a line is completed: while the last line grows, skip the split.
      const lineEnd = lastLineEnd(source);
      const blocks: string[] = [];
      if (complete || lineEnd !== completeLines) {
        const split = splitMarkdownBlocks(source, tailStart);
        for (const block of split.blocks) {
          const html = render(block);
          sources.push(block);
          htmls.push(html);
          blocks.push(html);
        }
        tailStart = split.tailStart;
      }
      completeLines = lineEnd;

      const tailText = source.slice(tailStart);
      if (tailText !== lastTail.text) lastTail = { text: tailText, html: renderMarkdown(tailText) };
      if (!complete) return { keep, blocks, tail: lastTail.html, complete, replaced: [] };

      if (tailText !== '') {
        sources.push(tailText);
        htmls.push(lastTail.html);
        blocks.push(lastTail.html);
        tailStart = source.length;
      }
      const replaced: MarkdownStreamUpdate['replaced'] = [];
      // Once complete the whole decides, always: a reference may point at a definition in another
      // block, and a block alone can render otherwise than in the whole (after an indented code
      // block micromark reads '3. three' as a paragraph; alone it is a list). One render of the
      // whole, in the worker, per answer.
      const whole = renderMarkdown(source);
      if (htmls.join('') !== whole) {
        const parts = blocksInWhole(sources, whole, renderMarkdown);
        if (parts) {
          parts.forEach((html, index) => {
            if (html !== htmls[index]) replaced.push({ index, html });
          });
          htmls = parts;
        } else {
          // Not told apart: the whole document as one block.
          sources = [source];
          htmls = [whole];
          return { keep: 0, blocks: [whole], tail: '', complete, replaced };
        }
      }
      return { keep, blocks, tail: '', complete, replaced };
    },
  };
}
