import { useEffect, useLayoutEffect, useRef } from 'react';
import { renderChatMarkdown } from '../../lib/chat-markdown';
import { splitMarkdownBlocks } from '../../lib/markdown-blocks';

/**
 * Paints assistant markdown into one element as it streams in.
 *
 * Finished top-level blocks are compiled once (memoised by their text) and appended; only the
 * growing tail is compiled and replaced on each paint, so the cost stays linear in the length
 * of the answer. The element's HTML is always the concatenation of `renderChatMarkdown` output,
 * which equals `renderChatMarkdown(source)` once the answer is complete.
 */
interface Painter {
  paint(element: HTMLElement, source: string, complete: boolean): void;
}

/** Offset just after the last line ending, scanning back from the end only. */
function lastLineEnd(source: string): number {
  for (let at = source.length - 1; at >= 0; at--) {
    const char = source.charCodeAt(at);
    if (char === 10 || char === 13) return at + 1;
  }
  return 0;
}

function createPainter(): Painter {
  const compiled = new Map<string, string>();
  let painted = ''; // the source of the finished blocks on screen
  let tailStart = 0;
  let tailNodes: ChildNode[] = [];
  let definitions = false;
  let whole = false; // painted as one document (reference definitions)
  let lastTail = { text: '', html: '' }; // a tail often becomes a finished block unchanged
  let completeLines = -1; // where the complete lines of the last split source ended

  const compile = (text: string): string => {
    let html = compiled.get(text);
    if (html === undefined) {
      html = text === lastTail.text ? lastTail.html : renderChatMarkdown(text);
      compiled.set(text, html);
    }
    return html;
  };

  const compileTail = (text: string): string => {
    if (text !== lastTail.text) lastTail = { text, html: renderChatMarkdown(text) };
    return lastTail.html;
  };

  /** Appends HTML at the end and returns the nodes it created (without walking the others). */
  const append = (element: HTMLElement, html: string): ChildNode[] => {
    if (!html) return [];
    const last = element.lastChild;
    element.insertAdjacentHTML('beforeend', html);
    const added: ChildNode[] = [];
    for (let node = last ? last.nextSibling : element.firstChild; node; node = node.nextSibling) added.push(node);
    return added;
  };

  const reset = (element: HTMLElement) => {
    element.replaceChildren();
    painted = '';
    tailStart = 0;
    tailNodes = [];
    definitions = false;
    whole = false;
    lastTail = { text: '', html: '' };
    completeLines = -1;
  };

  return {
    paint(element, source, complete) {
      if (whole || !source.startsWith(painted)) reset(element);

      // Blocks finish only when a line is completed: while the last line grows, skip the split.
      const lineEnd = lastLineEnd(source);
      const split =
        !complete && lineEnd === completeLines
          ? { blocks: [], tailStart, tail: source.slice(tailStart), hasDefinitions: false }
          : splitMarkdownBlocks(source, tailStart);
      completeLines = lineEnd;
      definitions ||= split.hasDefinitions;
      if (split.blocks.length === 0 && !(complete && definitions) && tailNodes.length > 0 && split.tail === lastTail.text) return; // nothing new
      for (const node of tailNodes) node.remove();
      tailNodes = [];
      if (complete && definitions) {
        // A reference may point at a definition in another block: one render of the whole.
        element.innerHTML = renderChatMarkdown(source);
        whole = true;
        return;
      }
      for (const block of split.blocks) append(element, compile(block));
      painted = source.slice(0, split.tailStart);
      tailStart = split.tailStart;
      // The tail changes on every paint: only the latest is kept.
      tailNodes = append(element, compileTail(split.tail));
    },
  };
}

export function StreamingMarkdown({ source, streaming }: { source: string; streaming: boolean }) {
  const element = useRef<HTMLDivElement>(null);
  const painter = useRef<Painter | null>(null);
  const latest = useRef(source);
  const frame = useRef<number | null>(null);

  useLayoutEffect(() => {
    latest.current = source;
    const target = element.current;
    if (!target) return;
    painter.current ??= createPainter();
    const { current: paintWith } = painter;
    if (!streaming) {
      // Complete (or never streamed): paint now, dropping any frame still pending.
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      paintWith.paint(target, source, true);
      return;
    }
    // Streaming: at most one paint per animation frame, with the newest text.
    frame.current ??= requestAnimationFrame(() => {
      frame.current = null;
      paintWith.paint(target, latest.current, false);
    });
  }, [source, streaming]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    },
    [],
  );

  return <div ref={element} className="chat-markdown" />;
}
