// The setup closes every toast and dialog after each test (tests/setup/web.ts). One left open closes itself later, on
// antd-mobile's timer: after a file's last test that ran once its page was gone and failed the whole run
// ("window is not defined"). These two run in order: the first leaves both open, the second finds them gone.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showDialog, toast } from '../../src/kit/toast';

describe.sequential('overlays between tests', () => {
  it('leaves a toast and a dialog open', async () => {
    toast.fail('toast left open');
    await showDialog({ content: 'dialog left open', actions: [] });
    expect(await screen.findByText('toast left open')).toBeInTheDocument();
    expect(await screen.findByText('dialog left open')).toBeInTheDocument();
  });

  it('starts with neither on the page', () => {
    expect(screen.queryByText('toast left open')).not.toBeInTheDocument();
    expect(screen.queryByText('dialog left open')).not.toBeInTheDocument();
    expect(document.querySelector('.adm-toast-mask, .adm-dialog')).toBeNull();
  });
});
