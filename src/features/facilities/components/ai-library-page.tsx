import type { ReactNode } from 'react';
import type { FacilityListResponse } from '../../../../contract/facilities';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { ko } from '../../../lib/i18n/messages-ko';
import { koFacilities } from '../../../lib/i18n/messages-facilities-ko';
import { openAssistant } from '../../../lib/open-assistant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { rentalFacilityLink } from '../../../links/facility-links';
import { useFacilityList } from '../facilities-data';
import { ListUpdated, LoadProblem, RoomFacts } from './facility-parts';

const t = koFacilities.ai;

export interface AiLibraryPageProps {
  loaded: Loaded<FacilityListResponse>;
  /** The 4th floor's opening hours, drawn by the library's facts (the route gives them). */
  hours: ReactNode;
}

/** /our-library/core-contents/generative-ai-library: what the AI library offers, its rules and its rooms. */
export function AiLibraryPage({ loaded, hours }: AiLibraryPageProps) {
  useDocumentTitle(t.title, ko.app.name);
  const current = useFacilityList(loaded);
  return (
    <div className="container facilities">
      <h1 className="page-title">{t.title}</h1>
      <p className="facilities__lead">{t.lead}</p>

      <section aria-labelledby="ai-offers-title">
        <h2 id="ai-offers-title" className="section-title">
          {t.offersTitle}
        </h2>
        <ul className="ai-offers">
          {t.offers.map((offer) => (
            <li key={offer.title} className="ai-offer">
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
            </li>
          ))}
        </ul>
        <p className="rental-actions">
          <button type="button" className="button" data-chat-opener="ai-library" aria-haspopup="dialog" onClick={() => openAssistant('ai-library')}>
            {t.askAssistant}
          </button>
          <RouteLink className="button button--secondary" {...rentalFacilityLink()}>
            {t.toRental}
          </RouteLink>
        </p>
      </section>

      <section aria-labelledby="ai-spaces-title">
        <h2 id="ai-spaces-title" className="section-title">
          {t.spacesTitle}
        </h2>
        <p>{t.spacesIntro}</p>
        {current.kind === 'data' ? (
          <>
            <ul className="room-cards">
              {current.data.LIST.filter((room) => room.AI_LIBRARY_YN === 'Y').map((room) => (
                <li key={room.FACILITY_CODE} className="room-card">
                  <h3>{room.NAME}</h3>
                  {room.SUMMARY ? <p>{room.SUMMARY}</p> : null}
                  <RoomFacts room={room} />
                  <RouteLink {...rentalFacilityLink({ facility: room.FACILITY_CODE })}>{t.bookThis(room.NAME)}</RouteLink>
                </li>
              ))}
            </ul>
            <ListUpdated fetchedAt={current.fetchedAt} />
          </>
        ) : (
          <LoadProblem result={current} />
        )}
      </section>

      <section aria-labelledby="ai-rules-title">
        <h2 id="ai-rules-title" className="section-title">
          {t.rulesTitle}
        </h2>
        <ul className="facilities__list">
          {t.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ai-privacy-title">
        <h2 id="ai-privacy-title" className="section-title">
          {t.privacyTitle}
        </h2>
        <ul className="facilities__list">
          {t.privacy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ai-place-title">
        <h2 id="ai-place-title" className="section-title">
          {t.placeTitle}
        </h2>
        <p>{t.place}</p>
        <p>{t.hoursNote}</p>
        {hours}
      </section>
    </div>
  );
}
