import type { ReactNode } from "react";
import type { MembersPage } from "./members-preview";

/** A members' page's own content, named by the page so that none of it (nor Firebase) loads with the page. */
export type MembersArea = { kind: "chat" } | { kind: "dashboard"; help: readonly { question: string; answer: string }[] } | { kind: "mentions" };

/** What the live area (members-live.tsx) takes of the members' gate's props. */
export type MembersLiveProps = {
  feature: string;
  preview?: MembersPage;
  /** Whether the page counts the member's unread mentions (in the members' bar and the title); the console has its own counts. */
  mentions?: boolean;
} & ({ area: MembersArea; children?: never } | { area?: never; children: ReactNode });
