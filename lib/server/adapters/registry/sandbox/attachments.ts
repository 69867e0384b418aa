/**
 * The sandbox's files of a charge: camera photos and a copy of the ordinance (or tax notice, or
 * bailiff's order). A real registry hands out a reference to fetch them by; the sandbox, which
 * keeps nothing, puts the facts its pictures are drawn from into that reference, so the same
 * charge always gives the same pictures. The reference is opaque to the rest of the product.
 */
import type { RegistryAttachments, RegistryPayee } from '../types';
import { fnv1a32 } from './prng';
import type { SandboxSpeed } from './offence-texts';

/** Everything a sandbox file of one charge shows. Amounts in kopeks; dates `YYYY-MM-DD`. */
export interface SandboxFileFacts {
  v: 1;
  kind: 'fine' | 'tax' | 'order';
  uin: string;
  /** Ordinance number, tax notice index or case number. */
  number: string;
  date: string;
  amountKopeks: number;
  purpose: string;
  payee: RegistryPayee;
  kbk: string;
  oktmo: string;
  /** Department, tax office or bailiff department. */
  issuer: string;
  /** The payer as printed: `Иванов И. И.` or an organization. */
  payer: string;
  photoCount: number;
  offence: {
    /** ISO 8601 with the Moscow offset. */
    at: string;
    place: string;
    lat: number;
    lng: number;
    article: string | null;
    description: string;
    plate: string | null;
    /** The camera complex, e.g. `Стрелка-СТ`; null for an officer. */
    camera: string | null;
    speed: SandboxSpeed | null;
  } | null;
}

/** Camera complexes in use on Russian roads; which one recorded a fine is drawn with it. */
export const SANDBOX_CAMERAS = ['Стрелка-СТ', 'Кордон-М2', 'Автоураган-ВСМ2', 'Крис-П'] as const;

/**
 * The attachments of a charge with `facts`: the reference carries them. It is written when first
 * read (an answer of a thousand charges is mostly generated to be looked through, not stored).
 */
export function sandboxAttachments(facts: SandboxFileFacts): RegistryAttachments {
  let ref: string | undefined;
  return {
    get ref() {
      return (ref ??= JSON.stringify(facts));
    },
    photoCount: facts.photoCount,
    document: true,
  };
}

/** The facts inside a reference, or null when it is not one the sandbox made. */
export function readSandboxRef(ref: string): SandboxFileFacts | null {
  try {
    const facts = JSON.parse(ref) as Partial<SandboxFileFacts>;
    if (facts?.v !== 1 || typeof facts.uin !== 'string' || typeof facts.photoCount !== 'number') return null;
    return facts as SandboxFileFacts;
  } catch {
    return null;
  }
}

/** Seconds the sandbox takes to prepare the photos of a charge that needs preparing. */
export const PHOTO_PREPARE_SECONDS = 3;

/**
 * True when the photos of the charge with `uin` are prepared on the first request (the answer is
 * `wait` for PHOTO_PREPARE_SECONDS): about half of them, decided by the УИН.
 */
export function photosNeedPreparing(uin: string): boolean {
  return fnv1a32(`photos:${uin}`) % 2 === 0;
}
