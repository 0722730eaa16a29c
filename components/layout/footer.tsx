import Link from "@/components/layout/link";
import { companyProfile, telHref, type SocialNetwork } from "@/lib/content/company";
import { pathForPage } from "@/lib/site/navigation";
import { LogoMark } from "./logo";
import { CurrentYear } from "./current-year";
import { SocialIcon, socialLabels } from "./social-icons";

const footerServices = ["Custom Software", "Web Development", "Mobile Apps", "UX/UI Design", "DevOps"];

const companyLinks = [
  { label: "About Us", href: pathForPage("About") },
  { label: "Career", href: pathForPage("Career") },
  { label: "Community", href: pathForPage("Community") },
  { label: "Case Studies", href: pathForPage("Portfolio") },
  { label: "Blog", href: pathForPage("Blog") },
  { label: "FAQ", href: pathForPage("Faq") },
  { label: "Privacy Policy", href: pathForPage("PrivacyPolicy") },
  { label: "Terms of Use", href: pathForPage("TermsOfUse") },
];

const networks: SocialNetwork[] = ["facebook", "instagram", "twitter", "github", "youtube"];

const linkClass = "quiet-link";

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`footer-${title.toLowerCase()}`} data-footer-column={title}>
      <h2 id={`footer-${title.toLowerCase()}`} className="text-sm font-semibold uppercase tracking-[0.14em] text-fg">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function Footer() {
  const { name, fullName, address, phone, email, socialMedia } = companyProfile;
  return (
    <footer className="render-when-near border-t border-ink-700 bg-ink-900 [--near-size:68rem] sm:[--near-size:40rem]">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <section aria-labelledby="footer-company-blurb" data-footer-column="About">
          <h2 id="footer-company-blurb" className="flex items-center gap-2.5 font-display text-lg font-semibold text-fg">
            <LogoMark className="size-8" />
            {name}
          </h2>
          <p className="mt-5 max-w-xs text-sm text-fg-muted">
            {fullName} designs, builds and runs custom software, web platforms and mobile apps for teams who need them to work on day one and keep working for
            years.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Social media">
            {networks.map((network) => (
              <li key={network}>
                <a href={socialMedia[network]} target="_blank" rel="noopener noreferrer" className="icon-link">
                  <SocialIcon network={network} />
                  <span className="sr-only">
                    {name} on {socialLabels[network]} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <Column title="Services">
          <ul className="space-y-3 text-sm">
            {footerServices.map((label) => (
              <li key={label}>
                <Link href={pathForPage("Services")} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>

        <Column title="Company">
          <ul className="space-y-3 text-sm">
            {companyLinks.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>

        <Column title="Contact">
          <address className="space-y-3 text-sm not-italic">
            <p className="text-fg-muted">{address}</p>
            <p>
              <a href={telHref(phone)} className={linkClass}>
                {phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            </p>
          </address>
        </Column>
      </div>
      <div className="border-t border-ink-700">
        <p className="container-page py-6 text-sm text-fg-subtle">
          © <CurrentYear buildYear={new Date().getFullYear()} /> {fullName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
