/**
 * The one description of the document kinds a person keeps (spec §3, §7; DOMAIN.md «Documents»):
 * СТС, ВУ and ИНН — their names in the API, in addresses and filters, their labels, masks and
 * endpoints. Services, the API client, forms, filters and cards read it from here instead of
 * keeping a copy per kind. The zod schema of each kind is `DOCUMENT_INPUTS` (lib/validation).
 */
import { formatDriverLicense } from './driver-license';
import { driverLicenseMask, innMask, stsMask, type PatternMaskOptions } from './masks';
import { formatSts } from './sts';

/** Document types as the API and the database name them. */
export const DOCUMENT_TYPES = ['sts', 'driverLicense', 'inn'] as const;
/** A document type: registration certificate, driver licence or taxpayer number. */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Names of the kinds in list filters and addresses (`?show=dl`) and in `fines/by/{kind}/{id}`. */
export const DOCUMENT_FILTER_NAMES = ['sts', 'dl', 'inn'] as const;
/** `sts`, `dl` or `inn`. */
export type DocumentFilterName = (typeof DOCUMENT_FILTER_NAMES)[number];

/** How the API of one kind is called (spec §7): paths relative to /105/api and answer fields. */
export interface DocumentKindApi {
  /** `GET` of the list, and the answer field holding it. */
  list: string;
  listField: string;
  /** `POST` that adds one, extra body fields it needs, and the answer field of the saved document. */
  add: string;
  addExtra?: Readonly<Record<string, string>>;
  itemField: string;
  /** `PUT` path that edits one. */
  update: (id: number) => string;
  /** How one is removed: `DELETE path?param=` (by id or by number) or `POST path` with a body. */
  remove:
    | { method: 'DELETE'; path: string; param: string; by: 'id' | 'number' }
    | { method: 'POST'; path: string; body: Readonly<Record<string, string>>; param: string; by: 'id' };
}

/** Everything a screen or a call needs to know about one kind of document. */
export interface DocumentKind {
  type: DocumentType;
  filterName: DocumentFilterName;
  /** Names `fines/by/{kind}/{id}` accepts: `car` is the vehicle, i.e. its СТС (spec §7). */
  pathNames: readonly string[];
  /** «СТС», «ВУ», «ИНН»: filter buttons and short names. */
  abbr: string;
  /** «Все СТС»: the filter choice of every document of the kind. */
  allLabel: string;
  /** Heading of the kind's list on /profile. */
  sectionTitle: string;
  /** «Добавить СТС», and the accessible name of the add form. */
  addLabel: string;
  addFormLabel: string;
  /** What the empty list says. */
  emptyTitle: string;
  emptyText: string;
  /** What the API says of a document of this kind that is not the caller's (404). */
  notFound: string;
  /** Input mask of the number (spec §5). */
  mask: PatternMaskOptions;
  /** The number as people read it (`99 04 449114`) from the stored one (`9904449114`). */
  formatNumber: (number: string) => string;
  api: DocumentKindApi;
}

/** The three kinds, by type. */
export const DOCUMENT_KINDS: Readonly<Record<DocumentType, DocumentKind>> = {
  sts: {
    type: 'sts',
    filterName: 'sts',
    pathNames: ['sts', 'car'],
    abbr: 'СТС',
    allLabel: 'Все СТС',
    sectionTitle: 'Свидетельства о регистрации (СТС)',
    addLabel: 'Добавить СТС',
    addFormLabel: 'Новое СТС',
    emptyTitle: 'Добавьте первое свидетельство о регистрации',
    emptyText: 'По СТС мы найдём штрафы с камер и постановления ГИБДД на машину.',
    notFound: 'СТС не найдено',
    mask: stsMask,
    formatNumber: formatSts,
    api: {
      list: 'sts',
      listField: 'sts',
      add: 'sts',
      itemField: 'sts',
      update: (id) => `sts/${id}`,
      remove: { method: 'DELETE', path: 'sts', param: 'id', by: 'id' },
    },
  },
  driverLicense: {
    type: 'driverLicense',
    filterName: 'dl',
    pathNames: ['dl'],
    abbr: 'ВУ',
    allLabel: 'Все ВУ',
    sectionTitle: 'Водительские удостоверения',
    addLabel: 'Добавить ВУ',
    addFormLabel: 'Новое водительское удостоверение',
    emptyTitle: 'Добавьте первое водительское удостоверение',
    emptyText: 'По ВУ находятся штрафы, выписанные на водителя, в том числе за рулём чужой машины.',
    notFound: 'Водительское удостоверение не найдено',
    mask: driverLicenseMask,
    formatNumber: formatDriverLicense,
    api: {
      list: 'driverLicense',
      listField: 'driverLicense',
      add: 'driverLicense',
      itemField: 'driverLicense',
      update: (id) => `dl/${id}`,
      // The seed's contract removes a licence by its number, not by id.
      remove: { method: 'DELETE', path: 'driverLicense', param: 'driverLicense', by: 'number' },
    },
  },
  inn: {
    type: 'inn',
    filterName: 'inn',
    pathNames: ['inn'],
    abbr: 'ИНН',
    allLabel: 'Все ИНН',
    sectionTitle: 'ИНН',
    addLabel: 'Добавить ИНН',
    addFormLabel: 'Новый ИНН',
    emptyTitle: 'Добавьте первый ИНН',
    emptyText: 'По ИНН находятся налоговые долги и штрафы, выписанные на человека или организацию.',
    notFound: 'ИНН не найден',
    mask: innMask,
    formatNumber: (number) => number,
    api: {
      list: 'tax/dataList',
      listField: 'inn',
      add: 'tax/dataAdd',
      addExtra: { type: 'inn' },
      itemField: 'inn',
      update: (id) => `inn/${id}`,
      remove: { method: 'POST', path: 'tax/dataDelete', body: { type: 'inn' }, param: 'id', by: 'id' },
    },
  },
};

/** The kinds in the order screens list them: СТС, ВУ, ИНН. */
export const DOCUMENT_KIND_LIST: readonly DocumentKind[] = DOCUMENT_TYPES.map((type) => DOCUMENT_KINDS[type]);

/** The kind named `name` in a filter or an address; undefined for anything else. */
export function kindByFilterName(name: string | null | undefined): DocumentKind | undefined {
  return DOCUMENT_KIND_LIST.find((k) => k.filterName === name);
}

/** The kind a `fines/by/{kind}` path segment names (`car` → СТС); undefined for anything else. */
export function kindByPathName(name: string): DocumentKind | undefined {
  return DOCUMENT_KIND_LIST.find((k) => k.pathNames.includes(name));
}

/** `СТС 99 04 449114`, `ВУ 99 00 100100`, `ИНН 7707083893`: the document's kind and number. */
export function documentNumberLabel(doc: { type: DocumentType; number: string }): string {
  const kind = DOCUMENT_KINDS[doc.type];
  return `${kind.abbr} ${kind.formatNumber(doc.number)}`;
}
