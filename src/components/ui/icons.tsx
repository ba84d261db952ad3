/*
 * Small icons drawn as inline SVG in the text's colour (`.icon`, app/styles.css), never as font
 * glyphs. ✦, ☰ and ✕ are in none of the Korean fonts the portal asks for (Apple SD Gothic Neo,
 * Malgun Gothic, Noto Sans CJK KR): each device drew them from whatever font it had for symbols
 * (DejaVu Sans on the test machines), in its own shape, size and weight, or as an empty box where
 * it had none. Decorative: every button names itself in words beside them or for screen readers.
 */

import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

/** The one frame every icon shares: a 16-unit square, hidden from screen readers, never focused. */
function DrawnIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Strokes in the text's colour, as the menu, close and arrow icons draw them. */
const STROKE = { stroke: 'currentColor', strokeWidth: 1.75, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;

/** The AI assistant's mark (was ✦). */
export function SparkleIcon({ className }: IconProps) {
  return (
    <DrawnIcon className={className}>
      <path d="M8 0.5C8.6 5 11 7.4 15.5 8 11 8.6 8.6 11 8 15.5 7.4 11 5 8.6 0.5 8 5 7.4 7.4 5 8 0.5Z" fill="currentColor" />
    </DrawnIcon>
  );
}

/** The full menu (was ☰). */
export function MenuIcon({ className }: IconProps) {
  return (
    <DrawnIcon className={className}>
      <path d="M1.5 3h13M1.5 8h13M1.5 13h13" {...STROKE} />
    </DrawnIcon>
  );
}

/** Closing a panel (was ✕). */
export function CloseIcon({ className }: IconProps) {
  return (
    <DrawnIcon className={className}>
      <path d="M3 3l10 10M13 3L3 13" {...STROKE} />
    </DrawnIcon>
  );
}

/** Back to the top of the page (was ↑, drawn like its neighbours in the floating bar). */
export function ArrowUpIcon({ className }: IconProps) {
  return (
    <DrawnIcon className={className}>
      <path d="M8 14V2.5M3 7.5l5-5 5 5" {...STROKE} />
    </DrawnIcon>
  );
}
