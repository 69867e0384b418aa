/**
 * Input masks for react-imask 7 (spec §5: `N` a digit; `A`/`L` a plate letter, Latin or Cyrillic).
 * Plain option objects, spread onto the input: `<IMaskInput {...stsMask} />`.
 * In imask pattern masks `0` is a built-in digit slot, `[...]` marks optional slots, other
 * characters not in `definitions` are fixed. `prepareChar` runs on each typed or pasted
 * character before it is matched, so Latin twins become Cyrillic as the person types
 * (DOMAIN.md "Input masks"). No runtime import of imask: this layer stays dependency-free.
 */
import { toCyrillicPlateLetters } from './latin-to-cyrillic';
import { PLATE_LETTERS } from './plate';

/** The subset of imask pattern options used here; assignable to react-imask's props. */
export type PatternMaskOptions = {
  mask: string;
  definitions?: Record<string, RegExp>;
  prepareChar?: (ch: string) => string;
  lazy?: boolean;
};

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
