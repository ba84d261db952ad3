import { useRouter } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import type { BookMarcResponse, MarcField } from '../../../../../contract/catalogue';
import { RouteLink } from '../../../../components/ui/route-link';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { bookLink } from '../../../../links/catalogue-links';
import type { Loaded } from '../../../../data/resource';
import { indicatorText, isBlankIndicator, isControlField, SUBFIELD_MARK } from '../model/marc';
import { LastUpdated, LoadProblem } from './discovery-parts';
import './discovery.css';

const text = koDiscovery.marc;

function Indicator({ value }: { value: string }) {
  if (!isBlankIndicator(value)) return <>{indicatorText(value)}</>;
  return (
    <>
      <span aria-hidden="true">{indicatorText(value)}</span>
      <span className="sr-only">{text.blank}</span>
    </>
  );
}

function FieldRow({ field }: { field: MarcField }) {
  const control = isControlField(field);
  return (
    <tr>
      <th scope="row" className="marc__tag">
        {field.TAG}
      </th>
      <td className="marc__ind">{control ? null : <Indicator value={field.IND1} />}</td>
      <td className="marc__ind">{control ? null : <Indicator value={field.IND2} />}</td>
      <td className="marc__data">
        {control
          ? field.VALUE
          : field.SUBFIELDS.map((subfield, index) => (
              <span key={index} className="marc__subfield">
                <span className="marc__code" aria-hidden="true">
                  {SUBFIELD_MARK}
                  {subfield.CODE}
                </span>
                <span className="sr-only">{`${text.subfield(subfield.CODE)} `}</span>
                {subfield.VALUE}
              </span>
            ))}
      </td>
    </tr>
  );
}

/**
 * /window/search/marc?bookKey=…: a book's KORMARC record, the leader and then one table row per
 * field (tag, indicators, subfields with their codes). Opened in its own window from the book
 * record; also a normal page. 'Close window' closes a window a script or a link opened; where
 * the browser keeps the window open, it goes back (or to the book).
 */
export function MarcView({ bookKey, result }: { bookKey: string; result: Loaded<BookMarcResponse> | { kind: 'missing' } }) {
  const router = useRouter();
  const captionId = useId();
  const marc = result.kind === 'data' ? result.data.MARC : null;

  // Printing leaves out the portal's header and footer while this page is shown.
  useEffect(() => {
    document.documentElement.classList.add('marc-window');
    return () => document.documentElement.classList.remove('marc-window');
  }, []);

  const close = () => {
    window.close();
    window.setTimeout(() => {
      if (window.closed) return;
      if (window.history.length > 1) window.history.back();
      else if (bookKey) void router.navigate(bookLink(bookKey));
    }, 150);
  };

  return (
    <div className="marc">
      <h1 className="page-title">{marc ? text.titleOf(marc.TITLE) : text.title}</h1>
      <div className="marc__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {text.print}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          {text.close}
        </button>
        {bookKey ? (
          <RouteLink className="marc__detail" {...bookLink(bookKey)}>
            {text.detail}
          </RouteLink>
        ) : null}
      </div>
      {result.kind === 'data' ? (
        marc ? (
          <>
            <LastUpdated fetchedAt={result.fetchedAt} fromCache={result.fromCache} />
            <div className="marc__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className="marc__table">
                <caption id={captionId}>{text.fields}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.tag}</th>
                    <th scope="col">{text.ind1}</th>
                    <th scope="col">{text.ind2}</th>
                    <th scope="col">{text.data}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row" className="marc__tag">
                      {text.leader}
                    </th>
                    <td className="marc__data marc__leader" colSpan={3}>
                      {marc.LEADER}
                    </td>
                  </tr>
                  {marc.FIELDS.map((field, index) => (
                    <FieldRow key={`${field.TAG}-${index}`} field={field} />
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p className="notice">{text.missing}</p>
        )
      ) : result.kind === 'missing' ? (
        <p className="notice">{bookKey ? text.missing : text.noKey}</p>
      ) : (
        <LoadProblem result={result} />
      )}
    </div>
  );
}
