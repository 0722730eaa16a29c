import Link from "@/components/layout/link";
import { textPieces, type MentionRef } from "@/lib/community/mention-model";
import { memberHref } from "../member-link";

const mentionLook = "rounded px-0.5 font-medium underline-offset-2 hover:underline";
/** Others named: the accent on a faint tint. */
const othersLook = `${mentionLook} bg-accent/10 text-accent`;
/** The reader named: the accent as the background, to stand out. */
const readerLook = `${mentionLook} bg-accent font-semibold text-accent-ink`;

/**
 * A message's text as it is drawn: each `@Name` of a member it mentions links to their directory entry,
 * highlighted, and more strongly when it names the member reading (`uid`); only highlighted where
 * the text is inside a link already (`linked` false).
 */
export function MessageText({ text, mentions, uid, linked = true }: { text: string; mentions: readonly MentionRef[]; uid: string; linked?: boolean }) {
  if (mentions.length === 0) return text;
  return textPieces(text, mentions).map((piece, index) =>
    "mention" in piece && !linked ? (
      // Inside a link already (a mention in the Mentions list): highlighted, not a link of its own.
      <span key={index} className={piece.mention.uid === uid ? readerLook : othersLook}>
        {piece.text}
      </span>
    ) : "mention" in piece ? (
      <Link
        key={index}
        href={memberHref(piece.mention.uid)}
        data-mention={piece.mention.uid}
        className={piece.mention.uid === uid ? readerLook : othersLook}
        aria-label={piece.mention.uid === uid ? `${piece.text} (you)` : undefined}
      >
        {piece.text}
      </Link>
    ) : (
      piece.text
    ),
  );
}
