import Link from 'next/link';
import { CHECK_FORM_ANCHOR, type CheckErrors, type CheckValues } from '@/app/check/check-errors';
import { LazyFineCheckForm } from '@/components/fines/lazy-fine-check-form';
import { SandboxNotice } from '@/components/fines/sandbox-notice';

/**
 * What the home page shows: what the service does and the СТС check form, with `messages` from a
 * refused post of that form above its fields and `values`, what was typed, in them
 * (app/(plug-per-request)/check/refused).
 */
export function HomeContent({ messages, values }: { messages: CheckErrors; values?: CheckValues }) {
  return (
    <>
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
        <div className="card" id={CHECK_FORM_ANCHOR}>
          <h2>Данные автомобиля</h2>
          <LazyFineCheckForm messages={messages} values={values} />
        </div>
        {/* A driver without the car's СТС: the lookup by УИН needs no account; a ВУ or an ИНН is kept in the profile. */}
        <p className="muted">
          Нет СТС? <Link href="/fines#fines-by-uin">Найдите штраф по УИН</Link> из постановления или{' '}
          <Link href="/login">войдите или зарегистрируйтесь</Link>, чтобы проверять штрафы по водительскому удостоверению и налоги
          по ИНН.
        </p>
        <SandboxNotice />
      </div>
    </>
  );
}
