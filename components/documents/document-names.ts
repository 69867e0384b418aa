import type { DocumentDtos } from '@/api-client/documents';
import type { DriverLicenseDto, InnDto, StsDto } from '@/lib/contract/documents';
import { formatDateRu } from '@/lib/domain/dates';
import { documentNumberLabel, type DocumentType } from '@/lib/domain/document-kinds';

/** How a document is shown in a list: a title, the short name used in messages, and detail lines. */
export interface DocumentSummary {
  /** The person's own name for it when given, else the short name. */
  title: string;
  /** `СТС 99 04 449114`: used in button names and confirmations, unique in its list. */
  shortName: string;
  details: string[];
}

/** `Иванов Иван Иванович` from the parts that are set, or null when none is. */
export function fullName(parts: { surname: string | null; name: string | null; patronymic: string | null }): string | null {
  const joined = [parts.surname, parts.name, parts.patronymic].filter(Boolean).join(' ');
  return joined || null;
}

/** A registration certificate: its name or number, the plate and the make and model when known. */
export function describeSts(sts: StsDto): DocumentSummary {
  const shortName = documentNumberLabel({ type: 'sts', number: sts.sts });
  const plate = [sts.vehiclePlateNumber, sts.vehiclePlateRegion].filter(Boolean).join(' ');
  return {
    title: sts.name ?? shortName,
    shortName,
    details: [sts.name ? shortName : null, sts.vehicleModel, plate ? `Госномер ${plate}` : null].filter(
      (d): d is string => d !== null,
    ),
  };
}

/** A driver licence: its name, the holder's name or the number; dates when known. */
export function describeDriverLicense(dl: DriverLicenseDto): DocumentSummary {
  const shortName = documentNumberLabel({ type: 'driverLicense', number: dl.driverLicense });
  const holder = fullName(dl);
  const title = dl.driverName ?? holder ?? shortName;
  return {
    title,
    shortName,
    details: [
      title !== shortName ? shortName : null,
      holder && holder !== title ? holder : null,
      dl.issueDate ? `Выдано ${formatDateRu(dl.issueDate)}` : null,
      dl.firstIssueDate ? `Стаж с ${formatDateRu(dl.firstIssueDate)}` : null,
    ].filter((d): d is string => d !== null),
  };
}

/** A taxpayer number: its name, the taxpayer's name or the number. */
export function describeInn(inn: InnDto): DocumentSummary {
  const shortName = documentNumberLabel({ type: 'inn', number: inn.inn });
  const holder = fullName(inn);
  const title = inn.innName ?? holder ?? shortName;
  return {
    title,
    shortName,
    details: [title !== shortName ? shortName : null, holder && holder !== title ? holder : null].filter(
      (d): d is string => d !== null,
    ),
  };
}

const DESCRIBE: { [K in DocumentType]: (item: DocumentDtos[K]) => DocumentSummary } = {
  sts: describeSts,
  driverLicense: describeDriverLicense,
  inn: describeInn,
};

/** How a document of any kind is shown in its list (see describeSts and its siblings). */
export function describeDocument<K extends DocumentType>(type: K, item: DocumentDtos[K]): DocumentSummary {
  return DESCRIBE[type](item);
}
