"use client";

import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { contactNav, mainNav } from "@/lib/site/navigation";
import { ButtonLink } from "@/components/ui/button";
import { NavLinks } from "./nav-links";

type MobileMenuProps = {
  pathname: string;
  onOpenChange: (open: boolean) => void;
};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
// Tailwind's lg breakpoint, from which the header shows its own navigation and the menu is gone.
const WIDE = "(min-width: 64rem)";

const menuLink =
  "flex items-center justify-between rounded-2xl px-4 py-3.5 font-display text-2xl font-medium text-fg-muted transition-colors hover:bg-ink-800 hover:text-fg data-[active]:bg-ink-800 data-[active]:text-fg";

const noSubscription = () => () => {};
const isOpen = (panel: HTMLElement | null) => panel?.matches(":popover-open") ?? false;

/**
 * The menu is a popover its button toggles: it opens and closes (and Escape or a tap outside closes
 * it) before any script has run. Once hydrated it also keeps focus inside, puts the page out of reach
 * and closes on every route change.
 */
export function MobileMenu({ pathname, onOpenChange }: MobileMenuProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const subscribe = useCallback((onChange: () => void) => {
    const panel = panelRef.current;
    panel?.addEventListener("toggle", onChange);
    return () => panel?.removeEventListener("toggle", onChange);
  }, []);
  // Read from the popover itself, so a menu opened before hydration is seen open after it.
  const open = useSyncExternalStore(
    subscribe,
    () => isOpen(panelRef.current),
    () => false,
  );
  const shownPath = useRef(pathname);

  const close = useCallback(() => {
    if (isOpen(panelRef.current)) panelRef.current?.hidePopover();
  }, []);

  useEffect(() => onOpenChange(open), [open, onOpenChange]);

  useEffect(() => {
    const panel = panelRef.current;
    const toggle = toggleRef.current;
    if (!panel || !toggle) return;
    // Focus goes into the menu and back to its button. The browser does both for a menu served in the
    // HTML (the first link has autofocus) and opened by a click that focused the button; this covers a
    // header rendered in the browser and a button that a click does not focus.
    const onToggle = (event: ToggleEvent) => {
      const active = document.activeElement;
      if (event.newState === "open") {
        if (!panel.contains(active)) panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      } else if (active === document.body || panel.contains(active)) {
        toggle.focus();
      }
    };
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  useEffect(() => {
    // Not on the first render: a menu opened before hydration stays open.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [open, close]);

  useEffect(() => {
    if (!open) return;
    // Everything but the header (the toggle and the panel) is out of reach while the menu is open, for every input.
    const outside = [...document.body.children].filter((element) => !element.contains(toggleRef.current));
    for (const element of outside) element.setAttribute("inert", "");
    return () => {
      for (const element of outside) element.removeAttribute("inert");
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = toggleRef.current;
      const panel = panelRef.current;
      if (event.key !== "Tab" || !toggle || !panel) return;
      // Tab and Shift+Tab go round the toggle and the menu's links, and nowhere else.
      const focusables = [toggle, ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const current = focusables.findIndex((element) => element === document.activeElement);
      const step = event.shiftKey ? -1 : 1;
      const next = current === -1 ? 0 : (current + step + focusables.length) % focusables.length;
      event.preventDefault();
      focusables[next]?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        aria-expanded={hydrated ? open : undefined}
        aria-label="Menu"
        className="menu-button"
      >
        <span aria-hidden="true" className="menu-bars">
          <span />
          <span />
          <span />
        </span>
      </button>
      <div id={panelId} ref={panelRef} popover="auto" className="menu-panel">
        <nav aria-label="Mobile" className="container-page flex flex-col gap-8 py-6">
          <ul className="flex flex-col gap-1">
            <NavLinks items={mainNav} pathname={pathname} linkClassName={menuLink} onNavigate={close} autoFocusFirst />
          </ul>
          <ButtonLink href={contactNav.href} size="lg" onClick={close} className="w-full">
            Start a project
          </ButtonLink>
        </nav>
      </div>
    </div>
  );
}
