/**
 * The library's logo inline (the same drawing as public/images/logo.svg): no image request, and
 * identical to the static first-paint header in index.html so nothing shifts when the app mounts.
 */
export function Logo({ label }: { label: string }) {
  return (
    <svg className="site-header__logo-svg" viewBox="0 0 160 40" width={160} height={40} role="img" aria-label={label}>
      <path d="M16.4 10.75Q10.88 6.65 4.29 8.25L4.29 26.05Q10.88 24.63 16.4 28.55Z" fill="#0b5a7a"/>
      <path d="M19.6 10.75Q25.12 6.65 31.71 8.25L31.71 26.05Q25.12 24.63 19.6 28.55Z" fill="#0b5a7a"/>
      <path d="M1.8 11.28L1.8 28.72Q10.88 27.48 18 31.4Q25.12 27.48 34.2 28.72L34.2 11.28" fill="none" stroke="#0b5a7a" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round"/>
      <path d="M18 11.28L18 30.51" fill="none" stroke="#0b5a7a" strokeWidth="1.25" strokeLinecap="round" strokeLinejoin="round"/>
      <text x="40" y="27.5" fontFamily="system-ui, sans-serif" fontSize="21" fontWeight="700" letterSpacing="-0.5" fill="#0b5a7a">경기도서관</text>
    </svg>
  );
}
