// The frame around one route: a title the screen sets once its data is in redraws the header, not the screen again.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useHeaderTitle } from '../../src/kit/headerTitle';
import { ScreenFrame } from '../../src/shell/layouts/ScreenFrame';
import { screens } from '../../screens.config';
import { renderWithApp } from './harness';

describe('ScreenFrame', () => {
  it("shows the title the screen gives its header and draws the screen once for it", async () => {
    const def = screens.find((s) => s.header !== null && s.guard === 'none')!;
    let renders = 0;
    const title = `${def.path} loaded`;
    function Screen() {
      renders += 1;
      const [loaded] = useState(title); // as a screen's data, in from the start
      useHeaderTitle(loaded);
      return <p>body</p>;
    }
    renderWithApp(<ScreenFrame def={def} Screen={Screen} />, { at: def.path });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('body')).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});
