import type { ReactNode } from 'react';

/**
 * A table's box: on a narrow screen a wide table scrolls inside it, not the page. The box is a
 * named region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="about-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
