"use client";

import { chatRejections } from "@/lib/community/chat-rejections";
import { useMemberSession } from "./member-session";

/**
 * In place of the chat or the directory while the member's address is unverified: the rules open the
 * community to verified members only, so this says why, and where the link went.
 */
export function CommunityClosed({ title }: { title: string }) {
  const { user } = useMemberSession();
  const id = `closed-${title.toLowerCase().replaceAll(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="surface p-4 sm:p-6">
      <h2 id={id} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <p role="status" className="mt-4 rounded-xl border border-ink-600 p-4 text-sm text-fg-muted">
        {chatRejections.unverified} It went to <strong className="text-fg">{user.email}</strong>; the note at the top of the page sends it again.
      </p>
    </section>
  );
}
