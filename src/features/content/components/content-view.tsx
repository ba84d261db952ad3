import { useMemo } from 'react';
import type { ContentKind } from '../../../../contract/content';
import { toKoreanDate } from '../../../lib/dates';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { renderMarkdown } from '../../../lib/markdown';
import type { LoadedContent } from '../load-content';
import { useContent } from '../use-content';

export interface ContentViewProps {
  kind: ContentKind;
  word: string;
  preview: boolean;
  initial: LoadedContent;
  /** Menu names from the top level down to this page, for the breadcrumb. */
  trail: string[];
}

/** A CMS page: breadcrumb, title, body (safe markdown), last-modified date. */
export function ContentView({ kind, word, preview, initial, trail }: ContentViewProps) {
  const content = useContent(kind, word, preview, initial);
  const body = useMemo(() => (content.kind === 'page' ? renderMarkdown(content.page.BODY_MD) : ''), [content]);
  const title = content.kind === 'page' ? content.page.TITLE : (trail.at(-1) ?? '');

  return (
    <article className="content-page">
      {trail.length > 0 ? (
        <nav aria-label={koPanels.content.breadcrumb} className="breadcrumb">
          <ol>
            <li>{ko.app.home}</li>
            {trail.map((name, index) => (
              <li key={`${index}-${name}`} aria-current={index === trail.length - 1 ? 'page' : undefined}>
                {name}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 className="content-page__title">{title}</h1>
      {preview ? (
        <p className="notice notice--preview" role="note">
          {koPanels.content.preview}
        </p>
      ) : null}
      {content.kind === 'page' ? (
        <>
          {/* renderMarkdown escapes raw HTML and unsafe URLs: this is safe to insert. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: body }} />
          {Number.isNaN(Date.parse(content.page.UPDATED_AT)) ? null : (
            <p className="content-page__meta">{koPanels.content.updatedAt(toKoreanDate(new Date(content.page.UPDATED_AT)))}</p>
          )}
        </>
      ) : (
        <p className="notice">{content.kind === 'unavailable' && content.status === 0 ? koPanels.content.offlineUnavailable : koPanels.content.notFound}</p>
      )}
    </article>
  );
}
