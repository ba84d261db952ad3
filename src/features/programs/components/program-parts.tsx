import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProgramState } from '../../../../contract/programs';
import type { Loaded } from '../../../data/resource';
import { koPrograms } from '../../../lib/i18n/messages-programs-ko';
import { LastUpdated as SharedLastUpdated } from '../../../components/ui/last-updated';
import '../programs.css';

/** A state in words (and a shape, never colour alone): 모집 중, 대기 가능, 마감, 접수 예정, 자유 참여. */
export function StateWord({ state }: { state: ProgramState }) {
  return <span className={`program-state program-state--${state.toLowerCase()}`}>{koPrograms.states[state]}</span>;
}

/** When the copy was fetched; with a stored copy, why it is the stored one. */
export function LastUpdated({ fetchedAt, fromCache }: { fetchedAt: number; fromCache: boolean }) {
  return <SharedLastUpdated fetchedAt={fetchedAt} fromCache={fromCache} labels={koPrograms} className="program-updated" cachedClassName="program-updated--cached" />;
}

/** Nothing to show: offline with nothing stored, or the server refused (with a retry). */
export function LoadProblem({ result }: { result: Exclude<Loaded<unknown>, { kind: 'data' }> }) {
  const router = useRouter();
  if (result.kind === 'offline') return <p className="notice">{koPrograms.offline}</p>;
  return (
    <div className="program-problem">
      <p className="form-error" role="alert">
        {result.kind === 'failed' && result.message ? result.message : koPrograms.failed}
      </p>
      <button type="button" className="button button--secondary" onClick={() => void router.invalidate()}>
        {koPrograms.retry}
      </button>
    </div>
  );
}

/** Label–value rows (a description list); rows without a value are left out. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode] | null | false)[] }) {
  return (
    <dl className="program-facts">
      {rows.map((row) =>
        row && row[1] ? (
          <div key={row[0]}>
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
