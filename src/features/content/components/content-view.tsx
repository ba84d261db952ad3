import { useMemo } from 'react';
import type { ContentKind, ContentPage } from '../../../../contract/content';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { toKoreanDate } from '../../../lib/date-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { renderMarkdown } from '../../../lib/markdown';
import { contentResource } from '../content-data';

export interface ContentViewProps {
  kind: ContentKind;
  word: string;
  preview: boolean;
  initial: Loaded<ContentPage>;
  /** Menu names from the top level down to this page, for the breadcrumb. */
  trail: string[];
}

/** A CMS page: breadcrumb, title, body (safe markdown), last-modified date. */
export function ContentView({ kind, word, preview, initial, trail }: ContentViewProps) {
  // A refresh that lands repaints the page; a preview stays the draft it loaded.
  const content = useLoaded(contentResource, { kind, word, preview }, initial, { live: !preview });
  const page = content.kind === 'data' ? content.data : null;
  const body = useMemo(() => (page ? renderMarkdown(page.BODY_MD) : ''), [page]);
  const title = page ? page.TITLE : (trail.at(-1) ?? '');
  // The library's day of the change ('' when the date is missing or broken).
  const updated = page ? toKoreanDate(page.UPDATED_AT) : '';

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
      {page ? (
        <>
          {/* renderMarkdown escapes raw HTML and unsafe URLs: this is safe to insert. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: body }} />
          {updated === '' ? null : <p className="content-page__meta">{koPanels.content.updatedAt(updated)}</p>}
        </>
      ) : (
        <p className="notice">{content.kind === 'offline' ? koPanels.content.offlineUnavailable : koPanels.content.notFound}</p>
      )}
    </article>
  );
}
