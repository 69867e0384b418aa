'use client';

import type { InnFields } from '@/api-client/inns';
import type { InnDto } from '@/lib/contract/documents';
import { innMask } from '@/lib/domain/masks';
import { innInput, type InnInput } from '@/lib/validation/inn';
import { DocumentField } from './document-field';
import { DocumentFormFrame, type DocumentFormProps } from './document-form-frame';
import { HolderNameFields } from './holder-name-fields';
import { useDocumentForm } from './use-document-form';

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

/** Adds or edits a taxpayer number: 10 or 12 digits, optional name and taxpayer's name (shared `innInput`). */
export function InnForm({ item, label, onSave, onSaved, onCancel }: DocumentFormProps<InnDto, InnFields>) {
  const { control, submit, formError, pending, idPrefix } = useDocumentForm<InnFormValues, InnInput, InnFields, InnDto>({
    schema: innInput,
    defaultValues: toValues(item),
    numberField: 'data',
    toFields,
    save: onSave,
    onSaved,
  });
  const field = { control, idPrefix };
  return (
    <DocumentFormFrame
      label={label}
      submitLabel={item ? 'Сохранить' : 'Добавить'}
      pending={pending}
      formError={formError}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <DocumentField
        {...field}
        name="data"
        label="ИНН"
        hint="10 цифр у организации, 12 — у человека"
        mask={innMask}
        placeholder="500100732259"
        inputMode="numeric"
      />
      <HolderNameFields {...field} />
      <DocumentField {...field} name="innName" label="Название (необязательно)" placeholder="Например, Мой ИНН" />
    </DocumentFormFrame>
  );
}
