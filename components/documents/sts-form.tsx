'use client';

import type { StsFields } from '@/api-client/documents';
import type { StsDto } from '@/lib/contract/documents';
import { DOCUMENT_KINDS } from '@/lib/domain/document-kinds';
import type { StsInput } from '@/lib/validation/sts';
import { DocumentField } from './document-field';
import { DocumentForm, type DocumentFormProps } from './document-form';
import { VehiclePlateFields } from './vehicle-plate-fields';

const KIND = DOCUMENT_KINDS.sts;

/** The СТС form as typed (masked strings, empty for «not given»). */
interface StsFormValues {
  sts: string;
  vehiclePlateNumber: string;
  vehiclePlateRegion: string;
  vehicleModel: string;
  name: string;
}

function toValues(sts?: StsDto): StsFormValues {
  return {
    sts: sts ? KIND.formatNumber(sts.sts) : '',
    vehiclePlateNumber: sts?.vehiclePlateNumber ?? '',
    vehiclePlateRegion: sts?.vehiclePlateRegion ?? '',
    vehicleModel: sts?.vehicleModel ?? '',
    name: sts?.name ?? '',
  };
}

// The parsed values are already the API's fields; empty optional ones are undefined and not sent.
const toFields = (parsed: StsInput): StsFields => parsed;
const loadSchema = () => import('@/lib/validation/sts').then((m) => m.stsInput);

/**
 * Adds or edits a registration certificate: number, optional plate, region, make and model, and
 * name (shared `stsInput`). Every field the API keeps is here: an edit sends them all, since a
 * field left out of `PUT sts/{id}` is cleared.
 */
export function StsForm(props: DocumentFormProps<StsDto, StsFields>) {
  return (
    <DocumentForm {...props} loadSchema={loadSchema} defaultValues={toValues(props.item)} numberField="sts" toFields={toFields}>
      {(field) => (
        <>
          <DocumentField
            {...field}
            name="sts"
            label="Номер СТС"
            hint="10 знаков: серия и номер"
            mask={KIND.mask}
            placeholder="99 04 449114"
          />
          <VehiclePlateFields {...field} plateLabel="Госномер (необязательно)" />
          <DocumentField
            {...field}
            name="vehicleModel"
            label="Марка и модель (необязательно)"
            placeholder="Например, Лада Веста"
          />
          <DocumentField {...field} name="name" label="Название (необязательно)" placeholder="Например, Моя машина" />
        </>
      )}
    </DocumentForm>
  );
}
