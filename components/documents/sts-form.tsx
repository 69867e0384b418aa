'use client';

import type { StsFields } from '@/api-client/sts';
import type { StsDto } from '@/lib/contract/documents';
import { plateNumberMask, regionMask, stsMask } from '@/lib/domain/masks';
import { formatSts } from '@/lib/domain/sts';
import { stsInput, type StsInput } from '@/lib/validation/sts';
import { DocumentField } from './document-field';
import { DocumentFormFrame, type DocumentFormProps } from './document-form-frame';
import { useDocumentForm } from './use-document-form';

/** The СТС form as typed (masked strings, empty for «not given»). */
interface StsFormValues {
  sts: string;
  vehiclePlateNumber: string;
  vehiclePlateRegion: string;
  name: string;
}

function toValues(sts?: StsDto): StsFormValues {
  return {
    sts: sts ? formatSts(sts.sts) : '',
    vehiclePlateNumber: sts?.vehiclePlateNumber ?? '',
    vehiclePlateRegion: sts?.vehiclePlateRegion ?? '',
    name: sts?.name ?? '',
  };
}

// The parsed values are already the API's fields; empty optional ones are undefined and not sent.
const toFields = (parsed: StsInput): StsFields => parsed;

/** Adds or edits a registration certificate: number, optional plate, region and name (shared `stsInput`). */
export function StsForm({ item, label, onSave, onSaved, onCancel }: DocumentFormProps<StsDto, StsFields>) {
  const { control, submit, formError, pending, idPrefix } = useDocumentForm<StsFormValues, StsInput, StsFields, StsDto>({
    schema: stsInput,
    defaultValues: toValues(item),
    numberField: 'sts',
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
      <DocumentField {...field} name="sts" label="Номер СТС" hint="10 знаков: серия и номер" mask={stsMask} placeholder="99 04 449114" />
      <div className="form__row">
        <DocumentField {...field} name="vehiclePlateNumber" label="Госномер (необязательно)" mask={plateNumberMask} placeholder="А123ВС" />
        <DocumentField {...field} name="vehiclePlateRegion" label="Регион" mask={regionMask} placeholder="77" inputMode="numeric" />
      </div>
      <DocumentField {...field} name="name" label="Название (необязательно)" placeholder="Например, Моя машина" />
    </DocumentFormFrame>
  );
}
