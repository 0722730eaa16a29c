"use client";

import type { Auth, User } from "firebase/auth";
import type { Firestore } from "firebase/firestore";
import { ensureMember } from "@/lib/members/account";
import { storedAuthor } from "@/lib/members/records";
import { serverSessionSettled } from "@/lib/members/session-exchange";
import { postChatMessage, SignedOutError } from "./chat";
import { sendMessage, SendRefusedError } from "./chat-sends";
import type { MessageContext } from "./message-post";

/**
 * Posts a message from the member through the server (chat-sends.ts), as from the first paint: a
 * reply when `context.replyTo` names the message it answers, naming the members in `context.mentions`.
 * A profile their sign-up never finished is written first, here, and the message sent again. A member
 * this device holds no server session for (signed in too long ago to open one) posts from the browser,
 * as the rules allow; one whose sign-in was ended is told so.
 */
export function usePostMessage(db: Firestore, auth: Auth, user: User): (text: string, context?: MessageContext) => Promise<void> {
  return async (text, context = {}) => {
    const message = { text, replyTo: context.replyTo, mentions: context.mentions ?? [] };
    try {
      await sendMessage(message);
    } catch (error) {
      if (!(error instanceof SendRefusedError)) throw error;
      const { reason } = error.problem;
      if (reason === "noProfile") {
        await ensureMember(db, user, true);
        await sendMessage(message);
        return;
      }
      if (reason !== "signedOut" || (await serverSessionSettled()) === "signInAgain") throw error;
      if (!auth.currentUser) throw new SignedOutError();
      const author = await storedAuthor(db, user.uid);
      if (!author) throw error;
      await postChatMessage(db, author, text, context);
    }
  };
}
