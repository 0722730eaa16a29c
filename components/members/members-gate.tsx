"use client";

import { useEffect, useMemo, useSyncExternalStore, type ComponentType } from "react";
import { viewOfFirstPage, type FirstChatPage } from "@/lib/community/first-page";
import type { ReturnedMessage } from "@/lib/community/chat-sends";
import { closeServerSession } from "@/lib/members/session-exchange";
import { ChatHandoverProvider } from "./chat/chat-handover-context";
import { FirstChatContext } from "./chat/early-chat";
import type { MembersLiveProps } from "./members-area";
import { Waiting } from "./members-waiting";

type MembersGateProps = MembersLiveProps & {
  /** The chat's first page, as the server read it with the member's session cookie. */
  first?: FirstChatPage | null;
  /** The server found the page's session cookie no longer valid: it is cleared. */
  staleSession?: boolean;
  /** The page's script nonce, for the first page's one inline script. */
  nonce?: string;
  /** A message the chat's form posted without JavaScript that the server refused. */
  returned?: ReturnedMessage | null;
};

// The live area, with Firebase, is its own chunk, fetched once the page has hydrated and the browser
// has a moment (an idle period, or half a second): the page (its chat and send box) is usable first,
// and the first thing a member types does not wait behind it. The page hydrates the server's preview
// as it is (what was typed, the focus, where it was scrolled, the form's first script); the live area
// takes over once its code is here, and the chat hands those over to what it draws
// (lib/community/chat-handover.ts).
let LiveArea: ComponentType<MembersLiveProps> | null = null;
let liveLoaded: Promise<void> | null = null;
function loadLive(): Promise<void> {
  liveLoaded ??= new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 0);
  }).then(importLive);
  return liveLoaded;
}

/** The live area's code; asked for again when it fails to arrive (the network dropped), a second, then longer, apart. */
async function importLive(): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      LiveArea = (await import("./members-live")).MembersLive;
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** attempt)));
    }
  }
}
const onLiveLoaded = (notify: () => void) => {
  let waiting = true;
  void loadLive().then(() => waiting && notify());
  return () => {
    waiting = false;
  };
};

/** The live area once its code is here; the preview on the server, while the page hydrates, and until then. */
function LiveOrPreview(props: MembersLiveProps) {
  const loaded = useSyncExternalStore(
    onLiveLoaded,
    () => LiveArea !== null,
    () => false,
  );
  return loaded && LiveArea ? <LiveArea {...props} /> : <Waiting preview={props.preview} />;
}

/**
 * Members' content: loading, unavailable without a backend, the sign-in form, or the children. With
 * `preview`, while loading, the page's chat as the server rendered it (`first`), or else as this
 * browser last saw it for a member it knows.
 */
export function MembersGate({ first = null, staleSession = false, nonce, returned = null, ...props }: MembersGateProps) {
  const view = useMemo(() => (first ? { ...viewOfFirstPage(first), nonce, returned } : null), [first, nonce, returned]);
  useEffect(() => {
    if (staleSession) closeServerSession(true);
  }, [staleSession]);
  return (
    <FirstChatContext value={view}>
      <ChatHandoverProvider>
        <LiveOrPreview {...props} />
      </ChatHandoverProvider>
    </FirstChatContext>
  );
}
