import { koMerge } from '../../../lib/i18n/messages-merge-ko';
import '../account-merge.css';

/** Spec §2: paths with /merge-user/ get their own style — this band under the header, on every one of them. */
export function MergeBand() {
  return (
    <div className="container narrow">
      <div className="merge-band">
        <p className="merge-band__name">{koMerge.band}</p>
        <p className="merge-band__note">{koMerge.bandNote}</p>
      </div>
    </div>
  );
}
