import Link from "@/components/layout/link";
import { isActivePath, type NavItem } from "@/lib/site/navigation";

type NavLinksProps = {
  items: readonly NavItem[];
  pathname: string;
  linkClassName: string;
  onNavigate?: () => void;
  /** The first link takes focus when its popover opens (the browser honours the attribute in server HTML). */
  autoFocusFirst?: boolean;
};

export function NavLinks({ items, pathname, linkClassName, onNavigate, autoFocusFirst = false }: NavLinksProps) {
  return (
    <>
      {items.map((item, index) => {
        const active = isActivePath(item.href, pathname);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              data-active={active || undefined}
              className={linkClassName}
              onClick={onNavigate}
              autoFocus={autoFocusFirst && index === 0}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </>
  );
}
