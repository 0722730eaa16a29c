import type { MemberBlock } from "@/lib/community/member-documents";

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** Why a blocked member cannot post, in place of nothing at all. */
export function BlockedNotice({ block }: { block: MemberBlock }) {
  return (
    <div role="status" className="mt-4 rounded-xl border border-danger/60 bg-danger/10 p-4 text-sm">
      <p className="font-semibold">A moderator has blocked your account from posting{block.at ? ` (since ${dayFormat.format(block.at)})` : ""}.</p>
      <p className="mt-1">Reason: {block.reason || "not given"}</p>
      <p className="mt-1 text-fg-muted">
        You can still read the chat. If you think this is a mistake,{" "}
        <a href="/contact?subject=Community%20block" className="text-accent underline underline-offset-4">
          write to us
        </a>
        .
      </p>
    </div>
  );
}
