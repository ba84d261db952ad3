import { useState } from 'react';
import { COVER_FALLBACK } from '../../../components/ui/cover-fallback';

/** A cover with explicit size (no layout shift); a missing or broken one shows the grey logo. */
export function BookCover({ src, title }: { src: string; title: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      className="book-cover"
      src={!src || broken ? COVER_FALLBACK : src}
      alt={`${title} 표지`}
      width={150}
      height={210}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
