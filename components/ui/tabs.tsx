'use client';

import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useScriptsRunning } from './use-scripts-running';

/** One tab: a stable id, its label, an optional counter and the panel content. */
export interface TabItem {
  id: string;
  label: string;
  count?: number;
  content: ReactNode;
  /**
   * The address of the page showing this tab: the tab is then a link, so it works without
   * JavaScript and opens in a new browser tab; with JavaScript a click selects it in place.
   */
  href?: string;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  defaultTabId?: string;
  /** The selected tab when the owner keeps it (e.g. in the address); else the tabs keep it themselves. */
  selectedId?: string;
  /** Called with the id of the tab the person selects (e.g. to keep it in the address). */
  onSelect?: (id: string) => void;
}

/** In the browser, the link tab whose address is the page's (when no owner keeps the tab), else undefined. */
function tabOfAddress(tabs: readonly TabItem[], owned: boolean): string | undefined {
  if (owned || typeof window === 'undefined') return undefined;
  const here = window.location.pathname + window.location.search;
  return tabs.find((t) => t.href === here)?.id;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: one tab stop for the list, arrow keys (and Home/End)
 * move between tabs and select them, the panel is labelled by its tab and focusable. In the
 * server's HTML every tab is a tab stop, since arrow keys do nothing without the scripts.
 * Only the selected panel is rendered, so long lists in other tabs cost nothing.
 */
export function Tabs({ label, tabs, defaultTabId, selectedId: controlledId, onSelect }: TabsProps) {
  const baseId = useId();
  // «Back» to an address a tab wrote (below) renders the page as it first came for another address:
  // the tab the address names is taken then. The server rendered that same tab for it, so a page's
  // first load hydrates without a difference.
  const [ownSelectedId, setSelectedId] = useState(
    () => tabOfAddress(tabs, onSelect !== undefined) ?? defaultTabId ?? tabs[0]?.id,
  );
  const selectedId = controlledId ?? ownSelectedId;
  const buttons = useRef<(HTMLElement | null)[]>([]);
  // The arrow keys need the scripts: until they run (or without JavaScript) every tab stays in the
  // Tab order, so a keyboard reaches the other tabs' links.
  const roving = useScriptsRunning();
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((t) => t.id === selectedId),
  );
  const selected = tabs[selectedIndex];

  // Selected in place; a link tab the owner does not keep itself also becomes the page's address
  // (replaced, not pushed), so a reload or a copied address opens the same tab.
  function choose(tab: TabItem) {
    setSelectedId(tab.id);
    if (onSelect) onSelect(tab.id);
    else if (tab.href) window.history.replaceState(null, '', tab.href);
  }

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    choose(tab);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          const props = {
            ref: (el: HTMLElement | null) => {
              buttons.current[index] = el;
            },
            role: 'tab',
            id: `${baseId}-tab-${tab.id}`,
            'aria-selected': isSelected,
            // Only the selected panel exists in the DOM, so only its tab may point at it.
            'aria-controls': isSelected ? `${baseId}-panel-${tab.id}` : undefined,
            tabIndex: isSelected || !roving ? 0 : -1,
            className: 'tabs__tab',
            onClick: (event: MouseEvent) => {
              // A link tab opened in a new browser tab (Ctrl, Cmd, middle click) is left to the browser.
              if (tab.href && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
              event.preventDefault();
              choose(tab);
            },
            onKeyDown,
          } as const;
          const text = (
            <>
              {tab.label}
              {/* The space keeps the accessible name «Неоплаченные 3», not «Неоплаченные3». */}
              {tab.count !== undefined && (
                <>
                  {' '}
                  <span className="tabs__count">{tab.count}</span>
                </>
              )}
            </>
          );
          return tab.href ? (
            <a key={tab.id} href={tab.href} {...props}>
              {text}
            </a>
          ) : (
            <button key={tab.id} type="button" {...props}>
              {text}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          tabIndex={0}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
