import type { Control, FieldValues, Path } from 'react-hook-form';
import { DocumentField } from './document-field';
import styles from './documents.module.css';

interface HolderNameFieldsProps<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  idPrefix: string;
}

/** The optional surname, name and patronymic of a ВУ holder or an ИНН taxpayer, grouped under one legend. */
export function HolderNameFields<V extends FieldValues & { surname: string; name: string; patronymic: string }, O>({
  control,
  idPrefix,
}: HolderNameFieldsProps<V, O>) {
  const field = { control, idPrefix };
  return (
    <fieldset className={styles.fieldset}>
      <legend className="field__label">Фамилия, имя, отчество (необязательно)</legend>
      <div className={styles.threeColumns}>
        <DocumentField {...field} name={'surname' as Path<V>} label="Фамилия" autoComplete="family-name" />
        <DocumentField {...field} name={'name' as Path<V>} label="Имя" autoComplete="given-name" />
        <DocumentField {...field} name={'patronymic' as Path<V>} label="Отчество" autoComplete="additional-name" />
      </div>
    </fieldset>
  );
}
