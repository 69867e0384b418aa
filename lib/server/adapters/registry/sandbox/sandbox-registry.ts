import 'server-only';
import { type FinesRegistry, RegistryError, type RegistryDocument, type RegistryResult } from '../types';
import { isSandboxErrorDocument } from './edge-documents';
import { generateSandboxResult } from './generate';
import { createRng } from './prng';

/** Options of the sandbox registry. */
export interface SandboxRegistryOptions {
  /** Simulated answer time, milliseconds, both ends included (defaults 1000–3000). */
  delayMs?: { min: number; max: number };
  /** The clock the answers are generated at (nothing in them is later); defaults to the system clock. */
  now?: () => Date;
}

/** Default simulated answer time: real ГИС ГМП lookups take seconds. */
export const SANDBOX_DEFAULT_DELAY_MS = { min: 1000, max: 3000 } as const;

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
 * error edge documents. The UI must label its data as sample data (`sandbox = true`).
 */
export class SandboxRegistry implements FinesRegistry {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private readonly delayMs: { min: number; max: number };
  private readonly now: () => Date;

  constructor(options: SandboxRegistryOptions = {}) {
    const { min, max } = options.delayMs ?? SANDBOX_DEFAULT_DELAY_MS;
    if (!(min >= 0 && max >= min)) throw new RangeError(`Bad sandbox delay ${min}–${max} ms`);
    this.delayMs = { min, max };
    this.now = options.now ?? (() => new Date());
  }

  /** Looks up one document; rejects with the abort reason when `options.signal` aborts first. */
  async lookup(doc: RegistryDocument, options?: { signal?: AbortSignal }): Promise<RegistryResult> {
    // The moment is fixed when the request comes in, as a real registry would stamp it.
    const at = this.now();
    // The same document always takes the same time, which keeps runs reproducible.
    const delay = createRng(`delay:${doc.type}:${doc.number}`).int(this.delayMs.min, this.delayMs.max);
    await wait(delay, options?.signal);
    if (isSandboxErrorDocument(doc)) throw new RegistryError(SANDBOX_ERROR_MESSAGE, true);
    return generateSandboxResult(doc, at);
  }
}
