import { z } from 'zod';
import { isValidSts, normalizeSts } from '@/lib/domain/sts';
import { isValidPlateNumber, isValidRegion, normalizePlateNumber } from '@/lib/domain/plate';
import { MSG_PLATE_INVALID, MSG_REGION_INVALID, MSG_STS_INVALID, regionMissingMessage } from '@/lib/domain/messages';
import { optional, requiredString, text } from './common';

/** СТС number: spaces dropped, Latin twins → Cyrillic, 10 characters (DOMAIN.md). */
export const stsNumber = requiredString(MSG_STS_INVALID).transform(normalizeSts).refine(isValidSts, MSG_STS_INVALID);

/** Plate number without region (`А123ВС`), ГОСТ Р 50577-2018 type 1. */
export const plateNumber = requiredString(MSG_PLATE_INVALID)
  .transform(normalizePlateNumber)
  .refine(isValidPlateNumber, MSG_PLATE_INVALID);

/**
 * Region code of the plate (2–3 digits from the traffic police set). A code of the right shape
 * that is not issued (20, 91, 00) is named as such: «Региона с кодом 20 нет».
 */
export const plateRegion = requiredString(MSG_REGION_INVALID).superRefine((code, ctx) => {
  if (isValidRegion(code)) return;
  const message = /^\d{2,3}$/.test(code) ? regionMissingMessage(code) : MSG_REGION_INVALID;
  ctx.addIssue({ code: 'custom', message });
});

/** `POST /105/api/sts`, `PUT /105/api/sts/{id}`: a certificate with an optional plate and name. */
export const stsInput = z.object({
  sts: stsNumber,
  vehiclePlateNumber: optional(plateNumber),
  vehiclePlateRegion: optional(plateRegion),
  name: optional(text().trim().max(60, 'Название — не длиннее 60 символов')),
});

/** Parsed `stsInput`. */
export type StsInput = z.output<typeof stsInput>;

/** The home page check form: certificate, plate and region are all required. */
export const fineCheckForm = z.object({
  sts: stsNumber,
  vehiclePlateNumber: plateNumber,
  vehiclePlateRegion: plateRegion,
});

/** Values of the home page check form as typed. */
export type FineCheckFormValues = z.input<typeof fineCheckForm>;

/** `POST /105/api/sts/import`: `stsList` is a JSON string of up to 50 certificates. */
export const stsImportInput = z.object({
  stsList: text('Передайте список СТС')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Список СТС должен быть JSON-массивом' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(stsInput, { error: 'Список СТС должен быть JSON-массивом' })
        .min(1, 'Список СТС пуст')
        .max(50, 'Можно добавить не больше 50 СТС'),
    ),
});
