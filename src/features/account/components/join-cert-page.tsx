import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { CbData, CertResultResponse } from '../../../../contract/identity';
import { RouteLink } from '../../../components/ui/route-link';
import { ko } from '../../../lib/i18n/messages-ko';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { accountPaths, type AccountFlow } from '../model/account-paths';
import { readDraft, termsAccepted, writeDraft } from '../model/join-draft';
import { CertStep } from './cert-step';
import { JoinSteps } from './join-steps';
import '../account.css';

/**
 * /join/join-step02: identity certification for a join. A person who already has an account
 * (CB_DATA) is told which (masked) and sent to find it; one account per person.
 */
export function JoinCertPage({ flow = 'main' }: { flow?: AccountFlow }) {
  const paths = accountPaths(flow);
  const navigate = useNavigate();
  const [existing, setExisting] = useState<CbData | null>(null);
  const existingRef = useRef<HTMLHeadingElement>(null);
  const draft = readDraft(sessionStorage);
  const allowed = termsAccepted(draft);
  useDocumentTitle(`${koJoin.cert.title} - ${draft.integrated ? koJoin.integratedTitle : koJoin.title}`, ko.app.name);

  useEffect(() => {
    if (!allowed) void navigate({ to: draft.integrated && flow === 'main' ? '/join/join-step01-integrade' : paths.step01, replace: true });
  }, [allowed, draft.integrated, navigate, flow, paths.step01]);

  useEffect(() => {
    if (existing) existingRef.current?.focus();
  }, [existing]);

  if (!allowed) return null;
  const onCertified = (data: CertResultResponse) => {
    if (data.CB_DATA) {
      setExisting(data.CB_DATA);
      return;
    }
    const auth = data.AUTH_DATA;
    const current = readDraft(sessionStorage);
    writeDraft(sessionStorage, {
      ...current,
      cert: { ticket: data.CERT_TICKET, name: auth?.NAME ?? '', birthday: auth?.BIRTHDAY ?? '', phone: auth?.PHONE ?? '', gender: auth?.GENDER ?? '', at: Date.now() },
    });
    void navigate({ to: paths.step03 });
  };

  return (
    <div className="container narrow">
      <h1 className="page-title">{draft.integrated ? koJoin.integratedTitle : koJoin.title}</h1>
      <JoinSteps current={2} />
      <h2 className="section-title">{koJoin.cert.title}</h2>
      {existing ? (
        <section className="status-box" aria-labelledby="join-existing">
          <h3 id="join-existing" ref={existingRef} tabIndex={-1}>
            {koJoin.cert.already}
          </h3>
          <p>{koJoin.cert.alreadyText(existing.CB_USER_ID, existing.CB_NAME)}</p>
          <p>
            {flow === 'merge' ? (
              <RouteLink className="button" to="/merge-user/find-info">
                {koJoin.cert.goFind}
              </RouteLink>
            ) : (
              <RouteLink className="button" to="/login/find-info" search={{ from: 'join' }}>
                {koJoin.cert.goFind}
              </RouteLink>
            )}
          </p>
        </section>
      ) : (
        <>
          <p className="page-intro">{koJoin.cert.intro}</p>
          <CertStep purpose="join" flow={flow === 'merge' ? 'merge' : 'join'} continueTo={paths.step02} onCertified={onCertified} />
        </>
      )}
    </div>
  );
}
