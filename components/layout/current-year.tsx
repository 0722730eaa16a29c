"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** The year at render time on the client, so a page built last year still shows this year. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
