import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { CHECK_ERROR_QUERY, CHECK_ERRORS_COOKIE, decodeCheckErrors } from '@/app/check/check-errors';
import { LazyFineCheckForm } from '@/components/fines/lazy-fine-check-form';
import { SandboxNotice } from '@/components/fines/sandbox-notice';
import { JsonLd } from '@/components/content/json-ld';
import { absoluteUrl, organizationJsonLd, pageMetadata, SITE_NAME } from '@/lib/server/content/seo';

const HOME_SEO = {
  title: 'Проверка штрафов ГИБДД по СТС и госномеру',
  description:
    'Узнайте о штрафах ГИБДД по номеру СТС и госномеру: сумма со скидкой за раннюю оплату, срок оплаты, фото с камер и штрафы, переданные приставам.',
  path: '/',
};

export function generateMetadata(): Metadata {
  return pageMetadata(HOME_SEO);
}

/**
 * Home page: what the service does and the СТС check form. After the form was posted without
 * JavaScript and refused (`/?check=error`), the server's messages are read from their
 * short-lived cookie and shown above the form.
 */
export default async function HomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const messages =
    query[CHECK_ERROR_QUERY.name] === CHECK_ERROR_QUERY.value
      ? decodeCheckErrors((await cookies()).get(CHECK_ERRORS_COOKIE)?.value)
      : {};
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
      <section aria-labelledby="home-title">
        <h1 id="home-title">Проверка штрафов ГИБДД</h1>
        <p className="lead">Введите номер СТС и госномер — мы запросим начисления в ГИС ГМП и покажем все штрафы по машине.</p>
        <ol className="steps">
          <li>Найдём неоплаченные штрафы, в том числе с камер, и покажем фото.</li>
          <li>Подскажем, до какого числа действует скидка за раннюю оплату и когда истекает срок.</li>
          <li>Предупредим, если штраф уже передан приставам и старый УИН больше не действует.</li>
        </ol>
        <p className="muted">
          Уже проверяли? <Link href="/fines/list">Мои штрафы</Link>
        </p>
      </section>
      <div className="stack">
        <div className="card">
          <h2>Данные автомобиля</h2>
          <LazyFineCheckForm messages={messages} />
        </div>
        <SandboxNotice />
      </div>
    </div>
  );
}
