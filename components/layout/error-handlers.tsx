"use client";

import { useEffect } from "react";
import { installGlobalErrorHandlers } from "@/lib/resilience/global-handlers";

export function ErrorHandlers() {
  useEffect(() => installGlobalErrorHandlers(), []);
  return null;
}
