import Link from "next/link";
import { isActivePath, type NavItem } from "@/lib/site/navigation";

type NavLinksProps = {
  items: readonly NavItem[];
  pathname: string;
  linkClassName: string;
  onNavigate?: () => void;
};

export function NavLinks({ items, pathname, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <>
      {items.map((item) => {
        const active = isActivePath(item.href, pathname);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              data-active={active || undefined}
              className={linkClassName}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </>
  );
}
