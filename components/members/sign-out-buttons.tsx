import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * The two ways out, side by side: `children` once the session is back (sign-out-button.tsx's live
 * ones), else as the page's preview draws them, not yet usable.
 */
export function SignOutButtons({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {children ?? (
        <>
          <Button variant="ghost" size="sm" disabled>
            Sign out everywhere
          </Button>
          <Button variant="secondary" size="sm" disabled>
            Sign out
          </Button>
        </>
      )}
    </div>
  );
}
