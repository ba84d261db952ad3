/**
 * The route tree is loaded by section (issue 13): the build groups routes by the first segment of
 * their path (scripts/route-sections.ts), the app loads a section when an address needs it
 * (src/app/route-sections.ts), and the server names a deep link's section chunk in the shell's
 * Link header (server/http/route-preload.ts). All three use these two rules.
 */

/** The section of a URL path: its first segment, decoded (`/community/notice` → `community`, `/` → ''). */
export function sectionOfPath(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

/** A section's key as a module and chunk name: letters, digits and dashes kept, anything else `_<hex>`. */
export function sectionSlug(section: string): string {
  return section.replace(/[^A-Za-z0-9-]/g, (character) => `_${character.codePointAt(0)?.toString(16) ?? ''}_`);
}

/** The build manifest's key of a section's module (vite.route-sections.ts). */
export const sectionModuleId = (section: string) => `virtual:route-section/${sectionSlug(section)}`;
