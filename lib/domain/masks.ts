/**
 * Input masks for react-imask 7 (spec §5: `N` a digit; `A`/`L` a plate letter, Latin or Cyrillic).
 * Plain option objects, given to `MaskedInput` (components/ui/masked-input.tsx) as `mask`.
 * In imask pattern masks `0` is a built-in digit slot, `[...]` marks optional slots, other
 * characters not in `definitions` are fixed. `prepareChar` runs on each typed or pasted
 * character before it is matched, so Latin twins become Cyrillic as the person types
 * (DOMAIN.md "Input masks"). No runtime import of imask: this layer stays dependency-free.
 */
import { LATIN_TO_CYRILLIC, toCyrillicPlateLetters } from './latin-to-cyrillic';
import {
  MSG_DOCUMENT_LETTERS_ONLY,
  MSG_PLATE_DIGITS_NEXT,
  MSG_PLATE_LETTER_FIRST,
  MSG_PLATE_LETTERS_LAST,
  MSG_PLATE_LETTERS_ONLY,
} from './messages';
import { PLATE_LETTERS } from './plate';

/** The subset of imask pattern options used here; assignable to react-imask's props. */
export type PatternMaskOptions = {
  mask: string;
  definitions?: Record<string, RegExp>;
  prepareChar?: (ch: string) => string;
  lazy?: boolean;
};

/** A Latin letter (`Q`) that has no Cyrillic twin: refused in every number. */
const isLatinWithoutTwin = (ch: string): boolean => /^[a-z]$/i.test(ch) && !LATIN_TO_CYRILLIC[ch.toUpperCase()];

/** The plate number's slots in order (plateNumberMask): a letter, three digits, two letters. */
const PLATE_SLOTS = 'L000LL';

/**
 * For plate numbers: where the character would go (`at.position`, when known) decides first — a digit where a letter goes, a letter where a digit goes (`А12З`, З
 * for 3), each said with the pattern; else any letter outside the 12 plate letters and their Latin
 * twins. The mask drops such a character, so without a word the person would see their input
 * vanish (`Q123ВС` leaves only `В`).
 */
export function explainPlateChar(ch: string, at?: TypedAt): string | null {
  // A full number: the mask drops whatever comes, for want of room, not for the character.
  if (at && at.length >= PLATE_SLOTS.length) return null;
  const position = at?.position;
  const slot = position === undefined ? undefined : PLATE_SLOTS[position];
  const letter = /^\p{L}$/u.test(ch);
  const digit = /^\p{Nd}$/u.test(ch);
  if (slot === '0' && letter) return MSG_PLATE_DIGITS_NEXT;
  if (slot === 'L' && digit) return position === 0 ? MSG_PLATE_LETTER_FIRST : MSG_PLATE_LETTERS_LAST;
  return letter && !PLATE_LETTERS.includes(toCyrillicPlateLetters(ch)) ? MSG_PLATE_LETTERS_ONLY : null;
}

/** For СТС and ВУ numbers: a Latin letter without a Cyrillic twin. */
export function explainDocumentChar(ch: string): string | null {
  return isLatinWithoutTwin(ch) ? MSG_DOCUMENT_LETTERS_ONLY : null;
}

/** Upper-cases and maps Latin twins to Cyrillic, one character at a time. */
const toPlateChar = (ch: string): string => toCyrillicPlateLetters(ch);

/**
 * СТС `00 XX 000000`: positions 3–4 take a digit or a Cyrillic letter (a Latin twin is
 * converted, other Latin letters are refused); the typed value is `99 04 449114`.
 */
export const stsMask: PatternMaskOptions = {
  mask: '00 XX 000000',
  definitions: { X: /[0-9А-ЯЁ]/ },
  prepareChar: toPlateChar,
};

/** ВУ, same shape as СТС (`99 12 345678`). */
export const driverLicenseMask: PatternMaskOptions = {
  mask: '00 XX 000000',
  definitions: { X: /[0-9А-ЯЁ]/ },
  prepareChar: toPlateChar,
};

/** Plate number without region, `L000LL`: letters only from `PLATE_LETTERS` or their Latin twins. */
export const plateNumberMask: PatternMaskOptions = {
  mask: 'L000LL',
  definitions: { L: new RegExp(`[${PLATE_LETTERS}]`) },
  prepareChar: toPlateChar,
};

/** Region code, 2 or 3 digits (`77`, `777`); which codes exist is `isValidRegion`'s job. */
export const regionMask: PatternMaskOptions = { mask: '00[0]' };

/** ИНН, 10 to 12 digits (the validator refuses 11). */
export const innMask: PatternMaskOptions = { mask: '0000000000[00]' };

/** УИН, 20 to 25 digits (the validator refuses 21–24). */
export const uinMask: PatternMaskOptions = { mask: '00000000000000000000[00000]' };

/** Date of birth `00.00.0000` (`01.02.1990`); whether the date is real is `isValidBirthDate`'s job. */
export const birthDateMask: PatternMaskOptions = { mask: '00.00.0000' };

/**
 * The mask's `prepareChar` behind a compatibility normalization (Unicode NFKC): full-width digits
 * and letters (`１２３`, typed on a Japanese or Chinese layout or pasted from such a document)
 * become the ordinary ones the masks take, instead of being dropped in silence.
 */
export function withPlainWidth(prepareChar?: (ch: string) => string): (ch: string) => string {
  return (ch) => {
    const plain = ch.normalize('NFKC');
    return prepareChar ? prepareChar(plain) : plain;
  };
}

/**
 * Where one character is typed: `position`, the characters before the caret, and `length`, the
 * field's characters before it (unknown for a paste or text typed before the mask was there).
 */
export interface TypedAt {
  position: number;
  length: number;
}

/** Says why a typed character a mask drops is refused, or null to drop it without a word (a digit too many). */
export type RejectedCharExplainer = (ch: string, at?: TypedAt) => string | null;

const EXPLAINERS = new WeakMap<PatternMaskOptions, RejectedCharExplainer>([
  [stsMask, explainDocumentChar],
  [driverLicenseMask, explainDocumentChar],
  [plateNumberMask, explainPlateChar],
]);

/**
 * The explainer of one of the masks above (a letter no plate carries in a plate number, `Q` in a
 * СТС), or undefined for masks of digits only. Kept apart from the options so they still spread
 * onto IMaskInput unchanged.
 */
export function rejectedCharExplainer(mask: PatternMaskOptions): RejectedCharExplainer | undefined {
  return EXPLAINERS.get(mask);
}
