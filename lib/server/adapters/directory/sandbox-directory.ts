import 'server-only';
import { likeEscaped } from '@/lib/server/db/like';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { directoryCompanies } from '@/lib/server/db/schema';
import { generateSandboxCompanies } from './sandbox/companies';
import { SANDBOX_FLEET_COMPANIES } from './sandbox/fleet-companies';
import { searchText } from './search-text';
import type { CompanyDirectory, DirectoryCompany } from './types';

const SEED_CHUNK = 500;
const seeded = globalThis as unknown as { __shtrafyDirectorySeeded?: WeakSet<object> };
seeded.__shtrafyDirectorySeeded ??= new WeakSet();

/**
 * Stores the sandbox's generated companies in `directory_companies` once per database (the first
 * search of a process; idempotent: a company already there is kept).
 */
export async function seedSandboxDirectory(db: Db): Promise<void> {
  if (seeded.__shtrafyDirectorySeeded!.has(db)) return;
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(directoryCompanies)) as [{ n: number }];
  const companies = generateSandboxCompanies();
  if (Number(n) < companies.length) {
    for (let i = 0; i < companies.length; i += SEED_CHUNK) {
      await db
        .insert(directoryCompanies)
        .values(companies.slice(i, i + SEED_CHUNK).map((c) => ({ ...c, searchText: searchText(`${c.name} ${c.inn}`) })))
        .onConflictDoNothing();
    }
  }
  seeded.__shtrafyDirectorySeeded!.add(db);
}

/** The fixed demo companies' ИНН (./sandbox/fleet-companies.ts). */
const DEMO_INNS = SANDBOX_FLEET_COMPANIES.map((c) => c.inn);

/** A directory company's columns, as the port answers them. */
const companyColumns = {
  inn: directoryCompanies.inn,
  kpp: directoryCompanies.kpp,
  ogrn: directoryCompanies.ogrn,
  name: directoryCompanies.name,
  address: directoryCompanies.address,
};

/**
 * The built-in company directory («Демонстрационный режим»): a few thousand generated companies
 * with valid ИНН, КПП and ОГРН (./sandbox/companies.ts), searched in the database by substring of
 * the name or the start of the ИНН through a trigram index (pg_trgm) on PostgreSQL and PGlite.
 */
export class SandboxDirectory implements CompanyDirectory {
  readonly name = 'sandbox';
  readonly sandbox = true;

  constructor(private readonly getDb: () => Promise<Db>) {}

  async search(query: string, limit: number): Promise<DirectoryCompany[]> {
    const db = await this.getDb();
    await seedSandboxDirectory(db);
    const q = searchText(query);
    if (!q) return [];
    // Every word, in any order («автопарк ооо»), a hyphen read as a space («Тестовый-автопарк»);
    // a name «Авто-Лидер» still holds «авто» and «лидер». At most 5 words: the query stays small.
    const words = q
      .split(/[\s\-‐–—]+/)
      .filter(Boolean)
      .slice(0, 5);
    if (words.length === 0) return [];
    const matches = words.map((word) => sql`${directoryCompanies.searchText} like ${`%${likeEscaped(word)}%`}`);
    // Best first: an ИНН starting with the digits, then the sandbox's fixed demo companies (the ones
    // the search's hint and the README name: «автопарк» must not bury «Тестовый автопарк» under the
    // generated ones), then names by where the text stands in them.
    return db
      .select(companyColumns)
      .from(directoryCompanies)
      .where(and(...matches))
      .orderBy(
        sql`case when ${directoryCompanies.inn} like ${likeEscaped(q) + '%'} then 0 else 1 end`,
        sql`case when ${directoryCompanies.inn} in (${sql.join(
          DEMO_INNS.map((inn) => sql`${inn}`),
          sql`, `,
        )}) then 0 else 1 end`,
        sql`position(${words[0]} in ${directoryCompanies.searchText})`,
        directoryCompanies.name,
      )
      .limit(limit);
  }

  async byInn(inn: string): Promise<DirectoryCompany | null> {
    const db = await this.getDb();
    await seedSandboxDirectory(db);
    const [row] = await db.select(companyColumns).from(directoryCompanies).where(eq(directoryCompanies.inn, inn)).limit(1);
    return row ?? null;
  }
}
