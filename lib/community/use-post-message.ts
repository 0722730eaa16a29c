"use client";

import type { Auth, User } from "firebase/auth";
import type { Firestore } from "firebase/firestore";
import { ensureMember } from "@/lib/members/account";
import { storedAuthor } from "@/lib/members/records";
import { postChatMessage, type MessageContext } from "./chat";
import { profileSource } from "./member-documents";
import { SignedOutError } from "./chat";
import { useLive } from "@/lib/firebase/use-live";

/**
 * Posts a message from the member (a reply when `context.replyTo` names the message it answers, naming
 * the members in `context.mentions`). The profile as stored is who it is from, written first if their
 * sign-up never finished.
 */
export function usePostMessage(db: Firestore, auth: Auth, user: User): (text: string, context?: MessageContext) => Promise<void> {
  const profile = useLive(profileSource(db, user.uid));
  return async (text, context) => {
    if (!auth.currentUser) throw new SignedOutError();
    let author = profile ? { uid: user.uid, name: profile.name, photoURL: profile.photoURL } : await storedAuthor(db, user.uid);
    if (!author) {
      await ensureMember(db, user, true);
      author = await storedAuthor(db, user.uid);
    }
    if (!author) throw new Error("No profile to post the message from");
    await postChatMessage(db, author, text, context);
  };
}
