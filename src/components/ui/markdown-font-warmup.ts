import { animationFrames, MARKDOWN_CLASS, type FrameScheduler } from './markdown-painter';

/**
 * Finds the fonts an answer's markdown is drawn in before the first answer arrives.
 *
 * The first time a page lays out text in a font it has not used yet (a family, size, weight or
 * style: the headings' bold, the emphasis's italic, code's monospace, and the fallback fonts for
 * Hangul, Latin and punctuation in each), the browser looks the font up and prepares it for
 * shaping. On Linux each look-up is a synchronous call to the browser's font service; a traced
 * 20,000-token answer at 4× CPU (npm run bench -- --chat-only) spent 60–95 % of its first three
 * layouts (19–55 ms each, the longest tasks of the stream) in `FontCache::GetFontPlatformData` and
 * its calls. Elsewhere it is cheaper, but never free: a font's first use loads and parses its tables.
 *
 * So when the chat panel opens, one hidden sample of each element the markdown makes is laid
 * out per animation frame in a box of the answer's own class (same fonts, same rules), which is
 * removed once the last sample has been laid out. The look-ups then happen while the member reads
 * the panel and types, a few per frame, not in the frames of the answer's first words.
 *
 * The box is hidden (visibility, `aria-hidden`, `inert`), takes no room (`contain: strict` with no
 * height) and is outside every landmark; its text is never read or painted.
 */

/** Hangul, Latin, digits and the punctuation answers use (『』 for titles, dashes, a jamo). */
const SAMPLE_TEXT = '가나다 한강 ABC xyz 0123 『』「」–·:()[]ㅅ';

/** Each sample: element names from the outside in; the text goes in the innermost. */
const SAMPLES: readonly (readonly string[])[] = [
  ['p'],
  ['p', 'strong'],
  ['p', 'em'],
  ['p', 'strong', 'em'],
  ['p', 'a'],
  ['p', 'code'],
  ['pre', 'code'],
  ['h1'],
  ['h2'],
  ['h3'],
  ['h4'],
  ['h5'],
  ['h6'],
  ['ul', 'li'],
  ['ol', 'li'],
  ['blockquote', 'p'],
];

function sample(names: readonly string[]): HTMLElement {
  const outer = document.createElement(names[0]!);
  let inner = outer;
  for (const name of names.slice(1)) inner = inner.appendChild(document.createElement(name));
  inner.textContent = SAMPLE_TEXT;
  return outer;
}

/**
 * Lays out a sample of every markdown element, one per frame, inside `<div class={className}>
 * <div class={MARKDOWN_CLASS}>` at the end of `host` (the body unless given), then removes it.
 * Returns a function that stops it early and removes what was added.
 */
export function warmMarkdownFonts(className: string, options: { host?: HTMLElement; frames?: FrameScheduler } = {}): () => void {
  const host = options.host ?? document.body;
  const frames = options.frames ?? animationFrames;
  const box = document.createElement('div');
  box.className = className;
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  // CSSOM, not a style attribute: the Content-Security-Policy admits no inline style.
  Object.assign(box.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '20rem',
    height: '0',
    overflow: 'hidden',
    visibility: 'hidden',
    pointerEvents: 'none',
    contain: 'strict',
  });
  const markdown = box.appendChild(document.createElement('div'));
  markdown.className = MARKDOWN_CLASS;

  let next = 0;
  let frame: number | null = null;
  const step = () => {
    frame = null;
    if (next === SAMPLES.length) {
      // The last sample was laid out in the frame that has just run.
      box.remove();
      return;
    }
    markdown.appendChild(sample(SAMPLES[next]!));
    next++;
    frame = frames.request(step);
  };
  host.appendChild(box);
  frame = frames.request(step);
  return () => {
    if (frame !== null) frames.cancel(frame);
    frame = null;
    box.remove();
  };
}
