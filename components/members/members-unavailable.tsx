import { companyProfile } from "@/lib/content/company";

/** Shown while this server has no identity service configured; the public site is unaffected. */
export function MembersUnavailable({ feature }: { feature: string }) {
  return (
    <section role="status" aria-labelledby="members-unavailable-title" className="surface max-w-xl p-6">
      <h2 id="members-unavailable-title" className="font-display text-xl font-semibold">
        The members&apos; area is unavailable right now
      </h2>
      <p className="mt-3 text-fg-muted">
        {feature} needs the sign-in service, which this server is not connected to at the moment. Everything else on the site works as usual.
      </p>
      <p className="mt-3 text-fg-muted">
        Need something urgently? E-mail{" "}
        <a href={`mailto:${companyProfile.email}`} className="text-accent underline underline-offset-4 hover:text-fg">
          {companyProfile.email}
        </a>
        .
      </p>
    </section>
  );
}
