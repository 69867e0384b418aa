import 'server-only';
import { env } from '@/lib/env';
import type { FinesRegistry } from './types';
import { SandboxRegistry } from './sandbox/sandbox-registry';

const holder = globalThis as unknown as { __shtrafyRegistry?: FinesRegistry };

/**
 * The configured fines registry (FINES_REGISTRY). Only the labelled sandbox ships; a real
 * ГИС ГМП adapter implements `FinesRegistry` and is chosen here (README «Реестр штрафов»).
 */
export function getRegistry(): FinesRegistry {
  if (!holder.__shtrafyRegistry) {
    const { SANDBOX_DELAY_MIN_MS, SANDBOX_DELAY_MAX_MS } = env();
    holder.__shtrafyRegistry = new SandboxRegistry({
      delayMs: { min: SANDBOX_DELAY_MIN_MS, max: Math.max(SANDBOX_DELAY_MIN_MS, SANDBOX_DELAY_MAX_MS) },
    });
  }
  return holder.__shtrafyRegistry;
}

/** Replaces the registry for this process (tests use a registry that fails on demand). */
export function setRegistry(registry: FinesRegistry | undefined): void {
  holder.__shtrafyRegistry = registry;
}
