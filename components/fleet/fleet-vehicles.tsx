'use client';

import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/api-client/client';
import { deleteFleetVehicle, fleetVehiclesQuery } from '@/api-client/organizations';
import { queryKeys } from '@/api-client/query-keys';
import type { FleetVehicleDto } from '@/lib/contract/organizations';
import { formatSts } from '@/lib/domain/sts';
import { FormAlert } from '@/components/ui/form-alert';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import styles from './fleet.module.css';

type VehiclesPage = { vehicles: FleetVehicleDto[]; nextAfter: number | null };

interface FleetVehiclesProps {
  organizationId: number;
  /** The first page as the server rendered it. */
  first: VehiclesPage;
  /** When the server rendered `first` (epoch ms): a refreshed page (after an import) starts afresh. */
  renderedAt: number;
}

/** «А123ВС 77» from the stored plate and region. */
function plateOf(v: FleetVehicleDto): string {
  return `${v.plateNumber} ${v.plateRegion}`;
}

/**
 * The fleet's vehicles (`GET organization/{id}/vehicles`): СТС, plate and driver, 100 a page in
 * the order they were added, with «Показать ещё машины»; «Удалить» asks «Да, удалить …» in the row before
 * anything is sent (`DELETE organization/{id}/vehicles`), then the page is rendered again (groups,
 * drivers). The list is what a plan's vehicle limit counts, so a downgrade refused for too many
 * vehicles has somewhere to go. Without JavaScript the first page shows and the buttons wait.
 */
export function FleetVehicles({ organizationId, first, renderedAt }: FleetVehiclesProps) {
  const router = useRouter();
  const qc = useQueryClient();
  const scriptsRunning = useScriptsRunning();
  const [asking, setAsking] = useState<number | null>(null);
  const [removed, setRemoved] = useState('');
  const region = useRef<HTMLDivElement>(null);
  const seed = useMemo<InfiniteData<VehiclesPage, number | null>>(() => ({ pages: [first], pageParams: [null] }), [first]);
  const query = useInfiniteQuery({ ...fleetVehiclesQuery(organizationId, renderedAt), initialData: seed, staleTime: Infinity });
  const remove = useMutation({
    mutationFn: (vehicle: FleetVehicleDto) => deleteFleetVehicle(organizationId, vehicle.id),
    onSuccess: (_, vehicle) => {
      qc.setQueryData<InfiniteData<VehiclesPage, number | null>>(
        queryKeys.fleetVehicles(organizationId, renderedAt),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, vehicles: page.vehicles.filter((v) => v.id !== vehicle.id) })),
          },
      );
      setAsking(null);
      // The row and its buttons are gone: focus stays in the list, and the removal is said.
      setRemoved(`Машина ${plateOf(vehicle)} удалена из списка`);
      region.current?.focus();
      router.refresh();
    },
  });
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking !== null) confirm.current?.focus();
  }, [asking]);
  const vehicles = (query.data ?? seed).pages.flatMap((page) => page.vehicles);
  const failure = remove.error
    ? remove.error instanceof ApiError
      ? remove.error.errorDesc
      : 'Не удалось удалить машину. Проверьте связь и попробуйте ещё раз.'
    : query.isFetchNextPageError
      ? 'Не удалось загрузить следующие машины. Проверьте связь и нажмите ещё раз.'
      : null;

  if (vehicles.length === 0) {
    return <p className="muted">Машин в списке нет: загрузите файл ниже.</p>;
  }
  return (
    <div className="stack">
      <div ref={region} className={styles.scroll} role="region" aria-label="Машины организации" tabIndex={0}>
        <table className={`${styles.table} ${styles.cardTable}`}>
          <caption className="visually-hidden">Машины организации</caption>
          <thead>
            <tr>
              <th scope="col">Госномер</th>
              <th scope="col">СТС</th>
              <th scope="col">Водитель</th>
              <th scope="col">
                <span className="visually-hidden">Действия</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {vehicles.map((v) => (
              <tr key={v.id}>
                <th scope="row">{plateOf(v)}</th>
                <td data-label="СТС">{formatSts(v.sts)}</td>
                <td data-label="Водитель">{v.driver ?? '—'}</td>
                <td>
                  {asking === v.id ? (
                    <span className="button-row">
                      <button
                        ref={confirm}
                        type="button"
                        className={`button ${styles.rowButton}`}
                        aria-disabled={remove.isPending || undefined}
                        onClick={() => !remove.isPending && remove.mutate(v)}
                      >
                        {remove.isPending ? 'Удаляем…' : `Да, удалить ${plateOf(v)}`}
                      </button>
                      <button
                        type="button"
                        className={`button button--secondary ${styles.rowButton}`}
                        onClick={() => {
                          setAsking(null);
                          region.current?.focus();
                        }}
                      >
                        Отмена
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={`button button--secondary ${styles.rowButton}`}
                      disabled={!scriptsRunning}
                      // Every row has this button: its name says which vehicle (it starts with the visible word).
                      aria-label={`Удалить ${plateOf(v)}`}
                      onClick={() => {
                        remove.reset();
                        setRemoved('');
                        setAsking(v.id);
                      }}
                    >
                      Удалить
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="visually-hidden" role="status">
        {removed}
      </p>
      <FormAlert message={failure} />
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          disabled={!scriptsRunning}
          aria-disabled={query.isFetchingNextPage || undefined}
          onClick={() => !query.isFetchingNextPage && void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Загружаем…' : 'Показать ещё машины'}
        </button>
      )}
      {query.hasNextPage && <ScriptsNeeded message="Чтобы показать следующие машины, включите JavaScript в браузере" />}
    </div>
  );
}
