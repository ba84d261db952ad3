import { parse, postprocess, preprocess } from 'micromark';
import { prepareChatMarkdown } from './chat-markdown';

/**
 * A markdown document split into top-level blocks for streaming: the blocks that are finished
 * (the next block has started) and the growing tail, which may still change.
 */
export interface MarkdownBlocks {
  /** Finished blocks in order; each is a slice of the source, trailing blank lines included. */
  blocks: string[];
  /** Offset in the source where the tail starts (`from` plus the length of `blocks`). */
  tailStart: number;
  /** The rest of the source: the block being written. */
  tail: string;
}

/** Tokens that sit between blocks at the top level rather than starting one. */
const SEPARATORS = new Set(['lineEnding', 'lineEndingBlank', 'linePrefix', 'whitespace']);

/** Offsets where each line starts, with micromark's line endings (\r\n, \r, \n). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === 13 /* \r */) {
      if (text.charCodeAt(at + 1) === 10) at++;
      starts.push(at + 1);
    } else if (char === 10 /* \n */) {
      starts.push(at + 1);
    }
  }
  return starts;
}

const isBlankLine = (line: string): boolean => /^[ \t]*[\r\n]*$/.test(line);
const BLANK_LINE = /(?:^|[\r\n])[ \t]*(?:\r\n|\r|\n)/;

/**
 * Splits `source` from offset `from` (which must be the start of a block: 0, or a `tailStart`
 * returned for an earlier prefix of the same source) into finished blocks and the tail.
 *
 * A block is finished only when the next one has started on a complete line after a blank line,
 * and micromark itself (fenced code, lists, HTML blocks, block quotes) puts a new top-level
 * construct there. Such a boundary never moves as more text arrives, and rendering block by
 * block gives the same HTML as rendering the whole, nearly always (reference definitions and a few
 * rarer cases differ: lib/markdown-stream checks every complete answer against the whole). The
 * work is proportional to the length of the tail.
 */
export function splitMarkdownBlocks(source: string, from = 0): MarkdownBlocks {
  const text = source.slice(from);
  // Only complete lines: a partial line can still turn into something else ('1' → '1. item').
  const complete = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r')) + 1;
  // A boundary follows a blank line: without one among the complete lines, no parse is needed.
  if (complete === 0 || !BLANK_LINE.test(text.slice(0, complete))) return { blocks: [], tailStart: from, tail: text };

  const prepared = prepareChatMarkdown(text.slice(0, complete));
  const events = postprocess(parse().document().write(preprocess()(prepared, undefined, true)));
  const starts = lineStarts(text);
  const boundaries: number[] = [];
  let depth = 0;
  for (const [kind, token] of events) {
    if (kind === 'exit') {
      depth--;
      continue;
    }
    if (depth++ !== 0 || SEPARATORS.has(token.type)) continue;
    const line = token.start.line; // 1-based
    if (line < 2 || starts[line - 1] === undefined || starts[line - 1]! >= complete) continue;
    const previous = text.slice(starts[line - 2], starts[line - 1]);
    if (isBlankLine(previous) && boundaries.at(-1) !== starts[line - 1]) boundaries.push(starts[line - 1]!);
  }

  const blocks: string[] = [];
  let previous = 0;
  for (const boundary of boundaries) {
    if (boundary <= previous) continue;
    blocks.push(text.slice(previous, boundary));
    previous = boundary;
  }
  return { blocks, tailStart: from + previous, tail: text.slice(previous) };
}
