import * as z from 'zod/mini';
import { plateNumber, plateRegion } from './sts';

/** `GET /105/api/sts/lookup`: the plate number (`А123ВС`, Latin twins accepted) and its region. */
export const stsLookupQuery = z.object({
  vehiclePlateNumber: plateNumber,
  vehiclePlateRegion: plateRegion,
});
