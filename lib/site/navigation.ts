export const namedPagePaths = {
  Home: "/",
  About: "/about",
  Services: "/services",
  Proficiency: "/ourexpertise",
  Portfolio: "/portfolio",
  Career: "/career",
  Community: "/community",
  Blog: "/blog",
  Contact: "/contact",
  Faq: "/faq",
  PrivacyPolicy: "/privacypolicy",
  TermsOfUse: "/termsofuse",
} as const;

type NamedPage = keyof typeof namedPagePaths;

function isNamedPage(name: string): name is NamedPage {
  return Object.hasOwn(namedPagePaths, name);
}

export function pathForPage(name: string): string {
  if (isNamedPage(name)) return namedPagePaths[name];
  return `/${name.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
}

/** Detail routes count as their section, so the section's nav link stays active on them. */
const sectionOfPrefix: Record<string, string> = {
  projectdetail: "Portfolio",
  readarticle: "Blog",
  industry: "OurExpertise",
};

export function pageNameFromPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const first = pathname.split("/").find((segment) => segment !== "");
  if (first === undefined) return "Home";
  const section = sectionOfPrefix[first];
  if (section) return section;
  return first.charAt(0).toUpperCase() + first.slice(1);
}

export function isActivePath(href: string, currentPath: string): boolean {
  return pathForPage(pageNameFromPath(currentPath)) === href;
}

export type NavItem = { label: string; page: NamedPage; href: string };

function navItem(label: string, page: NamedPage): NavItem {
  return { label, page, href: namedPagePaths[page] };
}

export const mainNav: readonly NavItem[] = [
  navItem("About", "About"),
  navItem("Services", "Services"),
  navItem("Proficiency", "Proficiency"),
  navItem("Portfolio", "Portfolio"),
  navItem("Career", "Career"),
  navItem("Community", "Community"),
  navItem("Blog", "Blog"),
];

export const contactNav: NavItem = navItem("Contact", "Contact");
