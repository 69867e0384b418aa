import { readdirSync, readFileSync } from 'node:fs';

/** Memory of a process tree from /proc (Linux), MiB. */
export interface TreeMemory {
  /** Resident now, summed over the tree (VmRSS). */
  rssMiB: number;
  /** The highest resident size each process has had, summed (VmHWM): a first start's peak stays in it. */
  hwmMiB: number;
  pids: number[];
}

function parentOf(pid: number): number | null {
  try {
    // The command name in (…) may hold spaces; the parent id is the second field after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** `pid` and every process below it. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** VmRSS and VmHWM of `pid`'s process tree, read now. Zero on systems without /proc. */
export function treeMemory(pid: number): TreeMemory {
  const pids = processTree(pid);
  let rss = 0;
  let hwm = 0;
  for (const p of pids) {
    rss += statusKiB(p, 'VmRSS');
    hwm += statusKiB(p, 'VmHWM');
  }
  return { rssMiB: rss / 1024, hwmMiB: hwm / 1024, pids };
}

/**
 * Samples a process tree's resident memory every `everyMs` until stopped; `peak()` is the highest
 * sum of VmRSS seen since the last `reset()`.
 */
export function rssSampler(pid: number, everyMs = 200) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeMemory(pid).rssMiB);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    peak: () => (sample(), peak),
    reset: () => {
      peak = 0;
      sample();
    },
    stop: () => clearInterval(timer),
  };
}
