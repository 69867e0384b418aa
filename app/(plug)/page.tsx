import type { Metadata } from 'next';
import Link from 'next/link';
import { FineCheckForm } from '@/components/fines/fine-check-form';
import { SandboxNotice } from '@/components/fines/sandbox-notice';

export const metadata: Metadata = {
  title: 'Проверка штрафов ГИБДД по СТС и госномеру',
  description:
    'Узнайте о штрафах ГИБДД по номеру СТС и госномеру: сумма со скидкой за раннюю оплату, срок оплаты, фото с камер и штрафы, переданные приставам.',
  openGraph: {
    title: 'Проверка штрафов ГИБДД по СТС — Штрафы',
    description: 'Штрафы по СТС и госномеру: скидка, сроки, фото с камер, штрафы у приставов.',
    locale: 'ru_RU',
    type: 'website',
  },
};

/** Home page: what the service does and the СТС check form. */
export default function HomePage() {
  return (
    <div className="hero">
      <section aria-labelledby="home-title">
        <h1 id="home-title">Проверка штрафов ГИБДД</h1>
        <p className="lead">Введите номер СТС и госномер — мы запросим начисления в ГИС ГМП и покажем все штрафы по машине.</p>
        <ol className="steps">
          <li>Найдём неоплаченные штрафы, в том числе с камер, и покажем фото.</li>
          <li>Подскажем, до какого числа действует скидка за раннюю оплату и когда истекает срок.</li>
          <li>Предупредим, если штраф уже передан приставам и старый УИН больше не действует.</li>
        </ol>
        <p className="muted">
          Уже проверяли? <Link href="/fines/list">Мои штрафы</Link>
        </p>
      </section>
      <div className="stack">
        <div className="card">
          <h2>Данные автомобиля</h2>
          <FineCheckForm />
        </div>
        <SandboxNotice />
      </div>
    </div>
  );
}
