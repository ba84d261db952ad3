import { useState } from 'react';
import type { PolicyReport } from '../../../../contract/policy-research';
import { RouteLink } from '../../../components/ui/route-link';
import { StoredView } from '../../../components/ui/stored-view';
import { toDateText } from '../../../lib/date-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPolicy } from '../../../lib/i18n/messages-policy-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { reportsByYear, summaryBlocks, summaryFileName, summaryFileText } from '../model/report-text';
import { usePolicyReports } from '../policy-data';
import { PolicyRelatedLinks } from './policy-parts';
import '../policy.css';

const t = koPolicy.info;
const c = koPolicy.common;

/** Saves a text as a file through a link to a Blob (works offline: nothing is fetched). */
function saveText(name: string, text: string): void {
  // The BOM lets editors that guess the encoding (Windows Notepad) read the Hangul as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function ReportSummary({ report }: { report: PolicyReport }) {
  return (
    <div className="report__summary">
      {summaryBlocks(report.SUMMARY).map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

function ReportCard({ report, onSaved }: { report: PolicyReport; onSaved: (title: string) => void }) {
  const save = () => {
    saveText(
      summaryFileName(report),
      summaryFileText(report, {
        header: t.fileHeader,
        kind: t.kind,
        kindName: t.kinds[report.KIND],
        researchers: t.researchers,
        published: t.published,
        pages: t.pages,
        abstract: t.abstract,
        keywords: t.keywords,
      }),
    );
    onSaved(report.TITLE);
  };
  return (
    <article className="report" aria-labelledby={`report-${report.REPORT_ID}`}>
      <p className="report__kind">
        <span className="status status--soon">{t.kinds[report.KIND]}</span>
      </p>
      <h4 id={`report-${report.REPORT_ID}`} className="report__title">
        {report.TITLE}
      </h4>
      <dl className="facts">
        {report.RESEARCHERS ? (
          <div>
            <dt>{t.researchers}</dt>
            <dd>{report.RESEARCHERS}</dd>
          </div>
        ) : null}
        {report.PUBLISHED_ON ? (
          <div>
            <dt>{t.published}</dt>
            <dd>{toDateText(report.PUBLISHED_ON)}</dd>
          </div>
        ) : null}
        {report.PAGES > 0 ? (
          <div>
            <dt>{t.pages}</dt>
            <dd>{t.pageCount(report.PAGES)}</dd>
          </div>
        ) : null}
        {report.KEYWORDS.length > 0 ? (
          <div>
            <dt>{t.keywords}</dt>
            <dd>{report.KEYWORDS.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <h5 className="report__subhead">{t.abstract}</h5>
      <p className="report__abstract">{report.ABSTRACT}</p>
      {report.SUMMARY ? (
        <details className="report__details">
          <summary aria-label={t.summaryOf(report.TITLE)}>{t.readSummary}</summary>
          <ReportSummary report={report} />
        </details>
      ) : null}
      <button type="button" className="button button--secondary report__download" aria-label={t.downloadLabel(report.TITLE)} onClick={save}>
        {t.download}
      </button>
    </article>
  );
}

/** /policy-research/info: what the research centre does, and its reports with abstracts and summaries. */
export function PolicyInfoPage() {
  useDocumentTitle(t.title, ko.app.name);
  const view = usePolicyReports();
  const [saved, setSaved] = useState('');
  return (
    <div className="container policy">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-intro">{t.intro}</p>
      <section className="policy-section" aria-labelledby="policy-roles">
        <h2 id="policy-roles">{t.rolesTitle}</h2>
        <ul className="policy-roles">
          {t.roles.map((role) => (
            <li key={role.name}>
              <strong>{role.name}</strong> {role.text}
            </li>
          ))}
        </ul>
        <p>
          {t.contact}{' '}
          <RouteLink to="/contents/$menuUrl" params={{ menuUrl: 'organization' }}>
            {c.organizationLink}
          </RouteLink>
        </p>
      </section>
      <section className="policy-section" aria-labelledby="policy-reports">
        <h2 id="policy-reports">{t.reportsTitle}</h2>
        <p>{t.reportsIntro}</p>
        <p className="sr-only" role="status">
          {saved ? t.downloaded(saved) : ''}
        </p>
        <StoredView view={view} labels={c}>
          {(data) =>
            data.LIST.length === 0 ? (
              <p className="notice">{t.empty}</p>
            ) : (
              reportsByYear(data.LIST).map((group) => (
                <section key={group.year} className="report-year" aria-labelledby={`report-year-${group.year}`}>
                  <h3 id={`report-year-${group.year}`}>
                    {t.yearHeading(group.year)} <span className="muted report-year__count">{t.reportCount(group.reports.length)}</span>
                  </h3>
                  {group.reports.map((report) => (
                    <ReportCard key={report.REPORT_ID} report={report} onSaved={setSaved} />
                  ))}
                </section>
              ))
            )
          }
        </StoredView>
      </section>
      <p className="muted policy__demo">{c.demoNote}</p>
      <PolicyRelatedLinks current="info" />
    </div>
  );
}
