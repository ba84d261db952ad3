import type { ClubState } from '../../../../contract/reading';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { paragraphs } from '../model/reading-text';

/** A club's recruiting state in words (the colour only repeats it). */
export function ClubStateBadge({ state }: { state: ClubState }) {
  return <span className={`status status--${state === 'OPEN' ? 'open' : 'closed'}`}>{koReading.club.states[state]}</span>;
}

/** Plain text as paragraphs of text: never HTML, whatever it contains. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {paragraphs(text).map((part, index) => (
        <p key={index}>{part}</p>
      ))}
    </div>
  );
}
