"use client";

import type { Firestore } from "firebase/firestore";
import { createContext, useContext } from "react";

/**
 * The chat as connected: its store and the member, which the live chat gives its messages once its
 * first page is in. Null while the chat is drawn before connecting (the server's first page, or the
 * saved chat): the same components then draw their controls, not yet usable.
 */
export type ChatConnection = { db: Firestore; uid: string };

export const ChatConnectionContext = createContext<ChatConnection | null>(null);

export const useChatConnection = () => useContext(ChatConnectionContext);
