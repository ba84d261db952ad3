import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef, useState } from 'react';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { BARCODE_OPTIONS, barcodePlan } from '../model/barcode';

/**
 * The membership barcode as SVG (sharp at any zoom, nothing to download). A number no CODE128
 * code set can carry — or one the encoder refuses anyway — is shown in large type with a note
 * for the desk instead: the card never fails to open.
 */
export function BarcodeSvg({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  const plan = barcodePlan(value);
  const format = plan.kind === 'bars' ? plan.format : null;
  const [refused, setRefused] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!ref.current || format === null) return;
    let valid = true;
    try {
      JsBarcode(ref.current, value, { ...BARCODE_OPTIONS, format, valid: (ok: boolean) => (valid = ok) });
    } catch {
      valid = false;
    }
    setRefused(valid ? null : value);
  }, [value, format]);

  if (format === null || refused === value) {
    return (
      <div className="member-card__as-text" role="group" aria-label={koPanels.card.textOnlyLabel}>
        <p className="member-card__big-number">{value || koPanels.card.noNumber}</p>
        <p className="member-card__text-note">{koPanels.card.textOnlyNote}</p>
      </div>
    );
  }
  return <svg ref={ref} role="img" aria-label={label} className="member-card__barcode" />;
}
