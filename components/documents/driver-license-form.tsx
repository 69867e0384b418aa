'use client';

import type { DriverLicenseFields } from '@/api-client/documents';
import type { DriverLicenseDto } from '@/lib/contract/documents';
import { formatDateRu } from '@/lib/domain/dates';
import { DOCUMENT_KINDS } from '@/lib/domain/document-kinds';
import { birthDateMask } from '@/lib/domain/masks';
import type { DriverLicenseInput } from '@/lib/validation/driver-license';
import { DocumentField } from './document-field';
import { DocumentForm, type DocumentFormProps } from './document-form';
import { HolderNameFields } from './holder-name-fields';
import styles from './documents.module.css';

/** The ВУ form as typed: dates `ДД.ММ.ГГГГ`, empty for «not given». */
interface DriverLicenseFormValues {
  driverLicense: string;
  issue_date: string;
  first_issue_date: string;
  surname: string;
  name: string;
  patronymic: string;
  driverName: string;
}

const KIND = DOCUMENT_KINDS.driverLicense;

/** Dates have the `ДД.ММ.ГГГГ` shape of a date of birth, so they share its mask. */
const dateMask = birthDateMask;

function toValues(dl?: DriverLicenseDto): DriverLicenseFormValues {
  return {
    driverLicense: dl ? KIND.formatNumber(dl.driverLicense) : '',
    issue_date: dl?.issueDate ? formatDateRu(dl.issueDate) : '',
    first_issue_date: dl?.firstIssueDate ? formatDateRu(dl.firstIssueDate) : '',
    surname: dl?.surname ?? '',
    name: dl?.name ?? '',
    patronymic: dl?.patronymic ?? '',
    driverName: dl?.driverName ?? '',
  };
}

const loadSchema = () => import('@/lib/validation/driver-license').then((m) => m.driverLicenseInput);

/** The schema turns dates into `YYYY-MM-DD`; the API takes them as typed, `ДД.ММ.ГГГГ`. */
function toFields(parsed: DriverLicenseInput): DriverLicenseFields {
  return {
    ...parsed,
    issue_date: parsed.issue_date && formatDateRu(parsed.issue_date),
    first_issue_date: parsed.first_issue_date && formatDateRu(parsed.first_issue_date),
  };
}

/** Adds or edits a driver licence: number, optional dates, holder's name and a name (shared `driverLicenseInput`). */
export function DriverLicenseForm(props: DocumentFormProps<DriverLicenseDto, DriverLicenseFields>) {
  return (
    <DocumentForm
      {...props}
      loadSchema={loadSchema}
      defaultValues={toValues(props.item)}
      numberField="driverLicense"
      toFields={toFields}
    >
      {(field) => (
        <>
          <DocumentField
            {...field}
            name="driverLicense"
            label="Номер водительского удостоверения"
            hint="10 знаков: серия и номер"
            mask={KIND.mask}
            placeholder="99 12 345678"
          />
          <div className={styles.twoColumns}>
            <DocumentField
              {...field}
              name="issue_date"
              label="Дата выдачи (необязательно)"
              mask={dateMask}
              placeholder="ДД.ММ.ГГГГ"
              inputMode="numeric"
              deps={['first_issue_date']}
            />
            <DocumentField
              {...field}
              name="first_issue_date"
              label="Дата первой выдачи (необязательно)"
              hint="С неё считается стаж"
              mask={dateMask}
              placeholder="ДД.ММ.ГГГГ"
              inputMode="numeric"
            />
          </div>
          <HolderNameFields {...field} />
          <DocumentField {...field} name="driverName" label="Название (необязательно)" placeholder="Например, Папа" />
        </>
      )}
    </DocumentForm>
  );
}
