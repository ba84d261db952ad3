import { koFacts } from '../../../lib/i18n/messages-facts-ko';
import { useLibraryInfo } from '../library-info-data';
import { closedText, libraryHoursText } from '../model/facts-text';
import { FactSkeleton, PhoneLink } from './fact-parts';
import '../library-info.css';

/** The regular hours, the closed days and the phone, for the home page's hours card. */
export function HoursSummary() {
  const { info, loading } = useLibraryInfo();
  if (!info) {
    const value = (size: 'short' | 'medium' | 'long') => (loading ? <FactSkeleton size={size} /> : null);
    return (
      <div className="facts-summary" aria-busy={loading}>
        {loading ? <span className="sr-only">{koFacts.loading}</span> : null}
        <p>
          {koFacts.hours} {value('medium')}
        </p>
        <p>
          {koFacts.closed} {value('long')}
        </p>
        <p className="facts-summary__phone">
          {koFacts.phone} {value('short')}
        </p>
      </div>
    );
  }
  return (
    <div className="facts-summary">
      <p>
        {koFacts.hours} {koFacts.hoursList(libraryHoursText(info))}
      </p>
      <p>
        {koFacts.closed} {koFacts.closedList(closedText(info))}
      </p>
      {info.PHONE ? (
        <p className="facts-summary__phone">
          <PhoneLink phone={info.PHONE} label={koFacts.phone} />
        </p>
      ) : null}
    </div>
  );
}
