import 'server-only';

/**
 * The company directory port: where the product finds a legal entity by its name or ИНН when a
 * person adds their organization (spec §7 `GET … q`). A real source — ЕГРЮЛ through the ФНС
 * service, or a suggestions service such as DaData — implements it; the built-in sandbox answers
 * from a generated, deterministic set of companies kept in the database.
 */

/** One company as the directory knows it. */
export interface DirectoryCompany {
  /** ИНН of a legal entity: 10 digits with valid ФНС check digits. */
  inn: string;
  /** КПП: 9 characters (4 digits of the tax office, 2 of the reason, 3 digits); null when unknown. */
  kpp: string | null;
  /** ОГРН: 13 digits with its check digit; null when unknown. */
  ogrn: string | null;
  /** Full name with its legal form, as registered: `ООО «Северный путь»`. */
  name: string;
  /** Legal address in one line; null when unknown. */
  address: string | null;
}

/** A company directory: search by name or ИНН, read one by ИНН. */
export interface CompanyDirectory {
  /** Short name for logs (`sandbox`, `dadata`). */
  readonly name: string;
  /** True for the built-in sandbox: the UI labels its companies as sample data. */
  readonly sandbox: boolean;
  /**
   * Companies whose name contains `query` (case-insensitive, any word) or whose ИНН starts with it,
   * best matches first, at most `limit`.
   * @throws DirectoryError when the directory cannot answer.
   */
  search(query: string, limit: number, options?: { signal?: AbortSignal }): Promise<DirectoryCompany[]>;
  /** The company with this ИНН, or null. @throws DirectoryError when the directory cannot answer. */
  byInn(inn: string, options?: { signal?: AbortSignal }): Promise<DirectoryCompany | null>;
}

/** The directory could not answer. */
export class DirectoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DirectoryError';
  }
}
