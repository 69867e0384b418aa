import { formatDateRu } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { unpaidPhrase } from '../badge';
import { SITE_URL } from '../config';
import type { OrganizationSummary, UrgentCharge } from '../summary';
import type { ExtensionState } from './use-extension-state';

const site = (path: string) => new URL(path, SITE_URL).toString();

const TERM_LABEL: Record<UrgentCharge['term'], string> = {
  discount: 'Со скидкой до',
  payBy: 'Оплатить до',
  overdue: 'Срок оплаты истёк',
  order: 'У приставов с',
};

/** «обновлено только что» under 60 seconds (spec §4), else the time of the check. */
function checkedLabel(iso: string | null, now = Date.now()): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (now - at.getTime() < 60_000) return 'Обновлено только что';
  const time = at.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });
  return `Обновлено в ${time}`;
}

/** What one organization's line says: its check's state, or what is unpaid. */
function organizationState(org: OrganizationSummary): string {
  if (org.state === 'pending') return 'Проверяем штрафы…';
  // A failed check with nothing found knows nothing: «нет» would be a claim it cannot make.
  if (org.state === 'failed' && org.unpaidCount === 0) return 'Проверить не удалось: штрафы пока неизвестны';
  const fines = org.unpaidCount - org.ordersOwed;
  const owed = fines === 0 ? 'Неоплаченных штрафов нет' : unpaidPhrase(fines);
  const sum = org.finesKopeks > 0 ? `, ${formatRubles(org.finesKopeks)}` : '';
  const orders = org.ordersOwed > 0 ? `, у приставов: ${org.ordersOwed}` : '';
  const failed = org.state === 'failed' ? ' (последняя проверка не удалась)' : '';
  return `${owed}${sum}${orders}${failed}`;
}

/** A legal entity's organizations (spec §1, §6): each with its server-counted unpaid charges and its fleet page. */
function OrganizationsGlance({ organizations }: { organizations: OrganizationSummary[] }) {
  return (
    <section className="stack" aria-labelledby="organizations-title">
      <h2 id="organizations-title" className="popup__subtitle">
        Организации
      </h2>
      <ul className="popup__list">
        {organizations.map((org) => (
          <li key={org.id}>
            <a className="popup__charge" href={site(org.path)} target="_blank" rel="noopener noreferrer">
              <span className="popup__charge-title">{org.name}</span>
              <span className={org.ordersOwed > 0 ? 'popup__term popup__term--late' : 'popup__term'}>
                {organizationState(org)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Signed in: the unpaid count and sum, the nearest discount deadline, the five most urgent charges. */
export function SummaryView({
  state,
  onRefresh,
  onSignOut,
}: {
  state: ExtensionState;
  onRefresh: () => void;
  onSignOut: () => Promise<void>;
}) {
  const { snapshot, checking } = state;
  const summary = snapshot?.summary ?? null;
  return (
    <main className="stack" aria-busy={checking || undefined}>
      {summary?.sandbox && (
        <Notice>
          <p>Демонстрационный режим: образцы штрафов, не из ГИС ГМП.</p>
        </Notice>
      )}
      {!summary ? (
        snapshot?.error ? null : (
          <p className="popup__loading">
            <Spinner /> Проверяем штрафы…
          </p>
        )
      ) : summary.documents === 0 && summary.unpaidCount === 0 ? (
        // Nothing of the person's own was checked: «нет штрафов» would be a claim about nothing.
        (summary.organizations?.length ?? 0) === 0 && (
          <section className="card stack popup__totals" aria-label="Итого">
            <p className="popup__count">Документы не добавлены</p>
            <p className="muted">
              Добавьте СТС, водительское удостоверение или ИНН{' '}
              <a href={site('/profile')} target="_blank" rel="noopener noreferrer">
                в профиле на сайте
              </a>
              , и расширение будет следить за их штрафами.
            </p>
          </section>
        )
      ) : (
        <section className="card stack popup__totals" aria-label={summary.organizations?.length ? 'Ваши документы' : 'Итого'}>
          {(summary.organizations?.length ?? 0) > 0 && <h2 className="popup__subtitle">Ваши документы</h2>}
          {summary.unpaidCount === 0 ? (
            <p className="popup__count">Неоплаченных штрафов нет</p>
          ) : (
            <>
              <p className="popup__count" data-testid="unpaid-count">
                {unpaidPhrase(summary.unpaidCount)}
              </p>
              <dl className="popup__facts">
                <dt>К оплате</dt>
                <dd>{formatRubles(summary.toPayKopeks)}</dd>
                <dt>С комиссией сервиса</dt>
                <dd>{formatRubles(summary.toPayKopeks + summary.feeKopeks)}</dd>
                {summary.nearestDiscount && (
                  <>
                    <dt>Скидка {summary.nearestDiscount.percent} %</dt>
                    <dd>до {formatDateRu(summary.nearestDiscount.until)}</dd>
                  </>
                )}
              </dl>
            </>
          )}
        </section>
      )}
      {summary && summary.urgent.length > 0 && (
        <section className="stack" aria-labelledby="urgent-title">
          <h2 id="urgent-title" className="popup__subtitle">
            Срочные
          </h2>
          <ol className="popup__list">
            {summary.urgent.map((item) => (
              <li key={item.key}>
                <a className="popup__charge" href={site(item.path)} target="_blank" rel="noopener noreferrer">
                  <span className="popup__charge-title">{item.title}</span>
                  <span className="popup__charge-amount">{formatRubles(item.amountKopeks)}</span>
                  <span
                    className={item.term === 'overdue' || item.term === 'order' ? 'popup__term popup__term--late' : 'popup__term'}
                  >
                    {TERM_LABEL[item.term]} {formatDateRu(item.date)}
                  </span>
                </a>
              </li>
            ))}
          </ol>
        </section>
      )}
      {summary?.organizations && summary.organizations.length > 0 && (
        <OrganizationsGlance organizations={summary.organizations} />
      )}
      {summary?.pending && <p className="muted">Проверка ещё идёт — список может дополниться.</p>}
      {snapshot?.error && (
        <Notice tone="danger" role="alert">
          <p>{snapshot.error}</p>
        </Notice>
      )}
      <a className="button button--block" href={site('/fines/list')} target="_blank" rel="noopener noreferrer">
        Все штрафы на сайте
      </a>
      <div className="split-row">
        <span className="muted popup__checked" role="status">
          {checking ? 'Проверяем…' : checkedLabel(snapshot?.checkedAt ?? null)}
        </span>
        <div className="button-row">
          <button type="button" className="button button--secondary popup__small" onClick={onRefresh} disabled={checking}>
            {checking && <Spinner />}
            Обновить
          </button>
          <button type="button" className="button button--secondary popup__small" onClick={() => void onSignOut()}>
            Выйти
          </button>
        </div>
      </div>
    </main>
  );
}
