import { ContentImage } from "@/components/ui/content-image";
import type { TeamMember } from "@/lib/content";

export function TeamGrid({ team }: { team: readonly TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {team.map((member) => (
        <li key={member.id} id={member.id} className="surface scroll-mt-24 p-6">
          <div className="flex items-center gap-4">
            <ContentImage image={member.avatar} width={64} height={64} sizes="64px" className="size-16 rounded-full" />
            <div>
              <h3 className="font-display text-lg font-semibold">{member.name}</h3>
              <p className="text-sm font-medium text-accent">{member.role}</p>
            </div>
          </div>
          <p className="mt-4 text-fg-muted">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
