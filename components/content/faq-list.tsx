import type { ContentFaqDto } from '@/lib/contract/content';
import styles from './content.module.css';

/** «Частые вопросы»: each question opens its answer (native details/summary: keyboard and screen readers work without JavaScript). */
export function FaqList({ faq }: { faq: ContentFaqDto[] }) {
  if (faq.length === 0) return null;
  return (
    <section aria-labelledby="faq" className={styles.faq}>
      <h2 id="faq">Частые вопросы</h2>
      {faq.map((item) => (
        <details key={item.question} className={styles.faqItem}>
          <summary>{item.question}</summary>
          <div className={styles.prose} data-client-links dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
    </section>
  );
}
