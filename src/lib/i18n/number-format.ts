/**
 * A count as Korean pages write it: digits grouped by thousands with commas (12,345), a minus
 * sign for negatives (a fraction, which counts never have, is cut at three digits). The same text as
 * `value.toLocaleString('ko-KR')` for the counts we show, without Intl: the first Intl call of a
 * page loads the engine's locale data, 60–100 ms on a phone-speed CPU (npm run bench --
 * --boot-only), and a board or a search result shows a count before anything else needs Intl.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  if (/e/i.test(whole)) return value.toLocaleString('ko-KR'); // beyond 1e21: let the engine write it
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction.slice(0, 3)}`}`;
}
