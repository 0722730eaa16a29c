import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "@/components/layout/link";
import { buttonClass } from "@/components/ui/button";
import { PageIntro } from "@/components/ui/page-intro";
import { getAdmin } from "@/lib/firebase/admin";
import { mentionEmailsRoute, mentionSettingsPath } from "@/lib/notify/mention-email";
import { unsubscribeState, type UnsubscribeState } from "@/lib/notify/unsubscribe-page";

// The link's token is read, and the member's choice, on every request.
export const dynamic = "force-dynamic";

// The address carries the member's token: never indexed, and no Referer sent from here (next.config.ts
// sends the same policy as a header).
export const metadata: Metadata = {
  title: "Mention e-mails",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

const profileLink = (
  <Link href={mentionSettingsPath} rel="noreferrer" className="text-accent underline underline-offset-4">
    your profile
  </Link>
);

const says: Record<Exclude<UnsubscribeState["kind"], "ask">, { title: string; lead: ReactNode }> = {
  off: { title: "Mention e-mails are off", lead: <>You will get no more e-mails about mentions. Turn them on again in {profileLink}.</> },
  stale: {
    title: "This link no longer works",
    lead: (
      <>
        This link is from an e-mail sent before you turned mention e-mails back on, so it no longer turns them off. Use the link in a newer e-mail, or{" "}
        {profileLink}.
      </>
    ),
  },
  invalid: { title: "This unsubscribe link is not valid", lead: <>Turn mention e-mails off in {profileLink} instead.</> },
  expired: { title: "This unsubscribe link has expired", lead: <>Turn mention e-mails off in {profileLink} instead.</> },
  unavailable: { title: "Mention e-mails cannot be changed here right now", lead: <>Try the link again in a moment, or turn them off in {profileLink}.</> },
};

/**
 * The unsubscribe link opened in a browser: a button that turns mention e-mails off (a POST to the
 * link's own address, as RFC 8058's one click is), or what has come of it. Opening it changes nothing,
 * as mail scanners open links on their own.
 */
export default async function MentionEmailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const state = await unsubscribeState(getAdmin()?.db ?? null, typeof token === "string" ? token : "");
  if (state.kind !== "ask") {
    const { title, lead } = says[state.kind];
    return <PageIntro eyebrow="Community" title={title} lead={lead} />;
  }
  return (
    <PageIntro
      eyebrow="Community"
      title="Stop mention e-mails?"
      lead={<>You get an e-mail when members mention you in the community chat while you are away. You can turn them on again in {profileLink}.</>}
    >
      <form method="post" action={`${mentionEmailsRoute}?token=${encodeURIComponent(state.token)}`} className="mt-8">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className={buttonClass("primary", "lg")}>
          Stop these e-mails
        </button>
      </form>
    </PageIntro>
  );
}
