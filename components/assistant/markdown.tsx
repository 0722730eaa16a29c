import Link from "@/components/layout/link";
import type { ReactNode } from "react";

/**
 * The little Markdown the assistant writes, rendered as React elements (never as HTML): paragraphs,
 * "- " and "1. " lists, **bold**, *emphasis*, `code` and [links](…). Links go to the site's own pages,
 * mailto:, tel: or https: addresses; anything else stays as plain text.
 */

type LinkTarget = { kind: "internal" | "external" | "plain"; href: string };

export function linkTarget(href: string): LinkTarget | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)[^\s]*$/.test(trimmed)) return { kind: "internal", href: trimmed };
  if (/^https:\/\/[^\s]+$/i.test(trimmed)) return { kind: "external", href: trimmed };
  if (/^(mailto|tel):[^\s]+$/i.test(trimmed)) return { kind: "plain", href: trimmed };
  return null;
}

const inlinePattern = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|`([^`\n]+)`|\*([^*\n]+)\*/g;

function inline(text: string, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const at = match.index ?? 0;
    if (at > last) nodes.push(text.slice(last, at));
    const id = `${key}-${index++}`;
    const [whole, label, href, bold, code, emphasis] = match;
    if (label !== undefined && href !== undefined) {
      const target = linkTarget(href);
      const className = "font-semibold text-accent underline underline-offset-2 hover:text-accent-strong";
      if (!target) nodes.push(label);
      else if (target.kind === "internal")
        nodes.push(
          <Link key={id} href={target.href} className={className}>
            {label}
          </Link>,
        );
      else
        nodes.push(
          <a key={id} href={target.href} className={className} {...(target.kind === "external" ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {label}
          </a>,
        );
    } else if (bold !== undefined) nodes.push(<strong key={id}>{inline(bold, id)}</strong>);
    else if (code !== undefined)
      nodes.push(
        <code key={id} className="rounded bg-ink-800 px-1 py-0.5 text-[0.9em]">
          {code}
        </code>,
      );
    else if (emphasis !== undefined) nodes.push(<em key={id}>{inline(emphasis, id)}</em>);
    else nodes.push(whole);
    last = at + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

type Block = { kind: "paragraph"; lines: string[] } | { kind: "list"; ordered: boolean; items: string[] };

function blocks(text: string): Block[] {
  const result: Block[] = [];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const trimmed = line.trim();
    const bullet = /^[-*•]\s+(.*)$/.exec(trimmed);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(trimmed);
    const current = result.at(-1);
    if (trimmed === "") {
      result.push({ kind: "paragraph", lines: [] });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const item = (bullet ?? numbered)?.[1] ?? "";
      if (current?.kind === "list" && current.ordered === ordered) current.items.push(item);
      else result.push({ kind: "list", ordered, items: [item] });
    } else if (current?.kind === "paragraph") {
      current.lines.push(trimmed.replace(/^#+\s+/, ""));
    } else {
      result.push({ kind: "paragraph", lines: [trimmed.replace(/^#+\s+/, "")] });
    }
  }
  return result.filter((block) => (block.kind === "paragraph" ? block.lines.length > 0 : block.items.length > 0));
}

export function Markdown({ text }: { text: string }) {
  return (
    <>
      {blocks(text).map((block, index) => {
        const key = `b${index}`;
        if (block.kind === "paragraph") {
          return (
            <p key={key} className="mt-2 first:mt-0">
              {block.lines.flatMap((line, lineIndex) =>
                lineIndex === 0 ? inline(line, `${key}-${lineIndex}`) : [<br key={`${key}-br${lineIndex}`} />, ...inline(line, `${key}-${lineIndex}`)],
              )}
            </p>
          );
        }
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={key} className={`mt-2 space-y-1 pl-5 first:mt-0 ${block.ordered ? "list-decimal" : "list-disc"}`}>
            {block.items.map((item, itemIndex) => (
              <li key={`${key}-${itemIndex}`}>{inline(item, `${key}-${itemIndex}`)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
