import { isoToday, toIsoDate } from '../../../lib/dates';
import { toDateTime, toTime12 } from '../../../lib/date-format';

/**
 * When a message was written, in the library's time: Korean 12-hour time for today's messages
 * ('오후 03:07', spec §9), with the date for older ones read from the history.
 */
export function MessageTime({ at }: { at: number }) {
  if (!(at > 0)) return null;
  const label = toIsoDate(at) === isoToday() ? toTime12(at) : toDateTime(at);
  return (
    <time className="chat-message__time" dateTime={new Date(at).toISOString()}>
      {label}
    </time>
  );
}
