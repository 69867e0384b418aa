import Link from 'next/link';

/** The «Штрафы» logo: a shield mark and the name (`textClassName` may hide it on phones), linking home. */
export function Logo({ textClassName }: { textClassName?: string }) {
  return (
    <Link href="/" className="logo" aria-label="Штрафы — на главную">
      <LogoMark />
      <span aria-hidden="true" className={textClassName}>
        Штрафы
      </span>
    </Link>
  );
}

/** The shield mark alone (decorative; same drawing as app/icon.svg). */
export function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 4 6.5v8.2C4 22.3 9.1 28.2 16 30c6.9-1.8 12-7.7 12-15.3V6.5L16 2Z" fill="#1d4ed8" />
      <path
        d="M10.5 16.2 14.4 20l7.4-8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
