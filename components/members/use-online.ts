"use client";

import type { Firestore } from "firebase/firestore";
import { useEffect, useState } from "react";
import { watchOnline } from "@/lib/community/presence";

/** The uids of the members online now, live; undefined until first known. */
export function useOnline(db: Firestore): ReadonlySet<string> | undefined {
  const [online, setOnline] = useState<ReadonlySet<string>>();
  useEffect(() => watchOnline(db, setOnline), [db]);
  return online;
}
