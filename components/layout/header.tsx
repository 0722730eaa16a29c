"use client";

import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useDeviceProfile } from "@/lib/device/use-device-profile";
import { contactNav, mainNav } from "@/lib/site/navigation";
import { ButtonLink } from "@/components/ui/button";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { useScrollHeader } from "./use-scroll-header";

/**
 * `logo` comes rendered from the server (components/layout/logo.tsx): the company profile it names is
 * validated there, and neither it nor its schema library is sent to the browser for the header.
 */
export function Header({ logo }: { logo: ReactNode }) {
  const pathname = usePathname();
  const profile = useDeviceProfile();
  const [menuOpen, setMenuOpen] = useState(false);
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
      className="site-header"
    >
      <div aria-hidden="true" data-blurred-layer className="site-header-backdrop" />
      <div className="container-page site-header-bar">
        {logo}
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks items={mainNav} pathname={pathname} linkClassName="nav-link" />
          </ul>
        </nav>
        {/* The menu button never leaves the screen: below 360 px the Contact button (also in the menu) gives way. */}
        <div className="flex shrink-0 items-center gap-2">
          <ButtonLink href={contactNav.href} size="sm" aria-current={pathname === contactNav.href ? "page" : undefined} className="max-[22.5rem]:hidden">
            Contact
          </ButtonLink>
          <MobileMenu pathname={pathname} onOpenChange={setMenuOpen} />
        </div>
      </div>
    </header>
  );
}
