// The operator's page (/admin/field) draws the bounded summary: each list's first rows, "…and N more" under a list that
// leaves rows out, and "other" in words where the collector kept a made-up route or call as other.
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../core/schema';
import en from '../../locales/en/field.json';
import { SummaryView } from '../../src/admin/field/SummaryView';

// uPlot draws on a canvas jsdom does not have; the charts are not what this test reads.
vi.mock('../../src/admin/field/Chart', () => ({ Chart: () => null }));

type Summary = components['schemas']['TelemetrySummary'];

const hours = ['2026-12-07T01:00:00.000Z', '2026-12-07T02:00:00.000Z'];
const none = { rows: 0, count: 0 };
const summary: Summary = {
  since: hours[0]!,
  until: '2026-12-07T02:59:59.000Z',
  hours,
  reports: 100_400,
  vitals: [
    { route: '/', name: 'LCP', p75: 1800, count: 300, rating: 'good', series: [1800, null] },
    { route: 'other', name: 'LCP', p75: 1000, count: 99_000, rating: 'good', series: [1000, 1000] },
  ],
  failures: [{ operation: 'other', failure: 'server', count: 3, status: 500, series: [3, 0] }],
  errors: [{ message: 'TypeError: x is not a function', route: '/recharge', source: 'uncaught', count: 2, stack: '' }],
  drift: [],
  unsupported: [{ engine: 'chromium', major: 79, reason: 'syntax', feature: '', count: 5 }],
  inApp: [
    { browser: 'wechat', count: 40 },
    { browser: 'qq', count: 2 },
  ],
  rest: { vitals: { rows: 12, count: 340 }, failures: none, errors: { rows: 0, count: 202 }, drift: none, unsupported: { rows: 3, count: 7 }, inApp: none },
};

async function draw() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { field: en } }, ns: ['field'], defaultNS: 'field', interpolation: { escapeValue: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <SummaryView summary={{ status: 'ready', data: summary, at: new Date(), reload: () => undefined }} hours={24} onHours={() => undefined} />
    </I18nextProvider>,
  );
  return i18n;
}

describe('the field page, bounded', () => {
  it('says what each list leaves out, and names "other" in words', async () => {
    const i18n = await draw();
    const vitals = screen.getByTestId('field-vitals').closest('section')!;
    expect(within(vitals).getByTestId('field-rest')).toHaveTextContent(i18n.t('field:rest.more', { rows: 12, count: 340 }));
    expect(within(vitals).getByRole('rowheader', { name: en.other })).toBeInTheDocument();
    const failures = screen.getByTestId('field-failures');
    expect(within(failures).getByRole('rowheader', { name: en.other })).toBeInTheDocument();
    expect(failures.closest('section')!.querySelector('[data-testid="field-rest"]')).toBeNull();
    const errors = screen.getByTestId('field-errors').closest('section')!;
    expect(within(errors).getByTestId('field-rest')).toHaveTextContent(i18n.t('field:rest.other', { count: 202 }));
    const turnedAway = screen.getByTestId('field-turned-away').closest('section')!;
    expect(within(turnedAway).getByTestId('field-rest')).toHaveTextContent(i18n.t('field:rest.more', { rows: 3, count: 7 }));
    // The total counts the visits left out of the list too.
    expect(turnedAway).toHaveTextContent(i18n.t('field:turnedAway.total', { count: 12 }));
  });
});

describe('the field page, visits in an app’s browser', () => {
  it('counts them per app, in words, with their total', async () => {
    const i18n = await draw();
    const table = screen.getByTestId('field-in-app');
    expect(within(table).getByRole('row', { name: `${en.inApp.browsers.wechat} 40` })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: `${en.inApp.browsers.qq} 2` })).toBeInTheDocument();
    const section = table.closest('section')!;
    expect(section).toHaveTextContent(i18n.t('field:inApp.total', { count: 42 }));
    expect(within(section).getByRole('heading', { name: en.inApp.title })).toBeInTheDocument();
    expect(section.querySelector('[data-testid="field-rest"]')).toBeNull();
  });
});
