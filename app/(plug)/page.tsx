import type { Metadata } from 'next';
import { JsonLd } from '@/components/content/json-ld';
import { absoluteUrl, organizationJsonLd, pageMetadata, SITE_NAME } from '@/lib/server/content/seo';
import { HomeContent } from '@/components/home/home-content';

/**
 * Built once, at `npm run build`, and served as a file: the page reads nothing of the request.
 * 'force-static', not 'error': the root 404 page (app/not-found.tsx) is rendered into every
 * route's data and reads the request's headers, which here answer empty. The page carries no
 * per-request nonce; its Content-Security-Policy lists the hashes of its inline scripts instead
 * (lib/security/static-page-csp.ts). Its canonical address and structured data take PUBLIC_URL as
 * it was at build time (README «Configuration»).
 */
export const dynamic = 'force-static';

const HOME_SEO = {
  title: 'Проверка штрафов ГИБДД по СТС и госномеру',
  description:
    'Узнайте о штрафах ГИБДД по номеру СТС и госномеру: сумма со скидкой за раннюю оплату, срок оплаты, фото с камер и штрафы, переданные приставам.',
  path: '/',
};

export function generateMetadata(): Metadata {
  return pageMetadata(HOME_SEO);
}

/** Home page: what the service does and the СТС check form. */
export default function HomePage() {
  return (
    <div className="hero">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': [
            organizationJsonLd(),
            {
              '@type': 'WebSite',
              name: SITE_NAME,
              url: absoluteUrl('/'),
              inLanguage: 'ru',
              publisher: { '@id': absoluteUrl('/#organization') },
            },
          ],
        }}
      />
      <HomeContent messages={{}} />
    </div>
  );
}
