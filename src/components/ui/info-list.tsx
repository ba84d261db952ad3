/** Label–value rows (a definition list), e.g. a member's details or a book's record. */
export function InfoList({ rows }: { rows: ReadonlyArray<readonly [label: string, value: string]> }) {
  return (
    <dl className="info-list">
      {rows.map(([label, value]) => (
        <div key={label} className="info-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
