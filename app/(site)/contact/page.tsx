import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { PresalesFaqHighlights, presalesFaqEntries } from "@/components/marketing/presales-faq";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { getServices } from "@/lib/content";
import { companyProfile, replyPromise, telHref } from "@/lib/content/company";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Contact",
  description: `Tell ${companyProfile.name} about your project. A senior engineer replies within ${replyPromise}.`,
  path: "/contact",
});

const nextSteps = [
  {
    title: `We reply within ${replyPromise}`,
    description: "A senior engineer, not a salesperson, reads every message and answers with questions or a time to talk.",
  },
  { title: "A 45-minute discovery call", description: "We talk through goals, constraints and budget, and tell you candidly whether we are the right team." },
  { title: "A written proposal in a week", description: "Scope, team, timeline and a fixed price for the first phase, so you can decide with real numbers." },
];

/** What people ask before they first get in touch: what happens, confidentiality, budget and time zones. */
const faqIds = ["how-a-project-starts", "nda-and-confidentiality", "minimum-budget", "time-zones-and-location"];

export default function ContactPage() {
  const { email, phone, address } = companyProfile;
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Let's talk about your project"
        lead="Whether you have a full specification or a rough idea, we are happy to hear about it."
      />
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactForm
          services={getServices().map((service) => ({ id: service.id, title: service.title }))}
          fallback={{ email: companyProfile.email, phone: companyProfile.phone, phoneHref: telHref(companyProfile.phone) }}
        />
        <div className="space-y-12">
          <section aria-labelledby="channels-title">
            <h2 id="channels-title" className="font-display text-2xl font-semibold">
              Reach us directly
            </h2>
            <dl className="mt-6 space-y-6">
              <div className="surface p-5">
                <dt className="text-sm text-fg-subtle">E-mail</dt>
                <dd className="mt-1 text-lg">
                  <a href={`mailto:${email}`} className="text-accent hover:underline">
                    {email}
                  </a>
                </dd>
              </div>
              <div className="surface p-5">
                <dt className="text-sm text-fg-subtle">Phone ({companyProfile.contact.phoneHours})</dt>
                <dd className="mt-1 text-lg">
                  <a href={telHref(phone)} className="text-accent hover:underline">
                    {phone}
                  </a>
                </dd>
              </div>
              <div className="surface p-5">
                <dt className="text-sm text-fg-subtle">Studio</dt>
                <dd className="mt-1 text-lg not-italic">{address}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="next-title">
            <h2 id="next-title" className="font-display text-2xl font-semibold">
              What happens next
            </h2>
            <ol className="mt-6 space-y-4">
              {nextSteps.map((step, index) => (
                <li key={step.title} className="surface flex gap-4 p-5">
                  <span aria-hidden="true" className="font-display text-2xl font-semibold text-accent">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className="mt-1 text-sm text-fg-muted">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
      <Section id="faq" eyebrow="FAQ" title="Before you get in touch">
        <PresalesFaqHighlights entries={presalesFaqEntries(faqIds)} />
      </Section>
    </>
  );
}
