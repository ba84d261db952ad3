import { useRouter } from '@tanstack/react-router';
import type { Loaded } from '../../../data/resource';
import { koBoards } from '../../../lib/i18n/messages-boards-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * A board page without its data, said in words instead of an empty page: never stored and opened
 * offline, gone, or refused with a status that raises no error page (400, 429 …: spec §7 raises
 * those only in strict mode), with a way to ask again.
 */
export function Unavailable({ problem = { kind: 'offline' }, what }: { problem?: Exclude<Loaded<unknown>, { kind: 'data' }>; what: 'list' | 'post' }) {
  const router = useRouter();
  const title = what === 'list' ? koBoards.listFailedTitle : koBoards.postFailedTitle;
  useDocumentTitle(problem.kind === 'failed' ? title : problem.kind === 'missing' && what === 'post' ? koBoards.missing : koBoards.boardTitle, ko.app.name);
  if (problem.kind === 'offline') {
    return (
      <div className="container">
        <p className="notice">{koPanels.content.offlineUnavailable}</p>
      </div>
    );
  }
  if (problem.kind === 'missing') {
    return (
      <div className="container">
        <p className="notice">{what === 'post' ? koBoards.missing : koBoards.boardMissing}</p>
      </div>
    );
  }
  return (
    <div className="container">
      <h1 className="page-title">{title}</h1>
      <p className="notice" role="alert">
        {problem.message || koBoards.loadFailed}
      </p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        {koBoards.loadAgain}
      </button>
    </div>
  );
}
