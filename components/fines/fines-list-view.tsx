'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { listAddressHref } from '@/lib/domain/charge-list-address';
import { DocumentFilter } from '@/components/documents/document-filter';
import { CheckProgress } from './check-progress';
import { ChargeTabs } from './charge-tabs';
import { EmptyState } from './empty-state';
import { listCheckOutcome, listEmptyStates } from './list-empty-states';
import { filterChoices } from './filter-choices';
import { SandboxNotice } from './sandbox-notice';
import { useChargeList, type RenderedPage } from './use-charge-list';
import { useListAddress } from './use-list-address';
import { checkSummary } from './unpaid-summary';

const PATH = '/fines/list';

interface FinesListViewProps {
  /** The page the server rendered and the view (`?show=&document=&tab=&cursor=`) it shows. */
  rendered: RenderedPage;
  /** `YYYY-MM-DD` in Moscow, computed once on the server so both renders agree. */
  today: string;
}

/**
 * The user's fines on /fines/list: runs the registry check and shows where it stands per document,
 * says it is complete only when it is, and shows the charges in three tabs — unpaid, paid and sent
 * to the bailiffs — filtered by document, one page at a time. The view lives in the address.
 */
export function FinesListView({ rendered, today }: FinesListViewProps) {
  // No document can be removed on this page: the address needs no check against the choices.
  const view = useListAddress(rendered.address, PATH, null);
  const list = useChargeList(view.address, rendered);
  const summary = list.summary ?? rendered.page;
  const choices = useMemo(() => filterChoices(summary.documents), [summary.documents]);
  const outcome = listCheckOutcome(summary.documents);
  const checking = !list.complete;
  // Charges kept from a УИН lookup belong to no document: a list without documents may still hold some.
  const anyCharges = summary.counts.unpaid + summary.counts.paid + summary.counts.orders > 0;

  return (
    <div className="stack">
      {summary.sandbox && <SandboxNotice />}
      <CheckProgress
        documents={summary.documents}
        complete={list.complete}
        summary={checkSummary(summary.counts, summary.totals)}
        requestFailed={list.requestFailed}
        onRetryRequests={list.retryRequests}
        refreshHref={listAddressHref(view.address, PATH)}
      />
      {summary.documents.length === 0 && !checking && !anyCharges ? (
        <EmptyState title="Документы не добавлены">
          <p>Добавьте СТС, и мы найдём штрафы по нему.</p>
          <Link href="/" className="button">
            Проверить штрафы по СТС
          </Link>
        </EmptyState>
      ) : (
        <>
          {summary.documents.length > 1 && (
            <DocumentFilter
              action={PATH}
              tab={view.address.tab}
              show={view.address.show}
              document={view.address.document}
              documents={choices}
              onShow={view.showKind}
              onDocument={view.showDocument}
            />
          )}
          <ChargeTabs
            label="Штрафы"
            path={PATH}
            address={view.address}
            onTab={view.showTab}
            list={list}
            today={today}
            empty={listEmptyStates(outcome)}
          />
        </>
      )}
    </div>
  );
}
