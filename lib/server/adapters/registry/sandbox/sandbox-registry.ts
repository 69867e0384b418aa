import 'server-only';
import {
  type FinesRegistry,
  RegistryError,
  type RegistryDocument,
  type RegistryFile,
  type RegistryFileKey,
  type RegistryLookupOptions,
  type RegistryPhotosAnswer,
  type RegistryResult,
} from '../types';
import { PHOTO_PREPARE_SECONDS, photosNeedPreparing, readSandboxRef } from './attachments';
import { documentSvg } from './document-svg';
import { isSandboxErrorDocument } from './edge-documents';
import { isSandboxFleetErrorDocument } from './fleet';
import { generateSandboxResult } from './generate';
import { photoList, photoSvg } from './photo-svg';
import { createRng } from './prng';
import { findSandboxUin } from './uin-lookup';

/** Options of the sandbox registry. */
export interface SandboxRegistryOptions {
  /** Simulated answer time, milliseconds, both ends included (defaults 1000–3000). */
  delayMs?: { min: number; max: number };
  /** The clock the answers are generated at (nothing in them is later); defaults to the system clock. */
  now?: () => Date;
}

/** Default simulated answer time: real ГИС ГМП lookups take seconds. */
export const SANDBOX_DEFAULT_DELAY_MS = { min: 1000, max: 3000 } as const;

/** How many charges' first photo requests one process remembers. */
const MAX_REMEMBERED_PHOTO_REQUESTS = 10_000;

/** The message of the simulated failure, as a person would read it. */
export const SANDBOX_ERROR_MESSAGE = 'ГИС ГМП временно недоступна, повторите запрос позже';

/** The reason a lookup rejects with when its signal aborts: the signal's own reason, or an AbortError. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The lookup was aborted.', 'AbortError');
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The built-in stand-in for ГИС ГМП: answers after a short delay with sample charges generated
 * from the document (generateSandboxResult), and fails with a retryable RegistryError for the
 * error edge documents and the `error` fleet company (SANDBOX_FLEET_COMPANIES). The UI must label
 * its data as sample data (`sandbox = true`).
 */
export class SandboxRegistry implements FinesRegistry {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private readonly delayMs: { min: number; max: number };
  private readonly now: () => Date;
  /** When the photos of each charge (by УИН) were first asked for: they are «prepared» from then on. */
  private readonly photoRequests = new Map<string, number>();

  constructor(options: SandboxRegistryOptions = {}) {
    const { min, max } = options.delayMs ?? SANDBOX_DEFAULT_DELAY_MS;
    if (!(min >= 0 && max >= min)) throw new RangeError(`Bad sandbox delay ${min}–${max} ms`);
    this.delayMs = { min, max };
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Looks up one document, only the charges billed on or after `options.since` when given;
   * rejects with the abort reason when `options.signal` aborts first.
   */
  async lookup(doc: RegistryDocument, options?: RegistryLookupOptions): Promise<RegistryResult> {
    // The moment is fixed when the request comes in, as a real registry would stamp it.
    const at = this.now();
    // The same document always takes the same time, which keeps runs reproducible.
    const delay = createRng(`delay:${doc.type}:${doc.number}`).int(this.delayMs.min, this.delayMs.max);
    await wait(delay, options?.signal);
    if (isSandboxErrorDocument(doc) || isSandboxFleetErrorDocument(doc)) throw new RegistryError(SANDBOX_ERROR_MESSAGE, true);
    return generateSandboxResult(doc, at, options?.since);
  }

  /** Looks up one charge by УИН after the usual delay (uin-lookup.ts); empty when unknown. */
  async findByUin(uin: string, options?: { signal?: AbortSignal }): Promise<RegistryResult> {
    const at = this.now();
    await wait(createRng(`delay:uin:${uin}`).int(this.delayMs.min, this.delayMs.max), options?.signal);
    return findSandboxUin(uin, at);
  }

  /**
   * The photos of a charge. Some charges' photos (photosNeedPreparing) are «prepared» on the first
   * request: until PHOTO_PREPARE_SECONDS have passed since then, the answer is `wait` with the
   * seconds left. The first request is remembered by this process only (a sandbox has no store).
   * @throws RegistryError (not retryable) for a reference the sandbox did not make.
   */
  async photos(ref: string): Promise<RegistryPhotosAnswer> {
    const facts = this.facts(ref);
    if (facts.photoCount > 0 && photosNeedPreparing(facts.uin)) {
      const now = this.now().getTime();
      // A sandbox keeps a bounded memory: past this many charges it starts over.
      if (this.photoRequests.size > MAX_REMEMBERED_PHOTO_REQUESTS) this.photoRequests.clear();
      const first = this.photoRequests.get(facts.uin) ?? now;
      this.photoRequests.set(facts.uin, first);
      const left = Math.ceil((first + PHOTO_PREPARE_SECONDS * 1000 - now) / 1000);
      if (left > 0) return { status: 'wait', seconds: left };
    }
    return { status: 'ready', photos: photoList(facts) };
  }

  /** A photo (SVG) or the copy of the document (SVG) of a charge; null when there is no such photo. */
  async file(ref: string, key: RegistryFileKey): Promise<RegistryFile | null> {
    const facts = this.facts(ref);
    const body = key === 'document' ? documentSvg(facts) : photoSvg(facts, key.photo);
    return body === null ? null : { contentType: 'image/svg+xml', body };
  }

  private facts(ref: string) {
    const facts = readSandboxRef(ref);
    if (!facts) throw new RegistryError('Неизвестная ссылка на файлы начисления', false);
    return facts;
  }
}
