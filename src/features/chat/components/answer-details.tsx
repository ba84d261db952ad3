import type { ChatBookItem, ChatDetails, ChatGenericItem, ChatItem, ChatWebItem, RenderType } from '../../../../contract/chat';
import { HrefLink } from '../../../components/ui/href-link';
import { RouteLink } from '../../../components/ui/route-link';
import { koChat } from '../../../lib/i18n/messages-chat-ko';
import { isInternalPath, isSafeExternalUrl } from '../../../lib/safe-url';
import { bookLink } from '../../../links/catalogue-links';

const HEADINGS: Record<RenderType, string> = {
  catalog_list: koChat.headings.books,
  recommendation_list: koChat.headings.books,
  web_search_list: koChat.headings.web,
  library_info_list: koChat.headings.libraryInfo,
  lecture_info_list: koChat.headings.lectures,
  website_guide_list: koChat.headings.website,
  others: koChat.headings.others,
};

/** Spec §2: a book without a book key links to its own address (in-app only here); null: no link. */
export function ownBookUrl(item: ChatBookItem): string | null {
  return item.book_key === '' && isInternalPath(item.url) ? item.url : null;
}

function SafeLink({ href, children, onNavigate }: { href: string; children: string; onNavigate: () => void }) {
  if (isInternalPath(href)) {
    return (
      <HrefLink href={href} onNavigate={onNavigate}>
        {children}
      </HrefLink>
    );
  }
  if (isSafeExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <span>{children}</span>;
}

function BookItem({ item, onNavigate }: { item: ChatBookItem; onNavigate: () => void }) {
  const ownUrl = ownBookUrl(item);
  const available = item.loan_code === 'OK';
  const facts = [
    [koChat.book.author, item.author],
    [koChat.book.publisher, item.publisher],
    [koChat.book.year, item.publish_year],
    [koChat.book.location, item.shelf_loc_desc],
    [koChat.book.callNo, item.call_no],
  ].filter(([, value]) => value !== '');
  return (
    <li className="chat-book">
      <p className="chat-book__title">
        {item.book_key !== '' ? (
          <RouteLink {...bookLink(item.book_key)} onNavigate={onNavigate} aria-label={koChat.book.detail(item.title)}>
            {item.title}
          </RouteLink>
        ) : ownUrl ? (
          <HrefLink href={ownUrl} onNavigate={onNavigate} aria-label={koChat.book.detail(item.title)}>
            {item.title}
          </HrefLink>
        ) : (
          item.title
        )}
      </p>
      <dl className="chat-book__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={available ? 'chat-book__state chat-book__state--ok' : 'chat-book__state'}>{available ? koChat.book.available : koChat.book.unavailable}</p>
      {item.reason !== '' ? (
        <p className="chat-book__reason">
          <span className="chat-book__reason-label">{koChat.book.reason}</span> {item.reason}
        </p>
      ) : null}
    </li>
  );
}

function WebItem({ item, onNavigate }: { item: ChatWebItem; onNavigate: () => void }) {
  return (
    <li className="chat-item">
      <p className="chat-item__title">
        <SafeLink href={item.link} onNavigate={onNavigate}>
          {item.title}
        </SafeLink>
      </p>
      {item.snippet ? <p>{item.snippet}</p> : null}
      {item.source ? <p className="chat-item__meta">{item.source}</p> : null}
    </li>
  );
}

function GenericItem({ item, onNavigate }: { item: ChatGenericItem; onNavigate: () => void }) {
  const meta = [
    [koChat.generic.category, item.category],
    [koChat.generic.location, item.location],
    [koChat.generic.source, item.source],
  ].filter(([, value]) => value !== '');
  return (
    <li className="chat-item">
      <p className="chat-item__title">{item.link && isInternalPath(item.link) ? <SafeLink href={item.link} onNavigate={onNavigate}>{item.title}</SafeLink> : item.title}</p>
      {item.content ? <p className="chat-item__content">{item.content}</p> : null}
      {meta.length > 0 ? (
        <dl className="chat-item__facts">
          {meta.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

function Item({ item, onNavigate }: { item: ChatItem; onNavigate: () => void }) {
  if (item.kind === 'book') return <BookItem item={item} onNavigate={onNavigate} />;
  if (item.kind === 'web') return <WebItem item={item} onNavigate={onNavigate} />;
  return <GenericItem item={item} onNavigate={onNavigate} />;
}

/** The structured result of an answer, under the heading of its render type (spec §3). */
export function StructuredItems({ details, onNavigate }: { details: ChatDetails; onNavigate: () => void }) {
  const structured = details.final_structured;
  if (!structured) return null;
  return (
    <section className="chat-details__section">
      <h4 className="chat-details__heading">{HEADINGS[structured.render_type]}</h4>
      <ul className="chat-details__list">
        {structured.items.map((item, index) => (
          <Item key={`${item.kind}-${index}`} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </section>
  );
}

/** '출처': shown only when there is no structured result (spec §4). */
export function EvidenceList({ details }: { details: ChatDetails }) {
  if (details.evidence.length === 0) return null;
  return (
    <section className="chat-evidence">
      <h4 className="chat-details__heading">{koChat.sources}</h4>
      <ul>
        {details.evidence.map((evidence, index) => (
          <li key={index}>
            {[evidence.title, evidence.source, evidence.publisher, evidence.publish_year].filter((part) => part !== '').join(' · ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
