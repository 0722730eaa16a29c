"use client";

import { collection, limit, onSnapshot, orderBy, query, type Timestamp } from "firebase/firestore";
import { useEffect, useState } from "react";
import { chatCollection } from "@/lib/community/chat";
import { useMemberSession } from "./member-session";
import { PanelHeader } from "./panel-header";

type Message = { id: string; text: string; name: string; uid: string; sentAt: Date | null };

const timeFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", hour: "2-digit", minute: "2-digit" });

/** The newest messages of the community chat, live. */
export function ChatFeed() {
  const { db, user } = useMemberSession();
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const newest = query(collection(db, chatCollection), orderBy("timestamp", "desc"), limit(20));
    return onSnapshot(
      newest,
      (snapshot) => {
        setFailed(false);
        setMessages(
          snapshot.docs
            .map((message) => ({
              id: message.id,
              text: String(message.get("text") ?? ""),
              name: String(message.get("name") ?? "Member"),
              uid: String(message.get("uid") ?? ""),
              sentAt: (message.get("timestamp") as Timestamp | null)?.toDate() ?? null,
            }))
            .reverse(),
        );
      },
      () => setFailed(true),
    );
  }, [db]);

  return (
    <section aria-labelledby="chat-title" className="surface flex max-w-3xl flex-col p-4 sm:p-6">
      <PanelHeader id="chat-title" title="Latest messages" />
      {failed ? (
        <p role="alert" className="mt-4 text-danger">
          Error: the chat could not be loaded. Refresh the page to try again.
        </p>
      ) : messages === null ? (
        <p role="status" className="mt-4 text-fg-muted">
          Loading...
        </p>
      ) : (
        <ol aria-label="Chat messages" className="mt-4 space-y-3">
          {messages.map((message) => (
            <li key={message.id} className={`rounded-xl border border-ink-700 p-3 ${message.uid === user.uid ? "bg-ink-800" : ""}`}>
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold">{message.name}</span>
                {message.sentAt ? (
                  <time dateTime={message.sentAt.toISOString()} className="text-fg-subtle">
                    {timeFormat.format(message.sentAt)}
                  </time>
                ) : null}
              </p>
              <p className="mt-1 break-words text-fg-muted">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
