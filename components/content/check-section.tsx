import { LazyFineCheckForm } from '@/components/fines/lazy-fine-check-form';
import styles from './content.module.css';

/**
 * The fines-check form of landing, fines and taxes pages (spec §2): the same form as the home
 * page, which also works without JavaScript (it posts to /check). Reachable as `#check`.
 */
export function CheckSection({ title = 'Проверить штрафы по СТС' }: { title?: string }) {
  return (
    <section id="check" aria-labelledby="check-title" className={`card ${styles.checkSection}`}>
      <h2 id="check-title">{title}</h2>
      <p className="muted">
        Введите номер свидетельства о регистрации и госномер: мы запросим начисления в ГИС ГМП и покажем штрафы, скидку и срок
        оплаты.
      </p>
      <LazyFineCheckForm />
    </section>
  );
}
