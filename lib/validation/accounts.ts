import { z } from 'zod';
import { optional } from './common';
import { plateNumber, plateRegion, stsNumber } from './sts';

/** `POST /105/api/newuser`: a new anonymous user for a clientId, optionally with its first СТС. */
export const newUserInput = z
  .object({
    clientId: z.uuid({ error: 'Неверный clientId' }),
    channel: optional(z.enum(['web', 'chromeExtension'], { error: 'Неизвестный канал' })),
    sts: optional(stsNumber),
    vehiclePlateNumber: optional(plateNumber),
    vehiclePlateRegion: optional(plateRegion),
  })
  .refine((v) => v.sts !== undefined || (v.vehiclePlateNumber === undefined && v.vehiclePlateRegion === undefined), {
    message: 'Номер и регион передаются вместе с СТС',
    path: ['sts'],
  });

/** Parsed `newUserInput`. */
export type NewUserInput = z.output<typeof newUserInput>;
