import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { DaDataDirectory } from './dadata-directory';
import { SandboxDirectory } from './sandbox-directory';
import type { CompanyDirectory } from './types';

const holder = globalThis as unknown as { __shtrafyDirectory?: CompanyDirectory };

/**
 * The configured company directory (`COMPANY_DIRECTORY`): DaData's party suggestions with
 * `DADATA_API_KEY`, else the built-in sandbox (README «Legal entities»).
 */
export function getDirectory(): CompanyDirectory {
  if (!holder.__shtrafyDirectory) {
    const { COMPANY_DIRECTORY, DADATA_API_KEY, DADATA_API_URL } = env();
    holder.__shtrafyDirectory =
      COMPANY_DIRECTORY === 'dadata' && DADATA_API_KEY
        ? new DaDataDirectory({ baseUrl: DADATA_API_URL, apiKey: DADATA_API_KEY })
        : new SandboxDirectory(getDb);
  }
  return holder.__shtrafyDirectory;
}

/** Replaces the directory for this process (tests). */
export function setDirectory(directory: CompanyDirectory | undefined): void {
  holder.__shtrafyDirectory = directory;
}
