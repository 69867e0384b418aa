import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { InnCheckForm } from '@/components/taxes/inn-check-form';
import { UinLookup } from '@/components/uin-lookup/uin-lookup';
import { JsonLd } from '@/components/content/json-ld';
import { breadcrumbJsonLd, pageMetadata } from '@/lib/server/content/seo';
import { listEntries } from '@/lib/server/content/service';
import { EntryList } from '@/components/content/entry-list';
import { uinLookupForPage } from '@/lib/server/fines/uin-lookup-page';
import { outageAware } from '@/lib/server/pages/outage-aware';
import { cameBackRefused, decodeInnCheckRefusal, INN_CHECK_REFUSAL_COOKIE } from '@/lib/server/documents/inn-check-refusal';

const TAXES_SEO = {
  title: 'Налоги: проверка задолженности по ИНН и УИН',
  description:
    'Транспортный, имущественный и земельный налог: проверка начислений по ИНН и поиск по УИН из налогового уведомления.',
  path: '/taxes',
};

export function generateMetadata(): Metadata {
  return pageMetadata(TAXES_SEO);
}

/**
 * Taxes (public): what tax debts are and when they are due, the check by ИНН (saves it and opens
 * /taxes/list) and the lookup of one charge by its УИН, which works without signing in (and, as
 * `?uin=`, without JavaScript: the page answers it in place). The ИНН check posted without
 * JavaScript (`POST /check/inn`) comes back here when refused, its message in a short-lived cookie.
 */
async function TaxesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const answered = await uinLookupForPage('tax', params.uin);
  const pages = await listEntries('taxes');
  const innRefused = cameBackRefused(params.refused)
    ? decodeInnCheckRefusal((await cookies()).get(INN_CHECK_REFUSAL_COOKIE)?.value)
    : null;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Главная', path: '/' },
          { name: 'Налоги', path: '/taxes' },
        ])}
      />
      <h1>Налоги</h1>
      <p className="lead">
        Транспортный налог, налог на имущество и земельный налог физические лица платят по налоговому уведомлению до 1 декабря
        года, следующего за налоговым периодом (НК РФ, ст. 363, 397, 409). После этого дня на долг каждый день начисляются пени —
        1/300 ключевой ставки Банка России.
      </p>
      <div className="stack">
        <section className="card" aria-labelledby="taxes-by-inn">
          <h2 id="taxes-by-inn">Проверить налоги по ИНН</h2>
          <p className="muted">
            Мы сохраним ИНН в вашем списке документов и найдём начисления в ГИС ГМП. Все налоги — в разделе{' '}
            <Link href="/taxes/list">«Мои налоги»</Link>.
          </p>
          <InnCheckForm refused={innRefused} />
        </section>
        <section className="card" aria-labelledby="taxes-by-uin">
          <h2 id="taxes-by-uin">Найти начисление по УИН</h2>
          <p className="muted">
            УИН — уникальный идентификатор начисления: 20 или 25 цифр в налоговом уведомлении или квитанции. Регистрироваться не
            нужно.
          </p>
          <UinLookup kind="tax" answered={answered} />
        </section>
        {pages.length > 0 && (
          <section aria-labelledby="taxes-pages">
            <h2 id="taxes-pages">Налоги: сроки, пени, расчёт</h2>
            <EntryList items={pages} headingLevel={3} showDates={false} />
          </section>
        )}
      </div>
    </>
  );
}

export default outageAware(TaxesPage);
