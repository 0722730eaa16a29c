import type { ReactNode } from "react";
import { SignOutButton } from "./sign-out-button";

/** A members' panel title with the sign-out action beside it. */
export function PanelHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h2 id={id} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        {children}
      </div>
      <SignOutButton />
    </div>
  );
}
