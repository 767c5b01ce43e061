// Focus is kept in an open dialog or sheet: Tab cycles inside it, and focus behind it comes back.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popup } from 'antd-mobile';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from './harness';

function Page({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">behind</button>
      <Popup visible={open}>
        <button type="button">first</button>
        <button type="button">last</button>
      </Popup>
    </>
  );
}

describe('focus in sheets', () => {
  it('cycles Tab inside an open sheet and brings stray focus back into it', async () => {
    renderWithApp(<Page open />);
    const first = await screen.findByRole('button', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    // (The keeper's code comes a moment after the first render: src/shell/shellWatchers.ts.)
    const behind = screen.getByRole('button', { name: 'behind' });
    await waitFor(() => {
      behind.blur();
      behind.focus();
      expect(first).toHaveFocus();
    });
    await userEvent.tab();
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('leaves focus alone when nothing is open', async () => {
    renderWithApp(<Page open={false} />);
    const behind = await screen.findByRole('button', { name: 'behind' });
    behind.focus();
    expect(behind).toHaveFocus();
  });
});
