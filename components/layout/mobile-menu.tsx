"use client";

import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { contactNav, mainNav } from "@/lib/site/navigation";
import { ButtonLink } from "@/components/ui/button";
import { NavLinks } from "./nav-links";

type MobileMenuProps = {
  open: boolean;
  pathname: string;
  onOpenChange: (open: boolean) => void;
};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const menuLink =
  "flex items-center justify-between rounded-2xl px-4 py-3.5 font-display text-2xl font-medium text-fg-muted transition-colors hover:bg-ink-800 hover:text-fg data-[active]:bg-ink-800 data-[active]:text-fg";

const noSubscription = () => () => {};

export function MobileMenu({ open, pathname, onOpenChange }: MobileMenuProps) {
  const panelId = useId();
  // The panel lives in <body>: inside the header, the header's transforms would become its containing block.
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      document.documentElement.dataset.menuOpen = "true";
    } else if (wasOpen.current) {
      toggleRef.current?.focus();
    }
    wasOpen.current = open;
    return () => {
      delete document.documentElement.dataset.menuOpen;
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // Everything but the header and the panel is out of reach while the menu is open, for every input.
    const outside = [...document.body.children].filter(
      (element) => element !== panelRef.current && !element.contains(toggleRef.current),
    );
    for (const element of outside) element.setAttribute("inert", "");
    return () => {
      for (const element of outside) element.removeAttribute("inert");
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onOpenChange(false);
        return;
      }
      if (event.key !== "Tab") return;
      const toggle = toggleRef.current;
      const panel = panelRef.current;
      if (!toggle || !panel) return;
      // The panel is not next to the toggle in the document, so every Tab is routed by hand.
      const focusables = [toggle, ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const current = focusables.findIndex((element) => element === document.activeElement);
      const step = event.shiftKey ? -1 : 1;
      const next = current === -1 ? 0 : (current + step + focusables.length) % focusables.length;
      event.preventDefault();
      focusables[next]?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onOpenChange]);

  const close = () => onOpenChange(false);

  const panel = (
    <div
      id={panelId}
      ref={panelRef}
      hidden={!open}
      className="fixed inset-x-0 bottom-0 top-(--header-height) z-40 overflow-y-auto border-t border-ink-700 bg-ink-950/98 backdrop-blur-xl lg:hidden"
    >
      <nav aria-label="Mobile" className="container-page flex flex-col gap-8 py-6">
        <ul className="flex flex-col gap-1">
          <NavLinks items={mainNav} pathname={pathname} linkClassName={menuLink} onNavigate={close} />
        </ul>
        <ButtonLink href={contactNav.href} size="lg" onClick={close} className="w-full">
          Start a project
        </ButtonLink>
      </nav>
    </div>
  );

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => onOpenChange(!open)}
        className="menu-button"
      >
        <span aria-hidden="true" className="menu-bars">
          <span />
          <span />
          <span />
        </span>
      </button>
      {mounted ? createPortal(panel, document.body) : null}
    </div>
  );
}
