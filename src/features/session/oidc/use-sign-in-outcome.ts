import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { OidcReturn } from '../../../lib/oidc-return';
import type { LoginSearch } from '../model/login-search';
import type { MemberSession } from '../model/session-state';
import { linkUnlinked, settleSignIn, type SignInWords } from './sign-in-return';
import type { UnlinkedStep } from './unlinked-choices';

/** Where a provider sign-in page stands (the popup states are Any-ID's only). */
export type SignInView =
  | { kind: 'start' }
  | { kind: 'waiting' }
  | { kind: 'closed' }
  | { kind: 'checking' }
  /** This window is the popup: its answer went to the page that opened it. */
  | { kind: 'handed-back' }
  | { kind: 'failed'; message: string }
  | { kind: 'unlinked'; ticket: string; name: string; step: UnlinkedStep; message?: string };

/**
 * What /login/anyId and the naver login page do with a provider's answer: trade it and go on as
 * from /login (target, syncto, returnTo), say a refusal in the alert, or offer an unlinked account
 * the join or a library login that links it.
 */
export function useSignInOutcome(search: LoginSearch, words: SignInWords) {
  const navigate = useNavigate();
  const [view, setView] = useState<SignInView>({ kind: 'start' });
  const alertRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wordsRef = useRef(words);
  wordsRef.current = words;

  /** Logged in: on as from /login (SSO targets, welaa, the page that sent the member to log in). */
  const proceed = useCallback(() => {
    void navigate({ to: '/login', search: { target: search.target, syncto: search.syncto, returnTo: search.returnTo }, replace: true });
  }, [navigate, search]);

  const settle = useCallback(
    async (outcome: OidcReturn, withAutoLogin: boolean) => {
      if (outcome.kind === 'none') return;
      if (outcome.kind !== 'error') setView({ kind: 'checking' });
      const settled = await settleSignIn(outcome, withAutoLogin, wordsRef.current);
      if (!settled) return;
      if (settled.kind === 'logged-in') return proceed();
      if (settled.kind === 'failed') {
        setView({ kind: 'failed', message: settled.message });
        requestAnimationFrame(() => alertRef.current?.focus());
        return;
      }
      if (settled.kind === 'expired') {
        setView({ kind: 'unlinked', ticket: settled.ticket, name: '', step: 'expired' });
        return;
      }
      setView({ kind: 'unlinked', ticket: settled.ticket, name: settled.name, step: 'choose' });
      requestAnimationFrame(() => headingRef.current?.focus());
    },
    [proceed],
  );

  const link = useCallback(async (member: MemberSession, ticket: string, name: string) => {
    setView({ kind: 'unlinked', ticket, name, step: 'linking' });
    const linked = await linkUnlinked(member.user.USER_KEY, ticket, wordsRef.current);
    setView(linked.ok ? { kind: 'unlinked', ticket, name, step: 'linked' } : { kind: 'unlinked', ticket, name, step: 'choose', message: linked.message });
    requestAnimationFrame(() => alertRef.current?.focus());
  }, []);

  const busy = view.kind === 'checking' || (view.kind === 'unlinked' && view.step === 'linking');
  const alert = view.kind === 'failed' ? view.message : view.kind === 'unlinked' && view.message ? view.message : '';
  return { view, setView, alertRef, headingRef, proceed, settle, link, busy, alert };
}
