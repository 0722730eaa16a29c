"use client";

import Link from "@/components/layout/link";
import { InlineAssistant } from "@/components/assistant/inline-assistant";
import { FaqList } from "@/components/ui/faq-list";
import { replyPromise } from "@/lib/content/company";

type HelpEntry = { question: string; answer: string };

/** The dashboard's Help tab: the members' FAQ, a way to write to us, and the assistant inline. */
export function HelpTab({ entries }: { entries: readonly HelpEntry[] }) {
  return (
    <section aria-labelledby="help-title" className="max-w-3xl">
      <h2 id="help-title" className="font-display text-2xl font-semibold">
        Help
      </h2>
      <p className="mt-1 text-fg-muted">
        Answers to what members ask most. Something else?{" "}
        <Link href="/contact?subject=Members%27%20area" className="text-accent underline underline-offset-4 hover:text-fg">
          Write to us
        </Link>
        : a person replies within {replyPromise}.
      </p>
      <div className="mt-6">
        <FaqList entries={entries} />
      </div>
      <section aria-labelledby="help-assistant-title" className="mt-10">
        <h3 id="help-assistant-title" className="font-display text-xl font-semibold">
          Ask the assistant
        </h3>
        <p className="mt-1 mb-4 text-sm text-fg-muted">It answers from this site&apos;s pages, with links, at any hour.</p>
        <InlineAssistant />
      </section>
    </section>
  );
}
