import { serviceFeeKopeks } from '@/lib/domain/fee';
import { formatRubles } from '@/lib/domain/money';

/** The service fee for paying `amountKopeks` through us and the total with it (spec §9). */
export function FineFee({ amountKopeks }: { amountKopeks: number }) {
  const fee = serviceFeeKopeks(amountKopeks);
  return (
    <div className="fee">
      <p>Комиссия сервиса: {formatRubles(fee)}</p>
      <p className="fee__total">Итого к оплате: {formatRubles(amountKopeks + fee)}</p>
    </div>
  );
}
