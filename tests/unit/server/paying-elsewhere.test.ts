import { describe, expect, it } from 'vitest';
import { msgPayingElsewhere } from '@/lib/server/payments/selection';

const UIN = (n: number) => `1881017724000000000${n}`;

describe('the notice that another account is paying some of the selected charges', () => {
  it('names one, two or three УИНs with the verb in the right number', () => {
    expect(msgPayingElsewhere([UIN(1)])).toMatch(new RegExp(`^УИН ${UIN(1)} уже оплачивается с другого аккаунта\\. `));
    expect(msgPayingElsewhere([UIN(1), UIN(2), UIN(3)])).toMatch(
      new RegExp(`^УИН ${UIN(1)}, ${UIN(2)}, ${UIN(3)} уже оплачиваются с другого аккаунта\\. `),
    );
  });

  it('counts a longer overlap instead of listing hundreds of УИНs (a fleet paid in bulk)', () => {
    const many = Array.from({ length: 240 }, (_, i) => `18810177240000${String(i).padStart(6, '0')}`);
    const said = msgPayingElsewhere(many);
    expect(said).toMatch(/^240 из выбранных начислений уже оплачиваются с другого аккаунта\. /);
    expect(said.length).toBeLessThan(250);
  });

  it('says what happens to the money of the payment that loses', () => {
    expect(msgPayingElsewhere([UIN(1)])).toMatch(
      /деньги спишутся только по платежу, подтверждённому первым; второй отменится, а заблокированная по нему сумма вернётся на карту\.$/,
    );
  });
});
