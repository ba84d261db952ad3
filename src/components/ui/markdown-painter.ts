import type { MarkdownCompiler, MarkdownSession } from '../../lib/markdown-compiler';
import type { MarkdownStreamRequest, MarkdownStreamUpdate } from '../../lib/markdown-stream';
import { trustedHtml } from '../../lib/trusted-types';

/**
 * Paints streamed markdown into one element with little main-thread work per frame.
 *
 * The compiler (a worker) answers each request with HTML: finished blocks to append and the tail
 * being written. The tail's nodes are the element's last children, morphed in place as it grows
 * (unchanged nodes keep their style and layout). When a block is finished it takes over the
 * tail's first nodes, morphed into its HTML, which are usually equal already: a block that ends
 * changes nothing on screen and nothing is laid out again (a new element in their place was a
 * fresh layout of the block at every block boundary, and at the end of the answer). Finished
 * blocks are inserted a few per frame at most ({@link FRAME_BUDGET}), so a burst (a long answer
 * opened from the history) never makes one long task. While the answer streams, its text is sent
 * and painted at most every {@link STREAM_PAINT_INTERVAL_MS} (a few tokens at a time), not at every
 * frame. When complete, the element's HTML is exactly `renderChatMarkdown(source)`; until then it
 * is `aria-busy`.
 */
export interface MarkdownPainter {
  /** The text now; `complete` when nothing more will be added. */
  set(source: string, complete: boolean): void;
  destroy(): void;
}

/** Work allowed per frame for inserting finished blocks (at least one block is always inserted). */
export const FRAME_BUDGET = { ms: 4, chars: 12_000 };

/**
 * While an answer streams, the newest text is sent to the compiler and painted at most this often
 * (every third frame at 60 Hz), not at every frame. Each paint lays out, paints and layerizes the
 * growing answer; at every frame that was most of a slow phone's main thread (a 20,000-token answer
 * at 4× CPU: 3,000–5,800 frames with work, 8–23 s of layout, tasks over 50 ms in three runs of four;
 * docs/architecture.md). Twenty updates a second still read as a steady stream. A finished answer, and finished blocks still waiting to
 * be inserted, are painted at the next frame.
 */
export const STREAM_PAINT_INTERVAL_MS = 48;

export interface FrameScheduler {
  /** Calls back before the next frame with the frame's time (ms, as `performance.now()`). */
  request(callback: (time: number) => void): number;
  cancel(id: number): void;
}

/** The browser's animation frames. */
export const animationFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (id) => cancelAnimationFrame(id),
};

/** The class of the element streamed markdown is painted into (chat.css styles its blocks). */
export const MARKDOWN_CLASS = 'chat-markdown';

interface Block {
  html: string;
  /** The nodes it made, once inserted. */
  nodes: ChildNode[];
}

