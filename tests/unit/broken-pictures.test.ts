// A picture that cannot load gives its box to the placeholder behind it (src/shell/brokenPictures.ts with global.css).
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installBrokenPictures } from '../../src/shell/brokenPictures';

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  document.body.replaceChildren();
});

function picture(): HTMLImageElement {
  const img = document.createElement('img');
  document.body.append(img);
  return img;
}

describe('broken pictures', () => {
  it('are marked when they fail to load, anywhere in the page, and unmarked when a new source loads', () => {
    uninstall = installBrokenPictures();
    const img = picture();
    img.dispatchEvent(new Event('error'));
    expect(img).toHaveAttribute('data-broken');
    img.dispatchEvent(new Event('load'));
    expect(img).not.toHaveAttribute('data-broken');
  });

  it('are marked when they failed before they were put in the page (a render in slices), and when already there', async () => {
    const failedPicture = () => {
      const img = document.createElement('img');
      Object.defineProperties(img, { complete: { value: true }, currentSrc: { value: 'https://example.test/gone.png' }, naturalWidth: { value: 0 } });
      return img;
    };
    const already = failedPicture();
    document.body.append(already);
    uninstall = installBrokenPictures();
    expect(already).toHaveAttribute('data-broken');
    const later = failedPicture();
    const box = document.createElement('div');
    box.append(later);
    document.body.append(box);
    await waitFor(() => expect(later).toHaveAttribute('data-broken'));
  });

  it('leave other elements alone, and nothing is marked once the listeners are removed', () => {
    uninstall = installBrokenPictures();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    frame.dispatchEvent(new Event('error'));
    expect(frame).not.toHaveAttribute('data-broken');
    uninstall();
    uninstall = undefined;
    const img = picture();
    img.dispatchEvent(new Event('error'));
    expect(img).not.toHaveAttribute('data-broken');
  });
});
