import { useEffect, useRef, useState } from "react";
import { RouteLink } from "../../../components/ui/route-link";
import { ko } from "../../../lib/i18n/messages-ko";
import { koJoin } from "../../../lib/i18n/messages-join-ko";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { koMerge } from "../../../lib/i18n/messages-merge-ko";
import { accountPaths, type AccountFlow } from "../model/account-paths";
import { readDone } from "../model/join-draft";
import { JoinSteps } from "./join-steps";
import { serviceName } from "./join-terms-page";
import "../account.css";

/**
 * /join/join-step04: the new member's number and id, and the way on: log in and see the card
 * (/main?card=open after the login), or — when a sister service sent them — log in to it.
 */
export function JoinDonePage({ flow = "main" }: { flow?: AccountFlow }) {
  const [done] = useState(() => readDone(sessionStorage));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(koJoin.done.title, ko.app.name);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="container narrow">
      <h1 className="page-title" ref={headingRef} tabIndex={-1}>
        {koJoin.done.title}
      </h1>
      <JoinSteps current={4} />
      {done ? (
        <>
          <p className="join-done__welcome">{koJoin.done.heading(done.name)}</p>
          <dl className="info-pairs join-done__facts">
            <div>
              <dt>{koJoin.done.id}</dt>
              <dd>{done.userId}</dd>
            </div>
            <div>
              <dt>{koJoin.done.userNo}</dt>
              <dd className="join-done__number">{done.userNo}</dd>
            </div>
          </dl>
          <p>{koJoin.done.cardHint}</p>
          {flow === "merge" ? (
            <>
              <p className="notice">{koMerge.joinDone.body}</p>
              <p className="button-row">
                <RouteLink className="button" to="/merge-user/login">
                  {koMerge.joinDone.next}
                </RouteLink>
              </p>
            </>
          ) : (
            <p className="button-row">
              {done.service ? (
                <RouteLink
                  className="button"
                  to="/login"
                  search={{ target: done.service }}
                >
                  {koJoin.done.loginService(serviceName(done.service))}
                </RouteLink>
              ) : (
                <RouteLink
                  className="button"
                  to="/login"
                  search={{ returnTo: "/main?card=open" }}
                >
                  {koJoin.done.login}
                </RouteLink>
              )}
              <RouteLink className="button button--secondary" to="/main">
                {koJoin.done.home}
              </RouteLink>
            </p>
          )}
        </>
      ) : (
        <>
          <p className="notice">{koJoin.done.missing}</p>
          <p className="button-row">
            <RouteLink
              className="button"
              to={flow === "merge" ? "/merge-user/login" : "/login"}
            >
              {ko.header.login}
            </RouteLink>
            <RouteLink
              className="button button--secondary"
              to={accountPaths(flow).step01}
            >
              {koJoin.title}
            </RouteLink>
          </p>
        </>
      )}
    </div>
  );
}
