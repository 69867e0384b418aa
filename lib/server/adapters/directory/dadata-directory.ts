import 'server-only';
import { DirectoryError, type CompanyDirectory, type DirectoryCompany } from './types';

/** How the DaData client reaches the service. */
export interface DaDataOptions {
  /** `https://suggestions.dadata.ru/suggestions/api/4_1/rs` (a local fake in tests). */
  baseUrl: string;
  apiKey: string;
  /** Per-request timeout, ms (default 5 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface DaDataParty {
  value?: string;
  data?: {
    inn?: string;
    kpp?: string | null;
    ogrn?: string | null;
    name?: { full_with_opf?: string; short_with_opf?: string } | null;
    address?: { value?: string } | null;
    state?: { status?: string } | null;
  };
}

/** One party of DaData's answer as a directory company; null for a person (ИП) or an incomplete record. */
function toCompany(party: DaDataParty): DirectoryCompany | null {
  const d = party.data;
  if (!d?.inn || !/^\d{10}$/.test(d.inn)) return null;
  return {
    inn: d.inn,
    kpp: d.kpp ?? null,
    ogrn: d.ogrn ?? null,
    name: d.name?.short_with_opf || d.name?.full_with_opf || party.value || d.inn,
    address: d.address?.value ?? null,
  };
}

/**
 * The company directory over DaData's party suggestions API (dadata.ru/api/suggest/party and
 * /find-party): `POST suggest/party` with `{ query, count, type: 'LEGAL' }` for a search,
 * `POST findById/party` with `{ query: inn, type: 'LEGAL' }` for one company, authorized by
 * `Authorization: Token <key>`. Chosen by `COMPANY_DIRECTORY=dadata` with `DADATA_API_KEY`.
 * Liquidated companies are left out of searches.
 * @throws DirectoryError on a network failure, a timeout or a non-200 answer.
 */
export class DaDataDirectory implements CompanyDirectory {
  readonly name = 'dadata';
  readonly sandbox = false;

  constructor(private readonly options: DaDataOptions) {}

  private async call(path: string, body: unknown, signal?: AbortSignal): Promise<DaDataParty[]> {
    const doFetch = this.options.fetch ?? fetch;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 5000);
    let response: Response;
    try {
      response = await doFetch(`${this.options.baseUrl.replace(/\/+$/, '')}/${path}`, {
        method: 'POST',
        headers: {
          authorization: `Token ${this.options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new DirectoryError(`DaData ${path}: no answer (${(error as Error).name})`);
    }
    if (response.status !== 200) throw new DirectoryError(`DaData ${path}: HTTP ${response.status}`);
    const answer = (await response.json().catch(() => null)) as { suggestions?: DaDataParty[] } | null;
    if (!answer || !Array.isArray(answer.suggestions)) throw new DirectoryError(`DaData ${path}: unexpected answer`);
    return answer.suggestions;
  }

  async search(query: string, limit: number, options?: { signal?: AbortSignal }): Promise<DirectoryCompany[]> {
    const parties = await this.call('suggest/party', { query, count: Math.min(limit, 20), type: 'LEGAL' }, options?.signal);
    return parties
      .filter((p) => p.data?.state?.status !== 'LIQUIDATED')
      .map(toCompany)
      .filter((c): c is DirectoryCompany => c !== null);
  }

  async byInn(inn: string, options?: { signal?: AbortSignal }): Promise<DirectoryCompany | null> {
    const parties = await this.call('findById/party', { query: inn, type: 'LEGAL' }, options?.signal);
    return parties.map(toCompany).find((c) => c?.inn === inn) ?? null;
  }
}
