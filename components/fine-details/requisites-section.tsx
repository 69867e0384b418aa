import type { PayeeDto } from '@/lib/contract/fines';
import { Uin } from '@/components/fines/uin';
import { Pair, Pairs, Section } from './section';

interface RequisitesProps {
  uin: string;
  payee: PayeeDto;
  kbk: string;
  oktmo: string;
  purpose: string;
}

/**
 * The payee requisites a payment order needs (DOMAIN.md «Fines»: a charge record holds them):
 * recipient, its ИНН and КПП, account, БИК and bank, КБК, ОКТМО, the purpose and the УИН.
 */
export function RequisitesSection({ uin, payee, kbk, oktmo, purpose }: RequisitesProps) {
  return (
    <Section title="Реквизиты для оплаты">
      <Pairs>
        <Pair term="Получатель" wide>
          {payee.name}
        </Pair>
        <Pair term="ИНН получателя">{payee.inn}</Pair>
        <Pair term="КПП">{payee.kpp}</Pair>
        <Pair term="Счёт получателя">{payee.account}</Pair>
        <Pair term="БИК">{payee.bik}</Pair>
        <Pair term="Банк получателя" wide>
          {payee.bankName}
        </Pair>
        <Pair term="КБК">{kbk}</Pair>
        <Pair term="ОКТМО">{oktmo}</Pair>
        <Pair term="УИН">
          <Uin value={uin} />
        </Pair>
        <Pair term="Назначение платежа" wide>
          {purpose}
        </Pair>
      </Pairs>
    </Section>
  );
}
