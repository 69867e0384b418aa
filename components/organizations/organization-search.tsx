'use client';

import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/api-client/client';
import { searchCompanies, useOrganizationMutations } from '@/api-client/organizations';
import { ORGANIZATION_SEARCH_LIMIT, type DirectoryCompanyDto } from '@/lib/contract/organizations';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { PlanFields, type PlanValue } from './plan-fields';
import styles from './organizations.module.css';

const MIN_QUERY = 2;

/**
 * «Добавить организацию»: a search of the company directory by name or ИНН as the person types
 * (from 2 characters), the plan and history to start with, and «Добавить» on a found company.
 */
export function OrganizationSearch({ known }: { known: ReadonlySet<string> }) {
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the server's HTML before the scripts ran stays in the field, but React's state
  // starts empty: take it over, so the search runs for what the person sees.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) setText(typed);
  }, []);
  const query = useDeferredValue(text.trim());
  const [plan, setPlan] = useState<PlanValue>({ subscribeType: 'base', countDays: 90 });
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState<string>();
  const { add } = useOrganizationMutations();
  const found = useQuery({
    queryKey: ['organization-search', query],
    queryFn: ({ signal }) => searchCompanies(query, signal),
    enabled: query.length >= MIN_QUERY,
    staleTime: 60_000,
  });

  function onAdd(company: DirectoryCompanyDto) {
    setError(undefined);
    setAdded(undefined);
    add.mutate(
      { inn: company.inn, ...plan },
      {
        onError: (e) => setError(e instanceof ApiError ? e.errorDesc : MSG_CREDENTIALS_CHECK_FAILED),
        // The results (and the pressed button) go with the search text: the focus goes back to the
        // search field, and the status line says what was added.
        onSuccess: () => {
          setText('');
          setAdded(company.name);
          input.current?.focus();
        },
      },
    );
  }

  const searchError = found.error
    ? found.error instanceof ApiError
      ? found.error.errorDesc
      : MSG_CREDENTIALS_CHECK_FAILED
    : null;
  return (
    <div className="stack">
      <h3>Добавить организацию</h3>
      <form method="post" className="form" role="search" aria-label="Поиск организации" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-q`}>
            Название или ИНН
          </label>
          <input
            ref={input}
            id={`${id}-q`}
            className="input"
            type="search"
            autoComplete="off"
            maxLength={100}
            value={text}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setText(e.target.value)}
          />
          <p className="field__hint" id={`${id}-hint`}>
            Например «Тестовый автопарк» или первые цифры ИНН
          </p>
        </div>
        <div className={styles.settings}>
          <PlanFields value={plan} onChange={setPlan} disabled={add.isPending} />
        </div>
      </form>
      <FormAlert message={error ?? searchError} />
      {/* Always in the page, so a screen reader hears what the search found (a live region that
          appears with its text is often not read). */}
      <p className="visually-hidden" role="status">
        {added ? `Организация ${added} добавлена` : searchStatus(query, found.data?.companies.length)}
      </p>
      {query.length >= MIN_QUERY && (
        <div>
          {found.isFetching && !found.data ? (
            <p className="muted">
              <Spinner /> Ищем в справочнике…
            </p>
          ) : found.data ? (
            found.data.companies.length === 0 ? (
              <p className="muted">Организаций по запросу «{query}» не найдено.</p>
            ) : (
              <>
                {found.data.sandbox && <p className="muted">Демонстрационный справочник: организации — пример данных.</p>}
                <ul className={styles.results} aria-label="Найденные организации">
                  {found.data.companies.map((company) => (
                    <li key={company.inn} className={styles.result}>
                      <div>
                        <p className={styles.name}>{company.name}</p>
                        <p className={styles.requisites}>
                          ИНН {company.inn}
                          {company.address && ` · ${company.address}`}
                        </p>
                      </div>
                      {known.has(company.inn) ? (
                        <span className="muted">Уже добавлена</span>
                      ) : (
                        <button
                          type="button"
                          className="button"
                          disabled={add.isPending}
                          onClick={() => onAdd(company)}
                          aria-label={`Добавить ${company.name}`}
                        >
                          {add.isPending && add.variables?.inn === company.inn && <Spinner />}
                          Добавить
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )
          ) : null}
        </div>
      )}
    </div>
  );
}

/**
 * What the status line says about the search: how many were found, or none, or that only the
 * first ones are shown (the directory answers at most ORGANIZATION_SEARCH_LIMIT); nothing while it runs.
 */
function searchStatus(query: string, found: number | undefined): string {
  if (query.length < MIN_QUERY || found === undefined) return '';
  if (found === 0) return `Организаций по запросу «${query}» не найдено`;
  return found >= ORGANIZATION_SEARCH_LIMIT
    ? `Показаны первые ${found} организаций: уточните название или ИНН`
    : `Найдено организаций: ${found}`;
}
