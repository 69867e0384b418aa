'use client';

import type { InnFields } from '@/api-client/documents';
import type { InnDto } from '@/lib/contract/documents';
import { DOCUMENT_KINDS } from '@/lib/domain/document-kinds';
import type { InnInput } from '@/lib/validation/inn';
import { DocumentField } from './document-field';
import { DocumentForm, type DocumentFormProps } from './document-form';
import { HolderNameFields } from './holder-name-fields';

/** The ИНН form as typed; `data` is the number, as the API names it. */
interface InnFormValues {
  data: string;
  innName: string;
  surname: string;
  name: string;
  patronymic: string;
}

function toValues(inn?: InnDto): InnFormValues {
  return {
    data: inn?.inn ?? '',
    innName: inn?.innName ?? '',
    surname: inn?.surname ?? '',
    name: inn?.name ?? '',
    patronymic: inn?.patronymic ?? '',
  };
}

// The parsed values are already the API's fields; empty optional ones are undefined and not sent.
const toFields = (parsed: InnInput): InnFields => parsed;
const loadSchema = () => import('@/lib/validation/inn').then((m) => m.innInput);

/** Adds or edits a taxpayer number: 10 or 12 digits, optional name and taxpayer's name (shared `innInput`). */
export function InnForm(props: DocumentFormProps<InnDto, InnFields>) {
  return (
    <DocumentForm {...props} loadSchema={loadSchema} defaultValues={toValues(props.item)} numberField="data" toFields={toFields}>
      {(field) => (
        <>
          <DocumentField
            {...field}
            name="data"
            label="ИНН"
            hint="10 цифр у организации, 12 — у человека"
            mask={DOCUMENT_KINDS.inn.mask}
            placeholder="500100732259"
            inputMode="numeric"
          />
          <HolderNameFields {...field} />
          <DocumentField {...field} name="innName" label="Название (необязательно)" placeholder="Например, Мой ИНН" />
        </>
      )}
    </DocumentForm>
  );
}
