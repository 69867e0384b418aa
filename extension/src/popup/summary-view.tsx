import { formatDateRu } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { unpaidPhrase } from '../badge';
import { SITE_URL } from '../config';
import type { UrgentCharge } from '../summary';
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
      ) : (
        <section className="card stack popup__totals" aria-label="Итого">
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
