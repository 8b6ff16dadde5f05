import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LAYOUT_WIDTH, WIDE_LAYOUT_WIDTH } from '../lib/constants';

type LayoutWidthContextValue = { width: number; setWidth: (width: number) => void };

const LayoutWidthContext = createContext<LayoutWidthContextValue>({
  width: DEFAULT_LAYOUT_WIDTH,
  setWidth: () => undefined,
});

/** Holds the content width of the signed-in layout (1400 by default). */
export function LayoutWidthProvider({ children }: { children: ReactNode }) {
  const [width, setWidth] = useState(DEFAULT_LAYOUT_WIDTH);
  const value = useMemo(() => ({ width, setWidth }), [width]);
  return <LayoutWidthContext.Provider value={value}>{children}</LayoutWidthContext.Provider>;
}

/** The current content width. */
export function useLayoutWidth(): number {
  return useContext(LayoutWidthContext).width;
}

/** Widens the layout to 1800 while the calling screen is shown; resets to 1400 on leaving. */
export function useWideLayout(): void {
  const { setWidth } = useContext(LayoutWidthContext);
  useEffect(() => {
    setWidth(WIDE_LAYOUT_WIDTH);
    return () => setWidth(DEFAULT_LAYOUT_WIDTH);
  }, [setWidth]);
}
