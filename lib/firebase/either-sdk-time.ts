import "@/lib/validation/jitless";
import { z } from "zod";

/**
 * A stored Firestore time read by either SDK (the web SDK's Timestamp and firebase-admin's both have
 * `toDate`), as a Date; anything else reads as null. For records the browser and the server both read.
 */
export const eitherSdkTime = z
  .custom<{ toDate: () => Date }>((value) => typeof value === "object" && value !== null && typeof (value as { toDate?: unknown }).toDate === "function")
  .transform((value) => value.toDate())
  .nullable()
  .catch(null);
