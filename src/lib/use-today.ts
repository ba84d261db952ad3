import { useEffect, useState } from 'react';
import { LIBRARY_TIME_ZONE } from '../../contract/constants';
import { isoToday, msUntilNextDay } from './dates';

/** Longest wait between checks: a sleeping device fires late timers, so never trust one long wait. */
const MAX_WAIT_MS = 60 * 60 * 1000;

/**
 * Today (yyyy-MM-dd) in the zone, by default the library's; a page left open over midnight, or
 * brought back to the foreground on another day, renders again with the new day.
 */
export function useToday(timeZone: string = LIBRARY_TIME_ZONE): string {
  const [today, setToday] = useState(() => isoToday(timeZone));
  useEffect(() => {
    let timer = 0;
    const check = () => {
      window.clearTimeout(timer);
      setToday(isoToday(timeZone));
      timer = window.setTimeout(check, Math.min(msUntilNextDay(timeZone) + 1000, MAX_WAIT_MS));
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [timeZone]);
  return today;
}
