import styles from './header.module.css';

const HOME_LABEL = 'Штрафы — на главную';

/** The logo's drawing and name (the name is hidden on narrow phones by the header's styles). */
function LogoContent() {
  return (
    <>
      <LogoMark />
      <span aria-hidden="true" className={styles.logoText}>
        Штрафы
      </span>
    </>
  );
}

/** Props of the logo's link home: its label and look; the link itself is the caller's. */
export const logoLinkProps = { className: 'logo', 'aria-label': HOME_LABEL, children: <LogoContent /> } as const;

/**
 * The logo as a plain link that loads the home page afresh. For the error boundaries: after a failed
 * render a whole new page is the sure way back, and their code, which every page loads, then does
 * not carry the router's link a second time (README «Speed», JavaScript budget).
 */
export function DocumentLogo() {
  // eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole new page on purpose (see above)
  return <a href="/" {...logoLinkProps} />;
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
