import { koJoin } from '../../../lib/i18n/messages-join-ko';

/** The four join steps as an ordered list; the current one is marked (and said) as the step. */
export function JoinSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <>
      <ol className="join-steps" aria-label={koJoin.stepsLabel}>
        {koJoin.steps.map((name, index) => {
          const step = index + 1;
          const state = step < current ? 'is-done' : step === current ? 'is-current' : '';
          return (
            <li key={name} className={`join-steps__item ${state}`} aria-current={step === current ? 'step' : undefined}>
              <span className="join-steps__number" aria-hidden="true">
                {step}
              </span>
              <span className="join-steps__name">{name}</span>
            </li>
          );
        })}
      </ol>
      <p className="sr-only">{koJoin.stepOf(current, koJoin.steps.length, koJoin.steps[current - 1] ?? '')}</p>
    </>
  );
}
