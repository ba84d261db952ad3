import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';
import { BARCODE_OPTIONS, barcodeFormat } from '../model/barcode';

/** The membership barcode as SVG (sharp at any zoom, nothing to download). */
export function BarcodeSvg({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (ref.current) JsBarcode(ref.current, value, { ...BARCODE_OPTIONS, format: barcodeFormat(value) });
  }, [value]);
  return <svg ref={ref} role="img" aria-label={label} className="member-card__barcode" />;
}
