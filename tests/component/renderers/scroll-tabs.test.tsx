// The app's own sideways tab row as a keyboard or screen reader user meets it: a real tab list, one tab in the Tab
// order, the arrows (round the ends), Home and End move and select.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScrollTabs } from '../../../src/renderers/tabs/ScrollTabs';

const TABS = [
  { value: 0, label: 'All' },
  { value: 1, label: 'New' },
  { value: 2, label: 'Daily' },
];

function Row() {
  const [value, setValue] = useState(0);
  return <ScrollTabs<number> tabs={TABS} value={value} onChange={setValue} label="Kinds" />;
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

describe('ScrollTabs', () => {
  it('selects a tapped tab, and keeps only the selected one in the Tab order', async () => {
    render(<Row />);
    expect(screen.getByRole('tablist', { name: 'Kinds' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(selected()).toEqual(['Daily']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves and selects with the arrows, round the ends, and with Home and End', async () => {
    render(<Row />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Daily']);
    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['All']);
    await userEvent.keyboard('{End}');
    expect(selected()).toEqual(['Daily']);
    await userEvent.keyboard('{Home}');
    expect(selected()).toEqual(['All']);
  });
});
