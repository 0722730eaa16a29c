import Link from "@/components/layout/link";
import { getPresalesFaq } from "@/lib/content";
import { presalesTopics, type PresalesFaqEntry } from "@/lib/content/schema";

/** Where the whole pre-sales FAQ is; each question is at its id's anchor there. */
export const presalesFaqPath = "/faq";

const presalesFaqHref = (entry: Pick<PresalesFaqEntry, "id">) => `${presalesFaqPath}#${entry.id}`;

/** A topic's anchor on the FAQ page: "Getting started" is #getting-started. */
function topicAnchor(topic: string): string {
  return topic
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

type TopicGroup = { topic: string; anchor: string; entries: PresalesFaqEntry[] };

/** The questions under each topic, topics in the page's order; a topic with no questions is left out. */
function groupByTopic(entries: readonly PresalesFaqEntry[]): TopicGroup[] {
  return presalesTopics
    .map((topic) => ({ topic, anchor: topicAnchor(topic), entries: entries.filter((entry) => entry.topic === topic) }))
    .filter((group) => group.entries.length > 0);
}

/** The questions with these ids, in this order; an id the FAQ does not have fails the build. */
export function presalesFaqEntries(ids: readonly string[]): PresalesFaqEntry[] {
  const faq = getPresalesFaq();
  return ids.map((id) => {
    const entry = faq.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`The pre-sales FAQ has no question "${id}" (lib/content/data/presales.ts)`);
    return entry;
  });
}

/** The whole FAQ, always open: a contents list of the topics, then each topic's questions and full answers. */
export function PresalesFaqTopics({ entries }: { entries: readonly PresalesFaqEntry[] }) {
  const groups = groupByTopic(entries);
  return (
    <div className="container-page grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Topics" className="lg:sticky lg:top-24 lg:h-fit">
        <h2 className="label-caps text-fg-subtle">Topics</h2>
        <ol className="mt-4 space-y-2 text-sm">
          {groups.map((group) => (
            <li key={group.anchor}>
              <a href={`#${group.anchor}`} className="text-fg-muted hover:text-accent">
                {group.topic}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-16">
        {groups.map((group) => (
          <section key={group.anchor} id={group.anchor} aria-labelledby={`${group.anchor}-title`} className="scroll-mt-24">
            <h2 id={`${group.anchor}-title`} className="font-display text-2xl font-semibold sm:text-3xl">
              {group.topic}
            </h2>
            <div className="mt-6 divide-y divide-ink-700 border-t border-ink-700">
              {group.entries.map((entry) => (
                <div key={entry.id} id={entry.id} className="scroll-mt-24 py-6">
                  <h3 className="font-display text-lg font-semibold text-fg">{entry.question}</h3>
                  <p className="mt-3 text-fg-muted">{entry.answer}</p>
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** A few questions with their short answers, each linking to its full answer, and a link to the rest. */
export function PresalesFaqHighlights({ entries }: { entries: readonly PresalesFaqEntry[] }) {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id} className="surface relative p-6 transition-colors hover:border-accent/50">
            <h3 className="font-display text-lg font-semibold">
              <Link href={presalesFaqHref(entry)} className="stretched-link">
                {entry.question}
              </Link>
            </h3>
            <p className="mt-3 text-sm text-fg-muted">{entry.short}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link href={presalesFaqPath} className="font-semibold text-accent hover:underline">
          All questions before you hire us <span aria-hidden="true">→</span>
        </Link>
      </p>
    </>
  );
}
