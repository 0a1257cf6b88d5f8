import { createContext, useContext, useLayoutEffect } from 'react';

/** What a screen says about itself when its route does not name it (a special or content page). */
export interface ScreenHead {
  /** The screen's name, translated: the title reads "<title> | <tenant>". */
  title: string;
  description?: string;
}

export const ScreenHeadContext = createContext<(head: ScreenHead | null) => void>(() => {});

/**
 * Names the screen on show in the page title, over its route's name and the tenant's route
 * metadata (docs/shell.md#page-titles): the not-found, forbidden and pending-approval screens
 * and content pages use it. The name is dropped again when the screen goes.
 */
export function useScreenHead(title: string, description?: string): void {
  const setHead = useContext(ScreenHeadContext);
  // Before paint, so the tab never shows the route's title for a screen that replaced it.
  useLayoutEffect(() => {
    setHead(description === undefined ? { title } : { title, description });
    return () => setHead(null);
  }, [setHead, title, description]);
}
