import type { AboutColour } from '../../../../contract/about';
import { koAbout } from '../../../lib/i18n/messages-about-ko';

const t = koAbout.symbol;

/** The symbol mark: the open book of the app's icon, drawn here (no image to download). */
export function SymbolMark({ tile, page, label }: { tile: string; page: string; label: string }) {
  return (
    <svg viewBox="0 0 64 64" width="160" height="160" role="img" aria-label={label} className="about-symbol__mark">
      <rect width="64" height="64" rx="14.08" fill={tile} />
      <path d="M29.77 19.11Q22.08 13.41 12.91 15.64L12.91 40.43Q22.08 38.45 29.77 43.91Z" fill={page} />
      <path d="M34.23 19.11Q41.92 13.41 51.09 15.64L51.09 40.43Q41.92 38.45 34.23 43.91Z" fill={page} />
      <path
        d="M9.44 19.85L9.44 44.15Q22.08 42.42 32 47.87Q41.92 42.42 54.56 44.15L54.56 19.85"
        fill="none"
        stroke={page}
        strokeWidth="2.23"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M32 19.85L32 46.63" fill="none" stroke={page} strokeWidth="1.74" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** {{about:symbol}}: the mark on a light and on a dark ground, each named. */
export function SymbolBlock({ colours }: { colours: readonly AboutColour[] }) {
  const brand = colours[0]?.HEX ?? '#0B5A7A';
  const dark = colours[1]?.HEX ?? '#07445D';
  return (
    <div className="about-symbol">
      <figure className="about-symbol__figure">
        <SymbolMark tile={brand} page="#FFFFFF" label={t.markLabel} />
        <figcaption>{t.onLight}</figcaption>
      </figure>
      <figure className="about-symbol__figure about-symbol__figure--dark">
        <SymbolMark tile={dark} page="#FFFFFF" label={`${t.markLabel} (${t.onDark})`} />
        <figcaption>{t.onDark}</figcaption>
      </figure>
    </div>
  );
}

/** {{about:colours}}: each colour with a swatch and said in words and codes. */
export function ColoursBlock({ colours }: { colours: readonly AboutColour[] }) {
  return (
    <ul className="about-colours" aria-label={t.colours}>
      {colours.map((colour) => (
        <li key={colour.HEX} className="about-colours__item">
          <svg className="about-colours__swatch" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
            <rect x="0.5" y="0.5" width="47" height="47" rx="8" fill={colour.HEX} stroke="#4a545e" />
          </svg>
          <div>
            <p className="about-colours__name">{colour.NAME}</p>
            <dl className="about-colours__codes">
              <div>
                <dt>{t.hex}</dt>
                <dd>{colour.HEX}</dd>
              </div>
              {colour.RGB ? (
                <div>
                  <dt>{t.rgb}</dt>
                  <dd>{colour.RGB}</dd>
                </div>
              ) : null}
              {colour.CMYK ? (
                <div>
                  <dt>{t.cmyk}</dt>
                  <dd>{colour.CMYK}</dd>
                </div>
              ) : null}
            </dl>
            {colour.MEANING ? <p>{colour.MEANING}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
