import type { LabFact, LabSection } from '../../../../contract/labs';
import type { ProgramState, ProgramSummary } from '../../../../contract/programs';
import { koLabs } from '../../../lib/i18n/messages-labs-ko';
import { labArt, POSTER_SIZE, type LabArt } from '../model/lab-art';
import { applyPeriod, placesText, sessionWhen, textBlocks } from '../model/lab-text';

/** A state of applying in words (the colour only repeats them). */
export function StateWord({ state }: { state: ProgramState }) {
  const tone = state === 'OPEN' || state === 'WAITLIST' ? 'open' : state === 'SOON' ? 'soon' : 'closed';
  return <span className={`status status--${tone}`}>{koLabs.states[state]}</span>;
}

/** A picture with its size (no layout shift), lazy below the fold, described in words. */
export function LabPicture({ art, className, eager = false }: { art: LabArt; className?: string; eager?: boolean }) {
  return <img className={className} src={art.src} alt={art.alt} width={POSTER_SIZE.width} height={POSTER_SIZE.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}

export function LabPoster({ slug, className, eager }: { slug: string; className?: string; eager?: boolean }) {
  const art = labArt(slug);
  return art ? <LabPicture art={art} {...(className ? { className } : {})} {...(eager ? { eager } : {})} /> : null;
}

/** Plain text as paragraphs and lists: never HTML, whatever it contains. */
export function TextBody({ text }: { text: string }) {
  return (
    <>
      {textBlocks(text).map((block, index) =>
        block.kind === 'p' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="labs-list">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

export function LabFacts({ facts, labelledBy }: { facts: readonly LabFact[]; labelledBy?: string }) {
  return (
    <dl className="info-list labs-facts" aria-labelledby={labelledBy}>
      {facts.map((fact) => (
        <div key={fact.LABEL} className="info-list__row">
          <dt>{fact.LABEL}</dt>
          <dd>{fact.VALUE}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LabSections({ sections, idPrefix }: { sections: readonly LabSection[]; idPrefix: string }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.HEADING} className="labs-section" aria-labelledby={`${idPrefix}-${index}`}>
          <h2 id={`${idPrefix}-${index}`} className="section-title">
            {section.HEADING}
          </h2>
          <TextBody text={section.BODY} />
        </section>
      ))}
    </>
  );
}

/** A session's facts: when, who, where, places and the application window. */
export function SessionFacts({ session }: { session: ProgramSummary }) {
  const rows: [string, string][] = [
    [koLabs.when, sessionWhen(session)],
    [koLabs.target, session.TARGET],
    [koLabs.place, session.PLACE],
    [koLabs.places, placesText(session)],
    [koLabs.applyPeriod, applyPeriod(session)],
  ];
  return (
    <dl className="labs-session__facts">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Where the member is in the two steps, said in words (the current step marked aria-current). */
export function ApplySteps({ current }: { current: 1 | 2 }) {
  return (
    <ol className="labs-steps" aria-label={koLabs.steps.label}>
      {[koLabs.steps.one, koLabs.steps.two].map((label, index) => (
        <li key={label} className={index + 1 === current ? 'labs-steps__item labs-steps__item--current' : 'labs-steps__item'} aria-current={index + 1 === current ? 'step' : undefined}>
          {label}
          {index + 1 === current ? <span className="sr-only"> ({koLabs.steps.current})</span> : null}
        </li>
      ))}
    </ol>
  );
}
