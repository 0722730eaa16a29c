"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * The account menu's place in an app bar, and what the page puts in it. The bar is the server's, drawn
 * before the page hydrates; who is signed in is known only to the page's client area, which fills the
 * menu from where it is (so its content keeps the area's context). The newest bar's panel is the one
 * filled: while one page gives way to the next, both bars are briefly on screen.
 */
type Owner = { who: string };

let panels: readonly HTMLElement[] = [];
let owner: Owner | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentPanel = () => panels.at(-1) ?? null;
const currentOwner = () => owner;

function registerPanel(panel: HTMLElement | null) {
  if (!panel) return;
  panels = [...panels, panel];
  notify();
  return () => {
    panels = panels.filter((held) => held !== panel);
    notify();
  };
}

const initialOf = (who: string) => who.trim().charAt(0).toUpperCase() || "?";

/**
 * The app bar's account button and its panel: shown once the page has said who is signed in (see
 * `AccountMenuContent`). Escape, a press outside and leaving it close it; its place in the bar is kept
 * while it is empty, so the bar does not move when it appears.
 */
export function AccountMenu() {
  const account = useSyncExternalStore(subscribe, currentOwner, () => null);
  const [openFor, setOpenFor] = useState<string | null>(null);
  // Signed out, the menu closes: signing back in does not find it open.
  const [shownFor, setShownFor] = useState(account);
  if (shownFor !== account) {
    setShownFor(account);
    if (account === null) setOpenFor(null);
  }
  const open = account !== null && openFor === account.who;
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event.target instanceof Node && menu.current?.contains(event.target)) return;
      setOpenFor(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const inside = menu.current?.contains(document.activeElement) ?? false;
      setOpenFor(null);
      if (inside) button.current?.focus();
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("focusin", close);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("focusin", close);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={menu} className="relative size-9 shrink-0">
      {account ? (
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label="Account"
          title={account.who}
          onClick={() => setOpenFor(open ? null : account.who)}
          className="grid size-9 place-items-center rounded-full border border-ink-600 bg-ink-800 text-sm font-semibold text-fg hover:border-accent/60 aria-expanded:border-accent"
        >
          <span aria-hidden="true">{initialOf(account.who)}</span>
        </button>
      ) : null}
      <div
        ref={registerPanel}
        id={panelId}
        hidden={!open}
        className="surface absolute top-full right-0 z-40 mt-2 w-72 max-w-[calc(100vw-1rem)] p-4 text-left whitespace-normal"
      />
    </div>
  );
}

/**
 * What the account menu holds for the member `who`, drawn by the page's client area into the bar's
 * menu (nothing where it stands). Several may be mounted in turn as the area moves on; the latest says who.
 */
export function AccountMenuContent({ who, children }: { who: string; children: ReactNode }) {
  const panel = useSyncExternalStore(subscribe, currentPanel, () => null);
  useLayoutEffect(() => {
    const mine = { who };
    owner = mine;
    notify();
    return () => {
      if (owner !== mine) return;
      owner = null;
      notify();
    };
  }, [who]);
  return panel ? createPortal(children, panel) : null;
}
