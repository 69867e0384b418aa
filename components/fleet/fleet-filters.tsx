import Link from 'next/link';
import { fleetHref, type FleetAddress } from './fleet-address';
import styles from './fleet.module.css';

/** One text or date field of the filter form, with its error from the page's check. */
function FilterField(props: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  type?: 'text' | 'date';
  inputMode?: 'decimal' | 'text';
  placeholder?: string;
}) {
  const id = `fleet-filter-${props.name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        className="input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        defaultValue={props.value ?? ''}
        placeholder={props.placeholder}
        maxLength={100}
        autoComplete="off"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      {props.error && (
        <p className="field__error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * The filters of a fleet's list: vehicle (plate or СТС), driver, КоАП article, dates, amounts and
 * the order. A plain post to the page's `filter` route, which answers with the address of the
 * filtered view — so it works without JavaScript and the view lives in the address.
 */
export function FleetFilters({
  organizationId,
  address,
  applied,
  errors,
}: {
  organizationId: number;
  /** The filters as typed (refused ones too, shown beside their messages), the order and the view. */
  address: FleetAddress;
  /** How many filters the list is filtered by: refused ones are not counted. */
  applied: number;
  errors: Record<string, string>;
}) {
  const f = address.filters;
  const active = applied + (address.sort === 'amount' ? 1 : 0);
  // Folded on arrival so the list is in view on a phone; open while filters are set or wrong.
  return (
    <details className={`card ${styles.filterBox}`} open={active > 0 || Object.keys(errors).length > 0 || undefined}>
      <summary className={styles.summary}>Фильтры и порядок{active > 0 ? ` (${active})` : ''}</summary>
      <form
        method="post"
        action={`/fines/list/organization/${organizationId}/filter`}
        className="stack"
        aria-label="Фильтры штрафов организации"
      >
        <input type="hidden" name="view" value={address.view} />
        <input type="hidden" name="tab" value={address.tab} />
        <div className={styles.filters}>
          <FilterField name="vehicle" label="Госномер или СТС" value={f.vehicle} error={errors.vehicle} placeholder="А123ВС77" />
          <FilterField name="driver" label="Водитель" value={f.driver} error={errors.driver} placeholder="Иванов" />
          <FilterField name="article" label="Статья КоАП" value={f.article} error={errors.article} placeholder="12.9" />
          <FilterField name="from" label="С даты" type="date" value={f.from} error={errors.from} />
          <FilterField name="to" label="По дату" type="date" value={f.to} error={errors.to} />
          <FilterField name="min" label="Сумма от, ₽" inputMode="decimal" value={f.min} error={errors.min} />
          <FilterField name="max" label="Сумма до, ₽" inputMode="decimal" value={f.max} error={errors.max} />
          <div className="field">
            <label className="field__label" htmlFor="fleet-filter-sort">
              Порядок
            </label>
            <select id="fleet-filter-sort" name="sort" className="input" defaultValue={address.sort}>
              <option value="date">Сначала новые</option>
              <option value="amount">Сначала крупные</option>
            </select>
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button">
            Показать
          </button>
          <Link
            className="button button--secondary"
            href={fleetHref(organizationId, { ...address, filters: {}, sort: 'date', cursor: null, page: 1 })}
          >
            Сбросить фильтры
          </Link>
        </div>
      </form>
    </details>
  );
}
