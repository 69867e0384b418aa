'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import type { FinesListDto } from '@/lib/contract/fines';
import { groupFines } from '@/lib/domain/fine-status';
import { DocumentFilter } from '@/components/documents/document-filter';
import { CheckProgress } from './check-progress';
import { EmptyState } from './empty-state';
import { filterByDocuments, selectedDocumentIds } from './filter-by-document';
import { FinesTabs } from './fines-tabs';
import { filterChoices, sortIdentifiersOf } from './filter-choices';
import { chooseFilter, listViewHref, type ListView } from './list-filter';
import { SandboxNotice } from './sandbox-notice';
import { useFinesCheck } from './use-fines-check';

interface FinesListViewProps {
  /** The list as the server rendered it; the client keeps it fresh from there. */
  initialData: FinesListDto;
  /** `YYYY-MM-DD` in Moscow, computed once on the server so both renders agree. */
  today: string;
  /** Filter and tab from the address (`?show=sts&document=12&tab=orders`). */
  initialView: ListView;
}

/**
 * The user's fines: runs the registry check and shows where it stands per document, says it is
 * complete only when it is, and shows the charges in three tabs — unpaid, paid and sent to the
 * bailiffs — filtered by document. The filter and the tab live in the address.
 */
export function FinesListView({ initialData, today, initialView }: FinesListViewProps) {
  const check = useFinesCheck(initialData);
  const data = check.list ?? initialData;
  const [view, setView] = useState(initialView);
  const changeView = (next: ListView) => {
    setView(next);
    // replaceState keeps one history entry per visit; Next.js keeps its router in step with it.
    window.history.replaceState(null, '', listViewHref(next));
  };

  const choices = useMemo(() => filterChoices(data.documents), [data.documents]);
  const ids = selectedDocumentIds(view.filter.kind, sortIdentifiersOf(view.filter), {
    sts: choices.sts.map((d) => d.id),
    dl: choices.dl.map((d) => d.id),
    inn: choices.inn.map((d) => d.id),
  });
  const grouped = groupFines(data.fines);
  const unpaid = filterByDocuments(grouped.unpaid, ids);
  const paid = filterByDocuments(grouped.paid, ids);
  const orders = filterByDocuments(data.orders, ids);
  const checking = !check.complete;
  const someFailed = data.documents.some((d) => d.state === 'failed');

  return (
    <div className="stack">
      {data.sandbox && <SandboxNotice />}
      <CheckProgress
        documents={data.documents}
        complete={check.complete}
        summary={`Неоплаченных штрафов: ${grouped.unpaid.length}, у приставов: ${data.orders.length}`}
        requestFailed={check.requestFailed}
        onRetryRequests={check.retryRequests}
        refreshHref={listViewHref(view)}
      />
      {data.documents.length === 0 && !checking ? (
        <EmptyState title="Документы не добавлены">
          <p>Добавьте СТС, и мы найдём штрафы по нему.</p>
          <Link href="/" className="button">
            Проверить штрафы по СТС
          </Link>
        </EmptyState>
      ) : (
        <>
          {data.documents.length > 1 && (
            <DocumentFilter
              sortIdentifier={view.filter.kind}
              sortIdentifiers={sortIdentifiersOf(view.filter)}
              documents={choices}
              onSortBy={(kind) => changeView({ ...view, filter: chooseFilter(kind) })}
              onSelectDocument={(kind, id) => changeView({ ...view, filter: chooseFilter(kind, id) })}
            />
          )}
          <FinesTabs
            label="Штрафы"
            unpaid={unpaid}
            paid={paid}
            orders={orders}
            allFines={data.fines}
            documents={data.documents}
            today={today}
            checking={checking}
            initialTab={view.tab}
            onTabChange={(tab) => changeView({ ...view, tab })}
            empty={{
              unpaid: (
                <EmptyState title={someFailed ? 'По проверенным документам штрафов нет' : 'Штрафов не найдено'}>
                  <p className="muted">
                    {someFailed
                      ? 'Список может быть неполным: не все документы удалось проверить.'
                      : 'Неоплаченных штрафов по вашим документам нет.'}
                  </p>
                </EmptyState>
              ),
              paid: <EmptyState title="Оплаченных штрафов нет" />,
              orders: (
                <EmptyState title="Штрафов у приставов нет">
                  <p className="muted">Исполнительных производств ФССП по вашим документам не найдено.</p>
                </EmptyState>
              ),
            }}
          />
        </>
      )}
    </div>
  );
}
