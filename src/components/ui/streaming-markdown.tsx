import { useEffect, useLayoutEffect, useRef } from 'react';
import { markdownCompiler, type MarkdownCompiler } from '../../lib/markdown-compiler';
import { warmMarkdownFonts } from './markdown-font-warmup';
import { createMarkdownPainter, MARKDOWN_CLASS, type MarkdownPainter } from './markdown-painter';

/**
 * Gets ready for the first answer while the member reads the panel: the compiler's worker starts,
 * and the fonts the answer's markdown is drawn in are looked up, a few per frame
 * (markdown-font-warmup). `answerClassName` is the class of the element the answers'
 * StreamingMarkdown sits in, whose rules give them their fonts. Returns a function that stops the
 * font warm-up (the panel closed).
 */
export function prepareStreamingMarkdown(options: { answerClassName?: string; compiler?: MarkdownCompiler } = {}): () => void {
  (options.compiler ?? markdownCompiler).prepare();
  return warmMarkdownFonts(options.answerClassName ?? '');
}

/**
 * Paints assistant markdown into one element as it streams in.
 *
 * The markdown is compiled in a Web Worker, block by block (lib/markdown-stream); this thread only
 * puts the HTML it gets back on the page (markdown-painter): the block being written as the
 * element's last children, morphed in place, which the block keeps once it is finished. Once the
 * answer is complete the element's HTML equals `renderChatMarkdown(source)`; until then it is
 * `aria-busy`. `compiler` is the app's shared one unless a test gives its own.
 */
export function StreamingMarkdown({ source, streaming, compiler = markdownCompiler }: { source: string; streaming: boolean; compiler?: MarkdownCompiler }) {
  const element = useRef<HTMLDivElement>(null);
  const painter = useRef<MarkdownPainter | null>(null);

  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    painter.current ??= createMarkdownPainter(target, compiler);
    painter.current.set(source, !streaming);
  }, [source, streaming, compiler]);

  useEffect(
    () => () => {
      painter.current?.destroy();
      painter.current = null;
    },
    [],
  );

  return <div ref={element} className={MARKDOWN_CLASS} />;
}