function commonPrefixLength(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let at = 0;
  while (at < length && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

/**
 * Parses HTML as children of an element of the document (inert: nothing loads or runs). The HTML
 * is the chat markdown compiler's (lib/chat-markdown.ts), the one kind the Trusted Types policy admits.
 */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = trustedHtml(html);
  return template.content;
}

/** Same element name and the same attributes in the same order: only values may differ. */
function sameShape(a: Element, b: Element): boolean {
  if (a.nodeName !== b.nodeName || a.attributes.length !== b.attributes.length) return false;
  for (let at = 0; at < a.attributes.length; at++) if (a.attributes[at]!.name !== b.attributes[at]!.name) return false;
  return true;
}

/**
 * Makes `current` (in the document) equal to `incoming` (parsed, not in the document), keeping it
 * where it can, else puts `incoming` in its place; returns the node now in the document. An
 * element is kept only when its attributes are the same names in the same order, so its HTML
 * stays exactly what parsing `incoming` gives.
 */
function morphNode(current: ChildNode, incoming: ChildNode): ChildNode {
  // isEqualNode ignores the order of attributes; the compiler writes each kind of element's
  // attributes in one fixed order, so nodes it finds equal also serialize alike.
  if (current.isEqualNode(incoming)) return current;
  if (current instanceof Element && incoming instanceof Element && sameShape(current, incoming)) {
    for (const { name, value } of incoming.attributes) if (current.getAttribute(name) !== value) current.setAttribute(name, value);
    morphChildren(current, incoming);
    return current;
  }
  if (current.nodeType === incoming.nodeType && !(current instanceof Element)) {
    current.nodeValue = incoming.nodeValue;
    return current;
  }
  current.replaceWith(incoming);
  return incoming;
}

/** Makes `target`'s children like `source`'s, keeping the nodes that are already equal. */
function morphChildren(target: Node, source: Node): void {
  let current = target.firstChild;
  let incoming = source.firstChild;
  while (incoming) {
    const next = incoming.nextSibling;
    if (current) {
      const after: ChildNode | null = current.nextSibling;
      morphNode(current, incoming);
      current = after;
    } else {
      target.appendChild(incoming);
    }
    incoming = next;
  }
  while (current) {
    const next: ChildNode | null = current.nextSibling;
    current.remove();
    current = next;
  }
}

export function createMarkdownPainter(
  element: HTMLElement,
  compiler: MarkdownCompiler,
  frames: FrameScheduler = animationFrames,
): MarkdownPainter {
  // What the page asked for, and what went to the compiler.
  let latest = '';
  let latestComplete = false;
  let sent = '';
  let sentComplete = false;
  let inFlight = false;
  // The request in flight rewrites text already sent (not only adds to it).
  let inFlightRewrites = false;

  // What the compiler answered: the document as blocks, some of them not on screen yet.
  const blocks: Block[] = [];
  let inserted = 0; // blocks[0, inserted) are in the element
  const stale = new Set<number>(); // inserted blocks whose HTML changed
  let tail = '';
  let complete = false;
  // The tail's nodes: the element's last children, after the inserted blocks' nodes.
  let tailNodes: ChildNode[] = [];
  // The tail HTML they show; null when a block took some of them and the rest must be morphed.
  let tailShown: string | null = '';
  // The tail's nodes show text that has since been rewritten, not only added to.
  let tailOutdated = false;

  let frame: number | null = null;
  let busy = false;

  const setBusy = (value: boolean) => {
    if (value === busy) return;
    busy = value;
    if (value) element.setAttribute('aria-busy', 'true');
    else element.removeAttribute('aria-busy');
  };

  // When streamed text last went to the compiler.
  let streamSentAt = -Infinity;

  const schedule = () => {
    frame ??= frames.request((time) => {
      frame = null;
      // Streamed text goes out at most every STREAM_PAINT_INTERVAL_MS; what the compiler answered
      // is painted at the first frame after it arrives.
      const sendDue = latestComplete || time - streamSentAt >= STREAM_PAINT_INTERVAL_MS;
      if (sendDue && send() && !latestComplete) streamSentAt = time;
      const more = paint(FRAME_BUDGET);
      if (more || (!sendDue && !inFlight && latest !== sent)) schedule();
    });
  };

  /** Sends the newest text to the compiler unless it is busy or has it already; true if sent. */
  const send = (): boolean => {
    if (inFlight || (latest === sent && latestComplete === sentComplete)) return false;
    const keep = latest.startsWith(sent) ? sent.length : commonPrefixLength(sent, latest);
    const request: MarkdownStreamRequest = { keep, text: latest.slice(keep), complete: latestComplete };
    inFlightRewrites = keep < sent.length;
    sent = latest;
    sentComplete = latestComplete;
    inFlight = true;
    session.send(request);
    return true;
  };

  /** Removes an inserted block's nodes. */
  const removeBlock = (block: Block) => {
    for (const node of block.nodes) node.remove();
    block.nodes = [];
  };

  /** Inserts HTML before `before` (or at the end) and returns the nodes it made. */
  const insert = (html: string, before: ChildNode | null): ChildNode[] => {
    const fragment = parse(html);
    const nodes = [...fragment.childNodes];
    element.insertBefore(fragment, before);
    return nodes;
  };

  /** The first node of the inserted blocks after `index`, else the tail's first (or the end). */
  const firstNodeAfter = (index: number): ChildNode | null => {
    for (let at = index + 1; at < inserted; at++) {
      const first = blocks[at]!.nodes[0];
      if (first) return first;
    }
    return tailNodes[0] ?? null;
  };

  /**
   * Makes the first of `current` (tail nodes: the element's last children, in order) equal to
   * the parsed `html`, appending nodes when there are too few; returns the nodes that now show
   * `html` and leaves in `current` those after them.
   */
  const morphFront = (current: ChildNode[], html: string): ChildNode[] => {
    const shown: ChildNode[] = [];
    for (const incoming of [...parse(html).childNodes]) {
      const node = current.shift();
      if (node) {
        shown.push(morphNode(node, incoming));
      } else {
        element.append(incoming);
        shown.push(incoming);
      }
    }
    return shown;
  };

  const removeTail = () => {
    for (const node of tailNodes) node.remove();
    tailNodes = [];
    tailShown = '';
    tailOutdated = false;
  };

  /** Brings the element closer to the answer; true while there is more to do. */
  const paint = (budget: { ms: number; chars: number }): boolean => {
    const started = performance.now();
    let chars = 0;
    let done = 0;
    const spent = () => done > 0 && (chars >= budget.chars || performance.now() - started >= budget.ms);
    // Blocks whose HTML changed in the whole document (reference definitions).
    for (const index of [...stale].sort((a, b) => a - b)) {
      if (spent()) break;
      const block = blocks[index]!;
      const before = firstNodeAfter(index);
      removeBlock(block);
      block.nodes = insert(block.html, before);
      stale.delete(index);
      chars += block.html.length;
      done++;
    }
    while (inserted < blocks.length && !spent()) {
      const block = blocks[inserted]!;
      // The finished block was being written in the tail's first nodes: it takes them over.
      if (tailNodes.length > 0) tailShown = null;
      block.nodes = morphFront(tailNodes, block.html);
      inserted++;
      chars += block.html.length;
      done++;
    }
    if (inserted < blocks.length || stale.size > 0) {
      // The tail nodes no inserted block took yet show what the waiting blocks begin with: the
      // next frame's blocks take them over in turn, so a burst of finished blocks (the end of
      // an answer on a slow phone) changes nothing on screen. After a rewrite they show text
      // that is gone, and could show a waiting block, or one just inserted, twice: they go
      // until the tail is painted.
      if (tailOutdated) removeTail();
      return true;
    }
    if (complete) {
      removeTail();
      if (!inFlight && latestComplete && sent === latest) setBusy(false);
    } else if (tail !== tailShown) {
      const rest = [...tailNodes];
      tailNodes = morphFront(rest, tail);
      for (const node of rest) node.remove();
      tailShown = tail;
      tailOutdated = false;
    }
    return false;
  };

  const receive = (update: MarkdownStreamUpdate) => {
    inFlight = false;
    if (inFlightRewrites || update.keep < blocks.length) tailOutdated = true;
    inFlightRewrites = false;
    if (update.keep < blocks.length) {
      for (const block of blocks.splice(update.keep)) removeBlock(block);
      inserted = Math.min(inserted, update.keep);
      for (const index of stale) if (index >= update.keep) stale.delete(index);
    }
    for (const html of update.blocks) blocks.push({ html, nodes: [] });
    tail = update.tail;
    complete = update.complete;
    for (const { index, html } of update.replaced) {
      const block = blocks[index];
      if (!block) continue;
      block.html = html;
      if (index < inserted) stale.add(index);
    }
    if (!session.async) {
      // On the main thread the update comes straight from send(): paint it all now.
      paint({ ms: Infinity, chars: Infinity });
      return;
    }
    // The final text goes out as soon as the compiler is free; streamed text waits for a frame.
    if (latestComplete) send();
    schedule();
  };

  const restart = () => {
    element.replaceChildren();
    blocks.length = 0;
    inserted = 0;
    stale.clear();
    tail = tailShown = '';
    tailNodes = [];
    tailOutdated = false;
    complete = false;
    sent = '';
    sentComplete = false;
    inFlight = false;
    inFlightRewrites = false;
    send();
  };

  const session: MarkdownSession = compiler.open({ receive, restart });

  return {
    set(source, isComplete) {
      latest = source;
      latestComplete = isComplete;
      if (latest === sent && latestComplete === sentComplete) return;
      setBusy(true);
      if (isComplete) {
        // Complete (or never streamed): compile now, without waiting for a frame.
        if (frame !== null) frames.cancel(frame);
        frame = null;
        send();
        if (session.async) schedule();
      } else {
        // Streaming: at most one request per animation frame, with the newest text.
        schedule();
      }
    },
    destroy() {
      if (frame !== null) frames.cancel(frame);
      frame = null;
      session.close();
    },
  };
}
