import { useEffect, useId, useRef, useState } from 'react';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LabBanner } from './lab-banner';
import { useNoindex } from './use-noindex';
import '../about.css';

const t = koAbout.lab;
type Kind = keyof typeof t.kinds;
const KINDS = Object.keys(t.kinds) as Kind[];

/** The QR code as SVG squares with a four-module quiet zone. */
function QrSvg({ matrix, label }: { matrix: boolean[][]; label: string }) {
  const size = matrix.length + 8;
  const path = matrix.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 4} ${y + 4}h1v1h-1z`] : []))).join('');
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width={size * 6} height={size * 6} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** A 1-D barcode drawn by JsBarcode, loaded on first use (as the member card loads it). */
function BarcodeSvg({ value, format, label, onRefused }: { value: string; format: 'CODE128' | 'EAN13'; label: string; onRefused: () => void }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let current = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!current || !ref.current) return;
      let valid = true;
      try {
        JsBarcode(ref.current, value, { format, width: 2, height: 60, displayValue: format === 'EAN13', margin: 10, valid: (ok: boolean) => (valid = ok) });
      } catch {
        valid = false;
      }
      if (!valid) onRefused();
    });
    return () => {
      current = false;
    };
  }, [value, format, onRefused]);
  return <svg ref={ref} role="img" aria-label={label} />;
}

function Drawing({ kind, value }: { kind: Kind; value: string }) {
  const [qr, setQr] = useState<{ value: string; matrix: boolean[][] | null } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const name = t.kinds[kind];
  useEffect(() => {
    if (kind !== 'qr') return;
    let current = true;
    void import('./qr-matrix').then(({ qrMatrix }) => {
      if (!current) return;
      try {
        setQr({ value, matrix: qrMatrix(value) });
      } catch {
        setQr({ value, matrix: null });
      }
    });
    return () => {
      current = false;
    };
  }, [kind, value]);
  const key = `${kind}:${value}`;
  if (value === '') return <p>{t.qrEmpty}</p>;
  if (kind === 'qr') {
    if (qr?.value !== value) return <p>{t.qrLoading}</p>;
    return qr.matrix ? <QrSvg matrix={qr.matrix} label={t.qrImageLabel(name, value)} /> : <p role="alert">{t.qrRefused(name)}</p>;
  }
  if (refused === key) return <p role="alert">{t.qrRefused(name)}</p>;
  return <BarcodeSvg key={key} value={value} format={kind === 'ean13' ? 'EAN13' : 'CODE128'} label={t.qrImageLabel(name, value)} onRefused={() => setRefused(key)} />;
}

/** /qr-test/test: draws a typed value as a QR code or a barcode (테스트), out of menus and search. */
export function QrTestPage() {
  useNoindex();
  useDocumentTitle(t.qrTitle, ko.app.name);
  const id = useId();
  const [value, setValue] = useState('14167400000001');
  const [kind, setKind] = useState<Kind>('qr');
  return (
    <div className="container about-page">
      <LabBanner kind="test" />
      <h1>{t.qrTitle}</h1>
      <p>{t.qrIntro}</p>
      <div className="field">
        <label htmlFor={`${id}-value`}>{t.qrValue}</label>
        <input id={`${id}-value`} value={value} maxLength={300} onChange={(event) => setValue(event.target.value.trim())} aria-describedby={`${id}-help`} />
        <p id={`${id}-help`}>{t.qrValueHelp}</p>
      </div>
      <fieldset className="lab-row">
        <legend>{t.qrKind}</legend>
        {KINDS.map((option) => (
          <label key={option}>
            <input type="radio" name={`${id}-kind`} value={option} checked={kind === option} onChange={() => setKind(option)} /> {t.kinds[option]}
          </label>
        ))}
      </fieldset>
      <div className="lab-code">
        <Drawing kind={kind} value={value} />
      </div>
    </div>
  );
}
