import * as z from 'zod/mini';
import { isValidSts, normalizeSts } from '@/lib/domain/sts';
import { isValidPlateNumber, isValidRegion, normalizePlateNumber } from '@/lib/domain/plate';
import { MSG_PLATE_INVALID, MSG_REGION_INVALID, MSG_STS_INVALID, regionMissingMessage } from '@/lib/domain/messages';
import { optional, requiredString, text } from './common';

/** СТС number: spaces dropped, Latin twins → Cyrillic, 10 characters (DOMAIN.md). */
export const stsNumber = z
  .pipe(requiredString(MSG_STS_INVALID), z.transform(normalizeSts))
  .check(z.refine(isValidSts, MSG_STS_INVALID));

/** Plate number without region (`А123ВС`), ГОСТ Р 50577-2018 type 1. */
export const plateNumber = z
  .pipe(requiredString(MSG_PLATE_INVALID), z.transform(normalizePlateNumber))
  .check(z.refine(isValidPlateNumber, MSG_PLATE_INVALID));

/**
 * Region code of the plate (2–3 digits from the traffic police set). A code of the right shape
 * that is not issued (20, 91, 00) is named as such: «Региона с кодом 20 нет». Full-width digits
 * read as ordinary ones (NFKC), as in the СТС and the plate.
 */
export const plateRegion = z
  .pipe(
    requiredString(MSG_REGION_INVALID),
    z.transform((code: string) => code.normalize('NFKC')),
  )
  .check(
    z.superRefine((code, ctx) => {
      if (isValidRegion(code)) return;
      const message = /^\d{2,3}$/.test(code) ? regionMissingMessage(code) : MSG_REGION_INVALID;
      ctx.addIssue({ code: 'custom', message, input: code });
    }),
  );

/** Longest make and model of a car accepted (`vehicleModel`), characters. */
export const VEHICLE_MODEL_MAX = 60;

/**
 * `POST /105/api/sts`, `PUT /105/api/sts/{id}`: a certificate with an optional plate, make and
 * model (`vehicleModel`, spec §3: free text as on the certificate, `Лада Веста`) and name.
 * `vehiclePlateType` (spec §7) is not read: every plate here is type 1 (ГОСТ Р 50577-2018).
 */
export const stsInput = z.object({
  sts: stsNumber,
  vehiclePlateNumber: optional(plateNumber),
  vehiclePlateRegion: optional(plateRegion),
  vehicleModel: optional(
    text().check(z.trim(), z.maxLength(VEHICLE_MODEL_MAX, `Марка и модель — не длиннее ${VEHICLE_MODEL_MAX} символов`)),
  ),
  name: optional(text().check(z.trim(), z.maxLength(60, 'Название — не длиннее 60 символов'))),
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
  stsList: z.pipe(
    z.pipe(
      text('Передайте список СТС'),
      z.transform((list, ctx) => {
        try {
          return JSON.parse(list) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message: 'Список СТС должен быть JSON-массивом', input: list });
          return z.NEVER;
        }
      }),
    ),
    z
      .array(stsInput, { error: 'Список СТС должен быть JSON-массивом' })
      .check(z.minLength(1, 'Список СТС пуст'), z.maxLength(50, 'Можно добавить не больше 50 СТС')),
  ),
});
