import { env } from '@/lib/env';
import styles from './operator-details.module.css';

/**
 * «Оператор» under the service's documents: who processes the personal data and where to write
 * about it (152-ФЗ ст. 14, 18.1), from OPERATOR_DETAILS and OPERATOR_EMAIL. A server without them
 * (the one-machine sandbox) says that they are not set, rather than leave the documents pointing
 * at nobody.
 */
export function OperatorDetails() {
  const { OPERATOR_DETAILS: details, OPERATOR_EMAIL: email } = env();
  return (
    <section className={`card ${styles.operator}`} aria-labelledby="operator-title">
      <h2 id="operator-title">Оператор</h2>
      {details ? <p>{details}</p> : <p className="muted">Сведения об операторе не указаны в настройках этого сервера.</p>}
      {email ? (
        <p>
          Запросы о персональных данных и обращения по этому документу: <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : (
        <p className="muted">Адрес для запросов о персональных данных не указан в настройках этого сервера.</p>
      )}
    </section>
  );
}
