import "@/lib/validation/jitless";
import { z } from "zod";
import { documentId } from "@/lib/firebase/document-id";

/** POST /api/console/assignments: the lead just assigned, whose assignee is to be told. */
export const assignmentBody = z.strictObject(
  { leadId: documentId("the lead's id").regex(/^[A-Za-z0-9_-]{1,128}$/, "The lead's id is 1-128 letters, digits, - or _.") },
  { error: 'Send {"leadId": "..."}.' },
);
