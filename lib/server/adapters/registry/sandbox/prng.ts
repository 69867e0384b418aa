/**
 * A small seeded pseudo-random generator for the sandbox registry: the same seed text always
 * gives the same sequence, so a document always shows the same sample charges.
 * Not for anything secret.
 */

/** FNV-1a 32-bit hash of the UTF-16 code units of `text`, as an unsigned integer. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a 32-bit state generator returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Convenience draws over one seeded sequence. */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability `p` (0…1). */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One value, each chosen in proportion to its positive `weight`. */
  weighted<T>(items: readonly { weight: number; value: T }[]): T;
  /** `count` random decimal digits as a string (leading zeros kept). */
  digits(count: number): string;
}

/** A generator seeded from the FNV-1a hash of `seedText` (e.g. `sts:9904449114`). */
export function createRng(seedText: string): Rng {
  const next = mulberry32(fnv1a32(seedText));
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('pick() from an empty list');
    return item;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    weighted: (items) => {
      const total = items.reduce((sum, x) => sum + x.weight, 0);
      let r = next() * total;
      for (const item of items) {
        r -= item.weight;
        if (r < 0) return item.value;
      }
      // Float rounding can leave r a hair above zero; the last item takes it.
      const last = items[items.length - 1];
      if (last === undefined) throw new RangeError('weighted() from an empty list');
      return last.value;
    },
    digits: (count) => {
      let out = '';
      for (let i = 0; i < count; i++) out += String(Math.floor(next() * 10));
      return out;
    },
  };
}

/**
 * Draws from `draw` until it gives a value not in `used`, then marks it used (unique numbers and
 * plates in generated lists). `draw` must be able to give a fresh value, or this never ends.
 */
export function drawUnique(used: Set<string>, draw: () => string): string {
  for (;;) {
    const value = draw();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}
