import { telHref } from '../../../../contract/library-info';

/** A grey bar where a fact will show, about the size of its value (no jump when it arrives). */
export function FactSkeleton({ size = 'medium' }: { size?: 'short' | 'medium' | 'long' }) {
  return <span className={`fact-skeleton fact-skeleton--${size}`} aria-hidden="true" />;
}

/** A phone number as a link that calls it. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return <a href={telHref(phone)}>{label ? `${label} ${phone}` : phone}</a>;
}
