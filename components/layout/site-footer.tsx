import Link from 'next/link';
import { SITE_SECTIONS } from './site-sections';

const DOCUMENTS = [
  { href: '/licenses/agreement', label: 'Пользовательское соглашение' },
  { href: '/licenses/privacy', label: 'Политика конфиденциальности' },
] as const;

/** Footer of the default layout: the site's sections, its documents and a short legal line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Разделы сайта">
          <ul className="site-footer__links">
            {SITE_SECTIONS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Документы">
          <ul className="site-footer__links">
            {DOCUMENTS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © «Штрафы». Сервис не является государственным органом. Сведения о начислениях — из ГИС ГМП; юридическую силу имеют
          только постановления и документы ведомств.
        </p>
      </div>
    </footer>
  );
}
