import type { FieldValues, Path } from 'react-hook-form';
import { plateNumberMask, regionMask } from '@/lib/domain/masks';
import { DocumentField } from './document-field';
import type { DocumentFieldBinding } from './document-form';

interface VehiclePlateFieldsProps<V extends FieldValues, O> extends DocumentFieldBinding<V, O> {
  /** «Госномер», or «Госномер (необязательно)» where the plate may be left out. */
  plateLabel: string;
  /** The field that takes the focus as the page opens (a form sent back with its message), if any. */
  autoFocusField?: 'vehiclePlateNumber' | 'vehiclePlateRegion';
}

/** The plate number and its region in one row (from 640 px), as they stand on the plate itself. */
export function VehiclePlateFields<V extends FieldValues & { vehiclePlateNumber: string; vehiclePlateRegion: string }, O>({
  control,
  idPrefix,
  plateLabel,
  autoFocusField,
}: VehiclePlateFieldsProps<V, O>) {
  const field = { control, idPrefix };
  return (
    <div className="form__row">
      <DocumentField
        {...field}
        name={'vehiclePlateNumber' as Path<V>}
        label={plateLabel}
        mask={plateNumberMask}
        placeholder="А123ВС"
        autoFocus={autoFocusField === 'vehiclePlateNumber'}
      />
      <DocumentField
        {...field}
        name={'vehiclePlateRegion' as Path<V>}
        label="Регион"
        mask={regionMask}
        placeholder="77"
        inputMode="numeric"
        autoFocus={autoFocusField === 'vehiclePlateRegion'}
      />
    </div>
  );
}
