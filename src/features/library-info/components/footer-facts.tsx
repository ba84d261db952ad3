import { koFacts } from '../../../lib/i18n/messages-facts-ko';
import { useLibraryInfo } from '../library-info-data';
import { addressText, closedText, libraryHoursText } from '../model/facts-text';
import { FactSkeleton, PhoneLink } from './fact-parts';
import '../library-info.css';

/**
 * The footer's address, phone, hours and closed days, from the stored facts. Before any copy is
 * on the device each line shows its label (and a grey bar the size of its value while it loads):
 * never an old number written into the page.
 */
export function FooterFacts() {
  const { info, loading } = useLibraryInfo();
  if (!info) {
    // Still loading: grey bars the size of the values. None to be had (offline, never fetched):
    // the labels alone.
    const value = (size: 'short' | 'medium' | 'long') => (loading ? <FactSkeleton size={size} /> : null);
    return (
      <address className="site-footer__address" aria-busy={loading}>
        {loading ? <span className="sr-only">{koFacts.loading}</span> : null}
        <span>
          {koFacts.address} {value('long')}
        </span>
        <span className="site-footer__phone">
          {koFacts.phone} {value('short')}
        </span>
        <span>
          {koFacts.hours} {value('medium')}
        </span>
        <span>
          {koFacts.closed} {value('long')}
        </span>
      </address>
    );
  }
  return (
    <address className="site-footer__address">
      <span>
        {koFacts.address} {addressText(info)}
      </span>
      {info.PHONE ? (
        <span className="site-footer__phone">
          <PhoneLink phone={info.PHONE} label={koFacts.phone} />
          {info.FAX ? ` · ${koFacts.fax} ${info.FAX}` : null}
        </span>
      ) : null}
      <span>
        {koFacts.hours} {koFacts.hoursList(libraryHoursText(info))}
      </span>
      <span>
        {koFacts.closed} {koFacts.closedList(closedText(info))}
      </span>
    </address>
  );
}
