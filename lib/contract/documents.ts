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
  /** Make and model as the owner typed them (`Лада Веста`), or null. */
  vehicleModel: string | null;
  name: string | null;
  /** Last successful registry lookup, null before the first. */
  checkedAt: string | null;
  createdAt: string;
}

/** Document types the registry is asked about (lib/domain/document-kinds.ts describes each). */
export type { DocumentType } from '@/lib/domain/document-kinds';

/**
 * A driver licence (ВУ) as the API returns it. Optional fields the user left empty are null.
 * `issueDate` and `firstIssueDate` are `YYYY-MM-DD`; `checkedAt` and `createdAt` ISO 8601.
 */
export interface DriverLicenseDto {
  id: number;
  /** Normalized: 10 characters, Cyrillic letters, no spaces (`9912345678`, `77АВ123456`). */
  driverLicense: string;
  /** Date this licence was issued. */
  issueDate: string | null;
  /** Date the holder's first licence was issued (the driving experience starts there). */
  firstIssueDate: string | null;
  /** Holder's name, Cyrillic letters and spaces only (spec §5). */
  surname: string | null;
  name: string | null;
  patronymic: string | null;
  /** A display name the user gave the licence (`Папа`, `Водитель Газели`). */
  driverName: string | null;
  /** Last successful registry lookup, null before the first. */
  checkedAt: string | null;
  createdAt: string;
}

/** A taxpayer number (ИНН) as the API returns it. Optional fields the user left empty are null. */
export interface InnDto {
  id: number;
  /** 10 digits (organization) or 12 digits (person), check digits valid. */
  inn: string;
  /** A display name the user gave the number (`Мой ИНН`, `ООО «Ромашка»`). */
  innName: string | null;
  /** Taxpayer's name, Cyrillic letters and spaces only (spec §5). */
  surname: string | null;
  name: string | null;
  patronymic: string | null;
  /** Last successful registry lookup, null before the first. */
  checkedAt: string | null;
  createdAt: string;
}
