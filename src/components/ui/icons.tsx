/*
 * Small icons drawn as inline SVG in the text's colour (`.icon`, app/styles.css), never as font
 * glyphs. ✦, ☰ and ✕ are in none of the Korean fonts the portal asks for (Apple SD Gothic Neo,
 * Malgun Gothic, Noto Sans CJK KR): each device drew them from whatever font it had for symbols
 * (DejaVu Sans on the test machines), in its own shape, size and weight, or as an empty box where
 * it had none. Decorative: every button names itself in words beside them or for screen readers.
 */

interface IconProps {
  className?: string;
}

function iconClass(className: string | undefined): string {
  return className ? `icon ${className}` : 'icon';
}

/** The AI assistant's mark (was ✦). */
export function SparkleIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 0.5C8.6 5 11 7.4 15.5 8 11 8.6 8.6 11 8 15.5 7.4 11 5 8.6 0.5 8 5 7.4 7.4 5 8 0.5Z" fill="currentColor" />
    </svg>
  );
}

/** The full menu (was ☰). */
export function MenuIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M1.5 3h13M1.5 8h13M1.5 13h13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** Closing a panel (was ✕). */
export function CloseIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** Back to the top of the page (was ↑, drawn like its neighbours in the floating bar). */
export function ArrowUpIcon({ className }: IconProps) {
  return (
    <svg className={iconClass(className)} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 14V2.5M3 7.5l5-5 5 5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}
