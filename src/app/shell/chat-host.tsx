import { atom, useSetAtom } from 'jotai';
import { useAtomNow } from '../../lib/use-atom-now';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSession } from '../../features/session/use-session';
import { focusWhenShown, isLeavingForNextPage } from '../../lib/focus-return';
import { OPEN_ASSISTANT_EVENT } from '../../lib/open-assistant';

/** The AI assistant panel is open (a panel: hides the floating bar, locks page scroll). */
const chatOpenAtom = atom(false);

export function useIsChatOpen(): boolean {
  return useAtomNow(chatOpenAtom);
}

/** Which button opened the panel (data-chat-opener), for the focus return. */
let opener = '';

export function useSetChatOpen(): (open: boolean, from?: string) => void {
  const set = useSetAtom(chatOpenAtom);
  return (open, from = '') => {
    if (open) opener = from;
    set(open);
  };
}

/**
 * The floating bar is taken away while a panel is open, so the dialog cannot hand focus back to
 * that button itself: once it is back, the button that opened the panel gets the focus again.
 */
function returnFocusToOpener(): void {
  if (isLeavingForNextPage()) return;
  focusWhenShown('data-chat-opener', opener);
}

// The whole assistant (panel, stream client, its texts and styles) loads on the first opening.
const ChatPanel = lazy(() => import('../../features/chat/components/chat-panel').then((module) => ({ default: module.ChatPanel })));

/** Hosts the assistant; the app tells it whether the visitor is a member. */
export function ChatHost() {
  const open = useIsChatOpen();
  const setOpen = useSetChatOpen();
  const session = useSession();
  // Loaded on first open, then kept mounted so closing runs the dialog's own focus return.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  // A page's own button (lib/open-assistant.ts), e.g. the 생성형 AI 도서관 page.
  const openRef = useRef(setOpen);
  openRef.current = setOpen;
  useEffect(() => {
    const onOpen = (event: Event) => openRef.current(true, event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : '');
    window.addEventListener(OPEN_ASSISTANT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_ASSISTANT_EVENT, onOpen);
  }, []);
  return wanted || open ? (
    <Suspense fallback={null}>
      <ChatPanel
        open={open}
        onClose={() => {
          setOpen(false);
          returnFocusToOpener();
        }}
        memberKey={session.status === 'member' ? session.session.user.USER_KEY : null}
      />
    </Suspense>
  ) : null;
}
