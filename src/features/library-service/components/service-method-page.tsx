import type { ReactNode } from 'react';
import { E_RESOURCE_KINDS, type ServiceRules } from '../../../../contract/library-service';
import { RouteLink } from '../../../components/ui/route-link';
import { Freshness } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koLibraryService } from '../../../lib/i18n/messages-library-service-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { joinLink, myLibraryLink } from '../../../links/account-links';
import { useServiceRules } from '../library-service-data';
import { E_RESOURCE_PATHS } from './e-resource-list-page';
import { LoginOffer, type MemberGate } from './library-service-parts';
import '../library-service.css';

const m = koLibraryService.method;
const c = koLibraryService.common;
const PATH = '/library-service/method';

const SECTIONS = [
  ['membership', m.membership.title],
  ['loan', m.loan.title],
  ['returns', m.returns.title],
  ['reserve', m.reserve.title],
  ['wish', m.wish.title],
  ['delivery', m.delivery.title],
  ['eresources', m.eresources.title],
  ['access', m.access.title],
  ['more', m.more.title],
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`method-${id}`} className="method-section" aria-labelledby={`method-${id}-title`}>
      <h2 id={`method-${id}-title`} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface ServiceMethodPageProps {
  gate: MemberGate;
}

/**
 * /library-service/method: 도서관 이용 방법. The limits (권수, 기간, 예약, 희망도서) are the
 * server's own (selectservicerules, kept on the device); the sister services open through the SSO
 * hub for a member, and a visitor is offered the login back to this page.
 */
export function ServiceMethodPage({ gate }: ServiceMethodPageProps) {
  useDocumentTitle(m.title, ko.app.name);
  const view = useServiceRules();
  const rules = view.stored?.data.RULES ?? null;
  const pending = view.stored === undefined || view.status === 'loading';
  const ruleText = (text: (rules: ServiceRules) => string) =>
    rules ? text(rules) : (
      <span className="method-rule-missing" aria-busy={pending || undefined}>
        {pending ? m.rulesLoading : m.rulesMissing}
      </span>
    );
  return (
    <div className="container library-service">
      <p className="library-service__group">{c.group}</p>
      <h1 className="page-title">{m.title}</h1>
      <p className="page-intro">{m.intro}</p>
      {view.stored ? <Freshness fetchedAt={view.stored.fetchedAt} status={view.status} onRefresh={view.refresh} labels={c} /> : null}
      <nav className="method-toc" aria-label={m.toc}>
        <ol>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#method-${id}`}>{title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="membership" title={m.membership.title}>
        <ul className="method-list">
          {m.membership.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
          <li>{m.membership.card}</li>
        </ul>
        {gate.kind === 'visitor' ? (
          <p>
            <RouteLink className="button" {...joinLink()}>
              {m.membership.join}
            </RouteLink>
          </p>
        ) : null}
      </Section>

      <Section id="loan" title={m.loan.title}>
        <ul className="method-list">
          <li>
            <strong>{ruleText((r) => m.loan.limit(r.LOAN_LIMIT, r.LOAN_DAYS))}</strong>
          </li>
          <li>{ruleText((r) => m.loan.renew(r.MAX_RENEWALS, r.RENEW_DAYS))}</li>
          <li>{m.loan.renewRefused}</li>
          <li>{m.loan.where}</li>
        </ul>
        <p>
          <RouteLink {...myLibraryLink('bookloan-list')}>{m.loan.myLoans}</RouteLink>
        </p>
      </Section>

      <Section id="returns" title={m.returns.title}>
        <ul className="method-list">
          {m.returns.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="reserve" title={m.reserve.title}>
        <ul className="method-list">
          <li>
            <strong>{ruleText((r) => m.reserve.limit(r.RESERVE_LIMIT))}</strong>
          </li>
          <li>{ruleText((r) => m.reserve.pickup(r.PICKUP_DAYS))}</li>
          <li>{m.reserve.how}</li>
        </ul>
        <p>
          <RouteLink {...myLibraryLink('bookreserve-list')}>{m.reserve.myReserves}</RouteLink>
        </p>
      </Section>

      <Section id="wish" title={m.wish.title}>
        <p>{ruleText((r) => m.wish.limit(r.WISH_MONTH_LIMIT))}</p>
        <p>
          <RouteLink {...myLibraryLink('bookwish-list')}>{m.wish.link}</RouteLink>
        </p>
      </Section>

      <Section id="delivery" title={m.delivery.title}>
        <p>{m.delivery.intro}</p>
        <ul className="method-services">
          {(['ggdelivery', 'ggcyber', 'ggebook'] as const).map((service) => {
            const { name, text } = m.delivery.services[service];
            return (
              <li key={service} className="method-service">
                <h3 className="method-service__name">{name}</h3>
                <p>{text}</p>
                {gate.kind === 'member' ? (
                  <button type="button" className="button button--secondary" onClick={() => gate.openService(service)}>
                    {m.delivery.open(name)} <span className="sr-only">{m.delivery.opensInNewTab}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {gate.kind === 'visitor' ? <LoginOffer why={m.delivery.loginNeeded} label={m.delivery.loginToUse} returnTo={PATH} /> : null}
      </Section>

      <Section id="eresources" title={m.eresources.title}>
        <p>{m.eresources.intro}</p>
        <ul className="method-links">
          {E_RESOURCE_KINDS.map((kind) => (
            <li key={kind}>
              <RouteLink to={E_RESOURCE_PATHS[kind]}>{koLibraryService.eresource.titles[kind]}</RouteLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="access" title={m.access.title}>
        <ul className="method-list">
          {m.access.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="more" title={m.more.title}>
        <ul className="method-links">
          <li>
            <RouteLink to="/contents/$menuUrl" params={{ menuUrl: 'hours' }}>
              {m.more.hours}
            </RouteLink>
          </li>
          <li>
            <RouteLink to="/gg-directions">{m.more.directions}</RouteLink>
          </li>
          <li>
            <RouteLink to="/community/events/program-list">{m.more.programs}</RouteLink>
          </li>
          <li>
            <RouteLink to="/library-service/central-contents/human">{m.more.human}</RouteLink>
          </li>
        </ul>
      </Section>
    </div>
  );
}
