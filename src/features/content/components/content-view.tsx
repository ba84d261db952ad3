import { Fragment, useMemo, type ReactNode } from 'react';
import type { ContentKind, ContentPage } from '../../../../contract/content';
import { splitContentBlocks } from '../../../../contract/content-blocks';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { toDateText } from '../../../lib/date-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { renderMarkdown } from '../../../lib/markdown';
import { trustedHtml } from '../../../lib/trusted-types';
import { contentResource } from '../content-data';

export interface ContentViewProps {
  kind: ContentKind;
  word: string;
  preview: boolean;
  initial: Loaded<ContentPage>;
  /** Menu names from the top level down to this page, for the breadcrumb. */
  trail: string[];
  /**
   * Draws a `{{name:arg…}}` block of the body (contract/content-blocks.ts) from data another
   * feature owns, e.g. the library's facts; the route gives it. Without it, or when it answers
   * null, the block is left out.
   */
  renderBlock?: ContentBlockRenderer;
}

/** What a route gives a CMS page to draw its blocks with. */
export type ContentBlockRenderer = (block: { name: string; args: readonly string[] }) => ReactNode;

type BodyPart = { kind: 'html'; html: string } | { kind: 'block'; name: string; args: string[] };

/** A CMS page: breadcrumb, title, body (safe markdown), last-modified date. */
export function ContentView({ kind, word, preview, initial, trail, renderBlock }: ContentViewProps) {
  // A refresh that lands repaints the page; a preview stays the draft it loaded.
  const content = useLoaded(contentResource, { kind, word, preview }, initial, { live: !preview });
  const page = content.kind === 'data' ? content.data : null;
  // The body's markdown runs, each rendered once, and its blocks between them.
  const body = useMemo<BodyPart[]>(
    () =>
      page
        ? splitContentBlocks(page.BODY_MD).map((segment) =>
            segment.kind === 'markdown' ? { kind: 'html', html: renderMarkdown(segment.text) } : { kind: 'block', name: segment.name, args: segment.args },
          )
        : [],
    [page],
  );
  const title = page ? page.TITLE : (trail.at(-1) ?? '');
  // The library's day of the change ('' when the date is missing or broken).
  const updated = page ? toDateText(page.UPDATED_AT) : '';

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
          <div className="prose">
            {body.map((part, index) =>
              part.kind === 'html' ? (
                // renderMarkdown escapes raw HTML and unsafe URLs: this is safe to insert (the
                // Trusted Types policy admits only our renderers' HTML, lib/trusted-types.ts).
                <div key={index} dangerouslySetInnerHTML={{ __html: trustedHtml(part.html) }} />
              ) : (
                <Fragment key={index}>{renderBlock?.(part) ?? null}</Fragment>
              ),
            )}
          </div>
          {updated === '' ? null : <p className="content-page__meta">{koPanels.content.updatedAt(updated)}</p>}
        </>
      ) : (
        <p className="notice">{content.kind === 'offline' ? koPanels.content.offlineUnavailable : koPanels.content.notFound}</p>
      )}
    </article>
  );
}
