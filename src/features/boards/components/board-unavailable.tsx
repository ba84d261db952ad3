import { koPanels } from '../../../lib/i18n/messages-panels-ko';

/** A board page that was never stored, opened offline: said in words instead of an empty page. */
export function Unavailable() {
  return (
    <div className="container">
      <p className="notice">{koPanels.content.offlineUnavailable}</p>
    </div>
  );
}
