/**
 * Documents with a fixed, documented answer of the sandbox registry, for trying out empty lists,
 * long lists, registry failures, bailiffs' orders and discounts. All are valid by format:
 * СТС and ВУ numbers are 10 characters (DOMAIN.md "Documents"), ИНН numbers pass the checksum.
 */
import type { RegistryDocument } from '../types';

/** What the sandbox answers for an edge document. */
export type SandboxEdgeBehaviour = 'empty' | 'many' | 'error' | 'ordersOnly' | 'discountAndOverdue';

/** One edge document: its number, the document types it applies to and what happens. */
export interface SandboxEdgeDocument {
  /** Normalized number (no spaces). */
  number: string;
  /**
   * Further numbers with the same behaviour, each with charges of its own (their УИНs follow from
   * the number): a fine paid by anyone asks to confirm paying it again, so people and parallel
   * tests trying payments need fines nobody else is paying.
   */
  family?: RegExp;
  types: readonly RegistryDocument['type'][];
  behaviour: SandboxEdgeBehaviour;
  /** What the user sees, in Russian (listed in the README). */
  description: string;
}

/** The `many` document has at least this many fines (about 1200, depending on the day). */
export const SANDBOX_MANY_FINES_MIN = 1000;

const VEHICLE_DOCUMENTS = ['sts', 'driverLicense'] as const;

/** `99001xxxxx`: like `9900100100`, two unpaid fines (one within its discount term, one overdue), of their own. */
export const SANDBOX_TWO_UNPAID_FAMILY = /^99001\d{5}$/;

/** The edge documents; any other number gets ordinary generated data. */
export const SANDBOX_EDGE_DOCUMENTS: readonly SandboxEdgeDocument[] = [
  {
    number: '9900000000',
    types: VEHICLE_DOCUMENTS,
    behaviour: 'empty',
    description: 'Штрафов нет',
  },
  {
    number: '9999999999',
    types: VEHICLE_DOCUMENTS,
    behaviour: 'many',
    description: 'Очень много штрафов: больше тысячи начислений за два года во всех статусах',
  },
  {
    number: '9900500500',
    types: VEHICLE_DOCUMENTS,
    behaviour: 'error',
    description: 'Реестр отвечает ошибкой (временный сбой, запрос можно повторить позже)',
  },
  {
    number: '9900700700',
    types: VEHICLE_DOCUMENTS,
    behaviour: 'ordersOnly',
    description: 'Только штрафы, переданные приставам: у каждого есть исполнительное производство ФССП с новым УИН',
  },
  {
    number: '9900100100',
    family: SANDBOX_TWO_UNPAID_FAMILY,
    types: VEHICLE_DOCUMENTS,
    behaviour: 'discountAndOverdue',
    description: 'Два неоплаченных штрафа: один можно оплатить со скидкой (срок скидки ещё не истёк), другой просрочен',
  },
  {
    number: '990000000041',
    types: ['inn'],
    behaviour: 'empty',
    description: 'ИНН без начислений: ни налогов, ни штрафов',
  },
  {
    number: '990050050062',
    types: ['inn'],
    behaviour: 'error',
    description: 'ИНН, по которому реестр отвечает ошибкой (временный сбой, запрос можно повторить позже)',
  },
];

/** The edge document matching `doc` (same number and an applicable type), if any. */
export function findSandboxEdgeDocument(doc: RegistryDocument): SandboxEdgeDocument | undefined {
  return SANDBOX_EDGE_DOCUMENTS.find(
    (e) => (e.number === doc.number || e.family?.test(doc.number)) && e.types.includes(doc.type),
  );
}

/** True when the sandbox registry must fail for `doc` instead of answering. */
export function isSandboxErrorDocument(doc: RegistryDocument): boolean {
  return findSandboxEdgeDocument(doc)?.behaviour === 'error';
}
