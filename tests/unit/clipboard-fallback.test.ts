// @vitest-environment jsdom
// Copying on plain http (no Clipboard API): the old way must select the whole text, as iOS WebKit needs it asked, in a
// field large enough (16 px) that focusing it does not zoom the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../src/lib/clipboard';

afterEach(() => vi.restoreAllMocks());

describe('copyText without the Clipboard API', () => {
  it('copies the whole text from a 16 px field, then removes it', async () => {
    const seen: { selected: string; fontSize: string }[] = [];
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: vi.fn(() => {
        const area = document.querySelector('textarea')!;
        seen.push({ selected: area.value.slice(area.selectionStart, area.selectionEnd), fontSize: area.style.fontSize });
        return true;
      }),
    });
    vi.spyOn(HTMLTextAreaElement.prototype, 'select').mockImplementation(() => undefined); // iOS: select() selects nothing
    const address = 'TpK1i4o72wKryrHYVisbYq8qEvVA38xLFn';
    expect(await copyText(address)).toBe(true);
    expect(seen).toEqual([{ selected: address, fontSize: '16px' }]);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
