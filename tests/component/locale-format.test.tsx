// Amounts and times follow the language in use: /fanshui (totals, a rebate's amount and when it was claimed) in zh-CN
// keeps the spec's look, in English reads grouped amounts and a month name, and a switch rewrites what shows.
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { BASE_LANGUAGE, setLanguage } from '../../src/kit/i18n';
import { formatAmount, formatDate, formatDateTime } from '../../src/lib/format';
import { FieldValue, type DeclaredField } from '../../src/renderers/fields';
import { tokenStore } from '../../src/session/tokenStore';
import { renderApp } from './appHarness';
import { renderWithApp } from './harness';
import { ok, serveMember } from './member-support';

configure({ asyncUtilTimeout: 5000 });
// jsdom has no pointer capture; antd-mobile's pull-to-refresh gesture asks for it.
Element.prototype.setPointerCapture ??= () => undefined;

const CLAIMED = '12345.6';
const PENDING = '0';
const ROW_MONEY = '1234.5';
const CLAIMED_AT = '2025-04-02 18:00:00';
const rebates = {
  data: [{ id: 1, gamename: 'PG', money: ROW_MONEY, state: 1, created_at: '2025-04-02 15:00:00', updated_at: CLAIMED_AT }],
  total: 1, last_page: 1, current_page: 1, per_page: 10, jisuan: CLAIMED, nojisuan: PENDING,
};

afterEach(async () => {
  tokenStore.set(null);
  await act(() => setLanguage(BASE_LANGUAGE));
  localStorage.clear();
});

/** What /fanshui should show in a language: from the formatter and that language's words, not literals. */
function expected(lang: string) {
  const t = i18n.getFixedT(lang);
  return {
    claimed: formatAmount(CLAIMED, lang),
    pending: formatAmount(PENDING, lang),
    rowMoney: formatAmount(ROW_MONEY, lang),
    claimedAt: t('rebate:claimedAt', { time: formatDateTime(CLAIMED_AT, lang) }),
  };
}

async function expectScreenIn(lang: string) {
  // The rebate words come with the screen's code: read them once it shows.
  await screen.findByTestId('fs-claimed');
  const want = expected(lang);
  expect((await screen.findAllByText(want.claimedAt)).length).toBeGreaterThan(0);
  expect(screen.getByTestId('fs-claimed')).toHaveTextContent(want.claimed);
  expect(screen.getByTestId('fs-pending')).toHaveTextContent(want.pending);
  expect(screen.getAllByText(want.rowMoney, { selector: '.list-screen-item .field-money' }).length).toBeGreaterThan(0);
}

describe('amounts and times per language', () => {
  it('writes the two languages differently: the spec look in zh-CN, grouped amounts and month names in English', () => {
    const zh = expected(BASE_LANGUAGE);
    const en = expected('en');
    expect(zh.claimed).toBe('12345.60');
    expect(en.claimed).not.toBe(zh.claimed);
    expect(en.rowMoney).not.toBe(zh.rowMoney);
    expect(formatDateTime(CLAIMED_AT, BASE_LANGUAGE)).toBe(CLAIMED_AT);
    expect(formatDateTime(CLAIMED_AT, 'en')).not.toBe(CLAIMED_AT);
  });

  it.each([BASE_LANGUAGE, 'en'])('shows /fanshui in %s', async (lang) => {
    await act(() => setLanguage(lang));
    serveMember({ answers: { '/api/getfanshui': () => ok(rebates) } });
    tokenStore.set('member-token');
    renderApp({ at: '/fanshui' });
    await expectScreenIn(lang);
  });

  it('rewrites the amounts and times when the member switches language', async () => {
    serveMember({ answers: { '/api/getfanshui': () => ok(rebates) } });
    tokenStore.set('member-token');
    renderApp({ at: '/fanshui' });
    await expectScreenIn(BASE_LANGUAGE);
    await act(() => setLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('fs-claimed')).toHaveTextContent(expected('en').claimed));
    await expectScreenIn('en');
  });
});

describe('declared fields per language', () => {
  const item = { amount: '98765.4', at: '2026-11-25 19:03:13' };
  const fields: DeclaredField<typeof item>[] = [
    { key: 'money', value: 'amount', format: 'money' },
    { key: 'time', value: 'at', format: 'time' },
    { key: 'date', value: 'at', format: 'date' },
  ];

  it.each([BASE_LANGUAGE, 'en'])('writes money, a time and a date in %s, and again after a switch', async (lang) => {
    const other = lang === BASE_LANGUAGE ? 'en' : BASE_LANGUAGE;
    await act(() => setLanguage(lang));
    const { container } = renderWithApp(
      <>
        {fields.map((field) => (
          <p key={field.key} data-testid={field.key}>
            <FieldValue field={field} item={item} />
          </p>
        ))}
      </>,
    );
    for (const [at, reads] of [[lang, lang], [other, other]] as const) {
      if (at !== lang) await act(() => setLanguage(at));
      expect(await screen.findByTestId('money')).toHaveTextContent(formatAmount(item.amount, reads));
      expect(screen.getByTestId('time')).toHaveTextContent(formatDateTime(item.at, reads));
      expect(screen.getByTestId('date')).toHaveTextContent(formatDate(item.at, reads));
    }
    expect(container.querySelectorAll('time')).toHaveLength(2);
  });
});
