import { Timestamp } from "firebase/firestore";
import "@/lib/validation/jitless";
import { z } from "zod";

// Stored records are parsed field by field: a malformed field reads as empty rather than losing the record.

/** A stored string; anything else reads as "". */
export const storedText = z.string().catch("");

/** A stored Firestore time as a Date; anything else reads as null. */
export const storedTime = z
  .instanceof(Timestamp)
  .transform((value) => value.toDate())
  .nullable()
  .catch(null);
