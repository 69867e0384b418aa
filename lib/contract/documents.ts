/**
 * Wire shapes of /105/api for documents, shared by the server and the API client.
 * Dates are `YYYY-MM-DD` (Europe/Moscow), timestamps ISO 8601.
 */

/** A vehicle registration certificate (СТС) as the API returns it. */
export interface StsDto {
  id: number;
  /** Normalized: 10 characters, Cyrillic letters, no spaces (`9904449114`, `77АВ123456`). */
  sts: string;
  vehiclePlateNumber: string | null;
  vehiclePlateRegion: string | null;
  name: string | null;
  /** Last successful registry lookup, null before the first. */
  checkedAt: string | null;
  createdAt: string;
}

/** Document types the registry is asked about (and their short keys in `fines/by/{kind}`). */
export type DocumentType = 'sts' | 'driverLicense' | 'inn';
