import { micromark } from 'micromark';

/**
 * Renders CommonMark to HTML that is safe to insert: raw HTML in the source is escaped and
 * links or images with dangerous schemes lose their URL (micromark's safe defaults).
 * Images load lazily and only from this origin, so a page cannot leak readers to another host.
 */
export function renderMarkdown(source: string): string {
  const html = micromark(source, { allowDangerousHtml: false, allowDangerousProtocol: false });
  return html.replace(/<img src="([^"]*)"/g, (_match, src: string) => {
    const sameOrigin = src.startsWith('/') && !src.startsWith('//');
    return `<img loading="lazy" decoding="async" src="${sameOrigin ? src : ''}"`;
  });
}
