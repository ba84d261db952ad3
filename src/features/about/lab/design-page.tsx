import { useId, useState, type FormEvent } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ko } from '../../../lib/i18n/messages-ko';
import { LabBanner } from './lab-banner';
import { useNoindex } from './use-noindex';
import '../about.css';
import { TableWrap } from '../components/table-wrap';

const t = koAbout.lab;

export const DESIGN_SECTIONS = ['buttons', 'forms', 'tables', 'status', 'colours'] as const;
export type DesignSection = (typeof DESIGN_SECTIONS)[number];

/** The section a /design/{path} asks for: null for all ('' or an unknown word, which is said). */
export function designSection(path: string): { section: DesignSection | null; unknown: boolean } {
  const word = path.replace(/^\/+|\/+$/g, '');
  if (word === '') return { section: null, unknown: false };
  const section = DESIGN_SECTIONS.find((candidate) => candidate === word) ?? null;
  return { section, unknown: section === null };
}

const TOKENS = [
  ['--brand', '#0b5a7a', '링크, 기본 버튼, 강조'],
  ['--brand-strong', '#07445d', '눌린 버튼, 제목 강조'],
  ['--brand-soft', '#e6f1f5', '표 머리글, 선택된 항목 바탕'],
  ['--accent', '#b34700', '시안·주의 표시'],
  ['--text', '#1b1f23', '본문 글자'],
  ['--muted', '#4a545e', '보조 글자'],
  ['--line', '#d5dbe0', '구분선'],
  ['--danger', '#a4161a', '오류'],
  ['--focus', '#ffbf47', '키보드 초점 테두리'],
] as const;

function Buttons() {
  return (
    <div className="lab-row">
      <button type="button" className="button">
        {t.primary}
      </button>
      <button type="button" className="button button--secondary">
        {t.secondary}
      </button>
      <button type="button" className="button" disabled>
        {t.disabled}
      </button>
      <RouteLink to="/main" className="button button--secondary">
        {t.linkButton}
      </RouteLink>
    </div>
  );
}

function Forms() {
  const id = useId();
  const [email, setEmail] = useState('reader@example');
  const [sent, setSent] = useState(false);
  const invalid = !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.fieldName}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" aria-describedby={`${id}-name-help`} />
        <p id={`${id}-name-help`}>{t.fieldNameHelp}</p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t.fieldEmail}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-email-error` : undefined}
        />
        {invalid ? (
          <p id={`${id}-email-error`} className="field__error">
            {t.fieldEmailError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-topic`}>{t.fieldTopic}</label>
        <select id={`${id}-topic`} name="topic">
          {t.topics.map((topic) => (
            <option key={topic}>{topic}</option>
          ))}
        </select>
      </div>
      <p>
        <label>
          <input type="checkbox" name="agree" /> {t.fieldAgree}
        </label>
      </p>
      <button type="submit" className="button">
        {t.submit}
      </button>
      <p role="status">{sent ? t.submitted : ''}</p>
    </form>
  );
}

function Tables() {
  return (
    <TableWrap label={t.tableCaption}>
      <table className="about-table">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            {t.tableHead.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {t.tableRows.map(([title, due, state]) => (
            <tr key={title}>
              <th scope="row">{title}</th>
              <td>{due}</td>
              <td>{state}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function Status() {
  return (
    <div>
      <p className="lab-status lab-status--info">{t.info}</p>
      <p className="lab-status lab-status--success">{t.success}</p>
      <p className="lab-status lab-status--warning">{t.warning}</p>
      <p className="lab-status lab-status--error">{t.error}</p>
    </div>
  );
}

function Colours() {
  return (
    <TableWrap label={t.colours}>
      <table className="about-table">
        <caption className="sr-only">{t.colours}</caption>
        <thead>
          <tr>
            <th scope="col">{t.tokenName}</th>
            <th scope="col">HEX</th>
            <th scope="col">{t.tokenUse}</th>
          </tr>
        </thead>
        <tbody>
          {TOKENS.map(([name, hex, use]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <span className="lab-swatch" style={{ background: hex }} aria-hidden="true" /> {hex}
              </td>
              <td>{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

const SECTIONS: Record<DesignSection, { title: string; view: () => React.JSX.Element }> = {
  buttons: { title: t.buttons, view: Buttons },
  forms: { title: t.forms, view: Forms },
  tables: { title: t.tables, view: Tables },
  status: { title: t.status, view: Status },
  colours: { title: t.colours, view: Colours },
};

/** /design and /design/{section}: the living style guide (시안), kept out of menus and search. */
export function DesignPage({ path }: { path: string }) {
  useNoindex();
  const { section, unknown } = designSection(path);
  useDocumentTitle(section ? `${t.designTitle} · ${SECTIONS[section].title}` : t.designTitle, ko.app.name);
  const shown = section ? [section] : DESIGN_SECTIONS;
  return (
    <div className="container about-page">
      <LabBanner kind="design" />
      <h1>{t.designTitle}</h1>
      {unknown ? <p className="notice">{t.unknownSection}</p> : null}
      <nav aria-label={t.designSections}>
        <ul className="about-chips">
          <li>
            <RouteLink to="/design/$" params={{ _splat: '' }} aria-current={section === null ? 'page' : undefined}>
              {t.all}
            </RouteLink>
          </li>
          {DESIGN_SECTIONS.map((name) => (
            <li key={name}>
              <RouteLink to="/design/$" params={{ _splat: name }} aria-current={section === name ? 'page' : undefined}>
                {SECTIONS[name].title}
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((name) => {
        const View = SECTIONS[name].view;
        return (
          <section key={name} aria-labelledby={`design-${name}`}>
            <h2 id={`design-${name}`}>{SECTIONS[name].title}</h2>
            <View />
          </section>
        );
      })}
    </div>
  );
}
