"use client";

import { usePathname } from "next/navigation";
import { useCallback, useState } from "react";
import { useDeviceProfile } from "@/lib/device/use-device-profile";
import { contactNav, mainNav } from "@/lib/site/navigation";
import { ButtonLink } from "@/components/ui/button";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { useScrollHeader } from "./use-scroll-header";

export function Header() {
  const pathname = usePathname();
  const profile = useDeviceProfile();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  // Stable, so the open menu's key handler is not re-subscribed on every render.
  const onMenuOpenChange = useCallback((open: boolean) => setMenuOpenAt(open ? pathname : null), [pathname]);
  const canHide = !profile.isLowEnd && !profile.isMobile && !profile.isTablet && !menuOpen;
  const { compact, hidden } = useScrollHeader(canHide);
  const [focusWithin, setFocusWithin] = useState(false);
  const isHidden = hidden && !focusWithin;

  return (
    <header
      data-compact={compact}
      data-hidden={isHidden}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      className="group/header fixed inset-x-0 top-0 z-50 h-(--header-height) transition-transform duration-300 ease-out data-[hidden=true]:-translate-y-full"
    >
      <div
        aria-hidden="true"
        data-blurred-layer
        className="absolute inset-0 border-b border-transparent bg-ink-950 transition-[background-color,border-color,clip-path,backdrop-filter] duration-300 [clip-path:inset(0_0_0_0)] group-data-[compact=true]/header:border-ink-700/70 group-data-[compact=true]/header:bg-ink-950/70 group-data-[compact=true]/header:backdrop-blur-xl group-data-[compact=true]/header:[clip-path:inset(0_0_0.75rem_0)]"
      />
      <div className="container-page relative flex h-full items-center justify-between gap-6 transition-transform duration-300 group-data-[compact=true]/header:-translate-y-1.5">
        <Logo onNavigate={() => setMenuOpenAt(null)} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks items={mainNav} pathname={pathname} linkClassName="nav-link" />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ButtonLink href={contactNav.href} size="sm" aria-current={pathname === contactNav.href ? "page" : undefined}>
            Contact
          </ButtonLink>
          <MobileMenu
            open={menuOpen}
            pathname={pathname}
            onOpenChange={onMenuOpenChange}
          />
        </div>
      </div>
    </header>
  );
}
