// @vitest-environment node
// The USDT quote of a withdrawal: floor(amount / rate, 2), minus the chain's fee, in integers (never a float), and the
// same numbers as the server fixes when the request arrives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainFeeCents, parseRate, usdtCents } from '../../server/features/wallet/usdt';
import { formatFen } from '../../core/money';
import { chainFee, quoteUsdt } from '../../src/features/wallet/usdt';
import { sumMoney } from '../../src/features/wallet/money';
import { moneyInput } from '../../src/lib/moneyInput';

const fees = { withdrawcashfee: '5.00', withdrawfeeusdttrc: '1.00' };

describe('USDT quote', () => {
  it('floors 100.10 / 7.3 to 13.71 exactly (a float gives 13.712328...)', () => {
    expect(quoteUsdt('100.10', '7.3', '1.00')).toEqual({ equivalent: '13.71', fee: '1.00', received: '12.71' });
    expect(quoteUsdt('100.1', '7.30', '5.00')).toEqual({ equivalent: '13.71', fee: '5.00', received: '8.71' });
  });

  it('floors, never rounds up', () => {
    expect(quoteUsdt('100', '7.10', '0')!.equivalent).toBe('14.08'); // 14.0845...
    expect(quoteUsdt('99.99', '1', '0')!.equivalent).toBe('99.99');
    expect(quoteUsdt('0.01', '7.2', '0')!.equivalent).toBe('0.00');
    expect(quoteUsdt('730', '7.3', '0')!.equivalent).toBe('100.00');
    expect(quoteUsdt('1000', '6.999999', '0')!.equivalent).toBe('142.85'); // 142.857...
  });

  it('takes the ERC20 fee for an ERC20 address and the TRC20 fee otherwise', () => {
    expect(chainFee('ERC20', fees)).toBe('5.00');
    expect(chainFee('TRC20', fees)).toBe('1.00');
    expect(chainFee('', fees)).toBe('1.00');
    expect(quoteUsdt('710', '7.10', chainFee('ERC20', fees))!.received).toBe('95.00');
    expect(quoteUsdt('710', '7.10', chainFee('TRC20', fees))!.received).toBe('99.00');
  });

  it('shows a negative received amount when the fee is more than the amount is worth', () => {
    expect(quoteUsdt('10', '7.10', '5.00')!.received).toBe('-3.60');
  });

  it('shows nothing without a valid amount, rate or fee', () => {
    expect(quoteUsdt('', '7.10', '1.00')).toBeNull();
    expect(quoteUsdt('0', '7.10', '1.00')).toBeNull();
    expect(quoteUsdt('1.234', '7.10', '1.00')).toBeNull();
    expect(quoteUsdt('100', '0', '1.00')).toBeNull();
    expect(quoteUsdt('100', 'abc', '1.00')).toBeNull();
    expect(quoteUsdt('100', '7.10', 'x')).toBeNull();
  });

  it('agrees with the server for any amount and rate', () => {
    const amountFen = fc.integer({ min: 1, max: 99_999_999_999 });
    const rate = fc.tuple(fc.integer({ min: 1, max: 99 }), fc.nat(9999)).map(([w, f]) => `${w}.${String(f).padStart(4, '0')}`);
    const chain = fc.constantFrom('TRC20', 'ERC20');
    fc.assert(
      fc.property(amountFen, rate, chain, (fen, r, c) => {
        const settings = { erc20_fee_fen: 500, trc20_fee_fen: 100 };
        const server = usdtCents(fen, parseRate(r)!);
        const quote = quoteUsdt(formatFen(fen), r, chainFee(c, fees))!;
        expect(quote.equivalent).toBe(formatFen(server));
        expect(quote.received).toBe(formatFen(server - chainFeeCents(c, settings)));
        // floor: the equivalent is at most the exact quotient and less than a cent below it
        expect(BigInt(server) * parseRate(r)!.units).toBeLessThanOrEqual(BigInt(fen) * parseRate(r)!.scale);
        expect(BigInt(server + 1) * parseRate(r)!.units).toBeGreaterThan(BigInt(fen) * parseRate(r)!.scale);
      }),
      { numRuns: 500 },
    );
  });
});

describe('money helpers', () => {
  it('sums money strings in fen, never a float (0.1 + 0.2)', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['10000.00', '0.01', undefined, '-0.01'])).toBe('10000.00');
    expect(sumMoney([])).toBe('0.00');
  });

  it('keeps digits, one point and two places of what is typed', () => {
    expect(moneyInput('12a3.456')).toBe('123.45');
    expect(moneyInput('1.2.3')).toBe('1.23');
    expect(moneyInput('１00')).toBe('00');
    expect(moneyInput('1234567890123')).toBe('123456789');
  });
});
