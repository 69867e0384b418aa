/**
 * The sandbox's lookup by УИН: the fixed sample УИН numbers (uin-samples.ts), then the charges of
 * the documents the README names as examples, as they stand at that moment. Any other valid УИН
 * is unknown to the sandbox (an empty answer, «не найдено»). Pure and deterministic.
 */
import type { RegistryDocument, RegistryResult } from '../types';
import { generateSandboxResult } from './generate';
import { sandboxNow } from './timeline';
import { sampleUinResult } from './uin-samples';

/** Documents whose charges a lookup by УИН finds (the README's examples, as the home form sends them). */
export const SANDBOX_UIN_DOCUMENTS: readonly RegistryDocument[] = [
  { type: 'sts', number: '9904449114', plateNumber: 'А123ВС', plateRegion: '77' },
  { type: 'sts', number: '9900100100' },
  { type: 'sts', number: '9900700700' },
  { type: 'inn', number: '770000002097' },
];

/**
 * The charge with `uin` at `at` (an instant or a whole `YYYY-MM-DD` day): a fine or tax charge
 * with the order that replaced it, or an order with the fine it replaced; both lists empty when
 * the sandbox knows no such УИН.
 */
export function findSandboxUin(uin: string, at: Date | string): RegistryResult {
  const sample = sampleUinResult(uin, sandboxNow(at));
  if (sample) return sample;
  for (const doc of SANDBOX_UIN_DOCUMENTS) {
    const result = generateSandboxResult(doc, at);
    const byOrder = result.orders.find((o) => o.uin === uin);
    const charge = result.charges.find((c) => c.uin === uin || c.uin === byOrder?.fineUin);
    if (!charge && !byOrder) continue;
    const order = byOrder ?? result.orders.find((o) => o.fineUin === charge?.uin);
    return { charges: charge ? [charge] : [], orders: order ? [order] : [] };
  }
  return { charges: [], orders: [] };
}
