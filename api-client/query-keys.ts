import type { DocumentType } from '@/lib/domain/document-kinds';
import type { ChargeListAddress } from '@/lib/domain/charge-list-address';

/** The single source of React Query keys (ARCHITECTURE.md §5); mutations invalidate through these. */
export const queryKeys = {
  user: ['user'] as const,
  /** The person's documents of one kind. */
  documents: (type: DocumentType) => ['documents', type] as const,
  notifyEmail: ['notifyEmail'] as const,
  /** Prefix of every charge list: invalidating it refreshes them all. */
  fines: ['fines'] as const,
  /** One view of the charge list (tab, documents, starting cursor). */
  chargeList: (address: ChargeListAddress) =>
    ['fines', 'list', address.show, address.document, address.tab, address.cursor] as const,
  fine: (key: string) => ['fine', key] as const,
  order: (key: string) => ['order', key] as const,
  preload: ['preload'] as const,
  signIns: ['signIns'] as const,
  payments: ['payments'] as const,
  payment: (id: number) => ['payments', id] as const,
  photos: (fineId: number) => ['photos', fineId] as const,
  uinInfo: (kind: 'fine' | 'tax', uin: string) => ['uinInfo', kind, uin] as const,
  /** The user's organizations (legal entities). */
  organizations: ['organizations'] as const,
  organization: (id: number) => ['organizations', id] as const,
  /** One view of a fleet's charge list (filters, tab, order, starting cursor) as the server rendered it at `renderedAt`. */
  fleetList: (id: number, view: { filters: string; tab: string; sort: string; cursor: string | null }, renderedAt: number) =>
    ['organizations', id, 'fines', view.filters, view.tab, view.sort, view.cursor, renderedAt] as const,
  /** A fleet's vehicle list, page by page, from the server's render at `renderedAt` on. */
  fleetVehicles: (id: number, renderedAt: number) => ['organizations', id, 'vehicles', renderedAt] as const,
};
