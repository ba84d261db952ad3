import { useEffect, useState } from 'react';
import { TIMELAPSE_STAGES, type AboutStage, type TimelapseStage } from '../../../../contract/about';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { nextStage, previousStage } from '../model/about-model';

const t = koAbout.timelapse;
const STEP_MS = 3500;

const prefersReducedMotion = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How far the drawing has come: each part shows from its stage on. */
const reached = (stage: TimelapseStage, part: TimelapseStage): boolean => TIMELAPSE_STAGES.indexOf(stage) >= TIMELAPSE_STAGES.indexOf(part);

/**
 * The building at one stage, drawn as SVG: parts fade and rise in with CSS transitions (none under
 * prefers-reduced-motion). Decorative: the caption beside it says what the stage is.
 */
function Scene({ stage }: { stage: TimelapseStage }) {
  const on = (part: TimelapseStage, extra = '') => `timelapse__part ${reached(stage, part) ? 'is-on' : ''} ${extra}`.trim();
  const openOnly = stage === 'open';
  return (
    <svg viewBox="0 0 320 180" className="timelapse__scene" aria-hidden="true" focusable="false">
      <rect width="320" height="180" fill="#e6f1f5" />
      <circle cx="270" cy="36" r="16" fill="#ffd27a" />
      {/* ground and the pit */}
      <rect y="140" width="320" height="40" fill="#c9b79c" />
      <rect x="70" y="140" width="180" height="24" className={on('foundation')} fill="#8a7a66" />
      {/* the site fence of the works, gone when the library opens */}
      <g className={`timelapse__part ${openOnly ? '' : 'is-on'}`}>
        <rect x="40" y="126" width="240" height="14" fill="#f2c14e" />
        {[50, 90, 130, 170, 210, 250].map((x) => (
          <rect key={x} x={x} y="126" width="20" height="14" fill="#1b1f23" opacity="0.25" />
        ))}
      </g>
      {/* crane, from the foundations until the façade is on */}
      <g className={`timelapse__part ${reached(stage, 'foundation') && !openOnly ? 'is-on' : ''}`}>
        <rect x="262" y="30" width="6" height="110" fill="#b34700" />
        <rect x="200" y="30" width="96" height="5" fill="#b34700" />
        <line x1="214" y1="35" x2="214" y2="70" stroke="#1b1f23" strokeWidth="1.5" />
      </g>
      {/* frame: columns and floors */}
      <g className={on('frame', 'timelapse__rise')}>
        {[0, 1, 2, 3, 4].map((floor) => (
          <rect key={floor} x="80" y={128 - floor * 20} width="160" height="3" fill="#4a545e" />
        ))}
        {[80, 120, 160, 200, 237].map((x) => (
          <rect key={x} x={x} y="48" width="3" height="92" fill="#4a545e" />
        ))}
        {/* the timber roof, like branches */}
        <path d="M72 50 L160 28 L248 50 Z" fill="#a8743f" />
      </g>
      {/* façade: glass and vertical louvres */}
      <g className={on('facade')}>
        <rect x="82" y="50" width="156" height="90" fill="#0b5a7a" opacity="0.85" />
        {Array.from({ length: 20 }, (_, index) => (
          <rect key={index} x={86 + index * 7.6} y="52" width="2.4" height="86" fill="#e6f1f5" opacity="0.8" />
        ))}
        <rect x="148" y="112" width="24" height="28" fill="#ffd27a" />
      </g>
      {/* opening: trees, people, the sign */}
      <g className={on('open')}>
        {[30, 52, 272, 294].map((x) => (
          <g key={x}>
            <rect x={x - 2} y="118" width="4" height="22" fill="#6b4a2b" />
            <circle cx={x} cy="112" r="12" fill="#2f7d4f" />
          </g>
        ))}
        {[120, 196, 210].map((x) => (
          <g key={x}>
            <circle cx={x} cy="146" r="3" fill="#1b1f23" />
            <rect x={x - 2.5} y="149" width="5" height="10" rx="2" fill="#07445d" />
          </g>
        ))}
        <rect x="124" y="34" width="72" height="12" rx="3" fill="#ffffff" />
        <rect x="130" y="38" width="60" height="4" rx="2" fill="#0b5a7a" />
      </g>
    </svg>
  );
}

/**
 * {{about:timelapse}}: the construction in five drawn scenes with play/pause, previous/next and a
 * button per scene; the caption under the drawing says the scene in words. Plays once on its own
 * unless the person prefers reduced motion (then it waits for the buttons).
 */
export function TimelapseBlock({ stages }: { stages: readonly AboutStage[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const count = stages.length;
  const last = count - 1;

  useEffect(() => {
    if (!playing || count === 0) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((current) => nextStage(current, count)), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, index, last, count]);

  const stage = stages[Math.min(index, last)];
  if (!stage) return null;
  const toggle = () => {
    if (!playing && index >= last) setIndex(0);
    setPlaying(!playing);
  };
  return (
    <figure className="timelapse" aria-label={t.label}>
      <Scene stage={stage.CODE} />
      <figcaption className="timelapse__caption" aria-live={playing ? 'off' : 'polite'}>
        <span className="timelapse__count">{t.stage(index + 1, count)}</span>
        <strong className="timelapse__title">
          {stage.TITLE}
          {stage.PERIOD ? <span className="timelapse__period"> · {stage.PERIOD}</span> : null}
        </strong>
        <span>{stage.TEXT}</span>
      </figcaption>
      {prefersReducedMotion() ? <p className="timelapse__note">{t.reducedMotion}</p> : null}
      <div className="timelapse__controls">
        <button type="button" className="button button--secondary" onClick={() => setIndex(previousStage(index))} disabled={index === 0}>
          {t.previous}
        </button>
        <button type="button" className="button" onClick={toggle}>
          {playing ? t.pause : t.play}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setIndex(nextStage(index, count))} disabled={index >= last}>
          {t.next}
        </button>
      </div>
      <ol className="timelapse__stages" aria-label={t.stages}>
        {stages.map((item, position) => (
          <li key={`${item.CODE}-${position}`}>
            <button
              type="button"
              className="timelapse__stage"
              aria-current={position === index ? 'step' : undefined}
              onClick={() => {
                setPlaying(false);
                setIndex(position);
              }}
            >
              <span className="timelapse__stage-period">{item.PERIOD}</span>
              {item.TITLE}
            </button>
          </li>
        ))}
      </ol>
    </figure>
  );
}
