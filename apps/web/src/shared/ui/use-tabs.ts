import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabAfterKey } from './tab-keys.ts';

/**
 * One tab list of the WAI-ARIA tabs pattern: the props of each tab button and of the one panel.
 * A click selects a tab; arrow keys, Home and End select one and move focus to it once it has
 * rendered (after a closing dialog has given the page back, too). `show` does the same for a link
 * inside a panel that switches tab.
 */
export function useTabs<T extends string>(tabs: readonly T[], current: T, onSelect: (tab: T) => void) {
  const prefix = useId();
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const [focusTab, setFocusTab] = useState<T | null>(null);

  useEffect(() => {
    if (!focusTab) return;
    refs.current[focusTab]?.focus();
    setFocusTab(null);
  }, [focusTab]);

  const show = useCallback(
    (tab: T) => {
      onSelect(tab);
      setFocusTab(tab);
    },
    [onSelect],
  );

  const panelId = `${prefix}-panel`;
  const tabId = (tab: T) => `${prefix}-${tab}-tab`;
  const tabProps = (tab: T) => ({
    ref: (element: HTMLButtonElement | null) => {
      refs.current[tab] = element;
    },
    type: 'button' as const,
    role: 'tab' as const,
    id: tabId(tab),
    'aria-controls': panelId,
    'aria-selected': tab === current,
    tabIndex: tab === current ? 0 : -1,
    onClick: () => onSelect(tab),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const next = tabAfterKey(tabs, current, event.key);
      if (next === undefined) return;
      event.preventDefault();
      show(next);
    },
  });
  const panelProps = { role: 'tabpanel' as const, id: panelId, 'aria-labelledby': tabId(current) };
  return { show, tabProps, panelProps };
}
