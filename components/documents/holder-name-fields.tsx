import type { FieldValues, Path } from 'react-hook-form';
import { DocumentField } from './document-field';
import type { DocumentFieldBinding } from './document-form';
import styles from './documents.module.css';

/** The optional surname, name and patronymic of a ВУ holder or an ИНН taxpayer, grouped under one legend. */
export function HolderNameFields<V extends FieldValues & { surname: string; name: string; patronymic: string }, O>({
  control,
  idPrefix,
}: DocumentFieldBinding<V, O>) {
  const field = { control, idPrefix };
  return (
    <fieldset className="fieldset">
      <legend className="field__label">Фамилия, имя, отчество (необязательно)</legend>
      <div className={styles.threeColumns}>
        <DocumentField {...field} name={'surname' as Path<V>} label="Фамилия" autoComplete="family-name" />
        <DocumentField {...field} name={'name' as Path<V>} label="Имя" autoComplete="given-name" />
        <DocumentField {...field} name={'patronymic' as Path<V>} label="Отчество" autoComplete="additional-name" />
      </div>
    </fieldset>
  );
}
