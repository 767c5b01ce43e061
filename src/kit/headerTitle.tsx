// A screen can replace its header's title with text it only knows once loaded (a game's or an article's name).
import { createContext, useContext, useEffect } from 'react';

export const HeaderTitleContext = createContext<(title: string | null) => void>(() => undefined);

export function useHeaderTitle(title: string | null | undefined): void {
  const setTitle = useContext(HeaderTitleContext);
  useEffect(() => {
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [setTitle, title]);
}

/** Whether the route's frame shows the top bar: a screen with a bar of its own leaves it out then (no two bars). */
export const FrameHeaderContext = createContext(false);

export const useFrameHeader = (): boolean => useContext(FrameHeaderContext);
