import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { StreamingMarkdown } from '../../../components/ui/streaming-markdown';
import { leaveFocusToNextPage } from '../../../lib/focus-return';
import { ANSWER_TEXT_CLASS } from '../model/constants';

/**
 * The answer's markdown through the safe streaming renderer. In-app links inside it navigate
 * through the router (and close the panel) instead of reloading the app.
 */
export function AnswerMarkdown({ source, streaming, onNavigate }: { source: string; streaming: boolean; onNavigate: () => void }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target === '_blank') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    // The panel closes: the next page's content takes the focus, not the panel's opener.
    leaveFocusToNextPage();
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
    onNavigate();
  };
  return (
    // A delegated handler for the links the markdown contains; the links themselves are the controls.
    <div className={ANSWER_TEXT_CLASS} onClick={onClick}>
      <StreamingMarkdown source={source} streaming={streaming} />
    </div>
  );
}
