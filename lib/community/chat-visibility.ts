/**
 * firestore.rules' visibility of the chat, for the server's first page, which reads with firebase-admin
 * and so past the rules. Each check names the clause it mirrors in `mirroredClauses`; a test finds each
 * clause in firestore.rules word for word, so a change to the rules fails it until the mirror follows,
 * and server-first-page.emulator.test.ts compares what the server renders with what the rules let each
 * account's browser read.
 */
import { isOperatorRole, type OperatorRole } from "@/lib/members/operator-role.mjs";
import type { StaffRoles } from "./message";

/** Who reads, as the rules see them. */
export type Reader = { uid: string; email: string; member: boolean; role: OperatorRole | null };

/** The clauses of firestore.rules this module mirrors, as written there, by the check that mirrors each. */
export const mirroredClauses = {
  readerOf: [
    "request.auth.token.get('email_verified', false) == true",
    "request.auth.token.firebase.sign_in_provider != 'anonymous'",
    "return signedIn() ? request.auth.token.get('role', '') : '';",
  ],
  isModerator: ["return role() in ['admin', 'moderator'] && mirrored(['admin', 'moderator']);"],
  mayReadChat: ["allow get: if isVerifiedMember() && visible();", "allow list: if isVerifiedMember() && request.query.limit <= 50 && visible();"],
  visible: ["return resource.data.hidden == false || resource.data.uid == request.auth.uid || isModerator();"],
} as const;

/**
 * The rules' `isVerifiedMember()` and `role()` for the session's claims: a verified address (the
 * account's now, as the session check read it, not as it was when the session was made) on an account
 * that is not anonymous, and the role claim.
 */
export function readerOf(claims: { uid: string; email?: string; role?: unknown; firebase?: { sign_in_provider?: string } }, verified: boolean): Reader {
  const member = verified && claims.firebase?.sign_in_provider !== "anonymous";
  return { uid: claims.uid, email: claims.email ?? "", member, role: isOperatorRole(claims.role) ? claims.role : null };
}

/** The rules' `isModerator()`: a role claim, and the role mirror (`staff`, read from member_roles) agreeing. */
export const isModerator = (reader: Reader, staff: StaffRoles): boolean => reader.role !== null && staff.has(reader.uid);

/** The chat's `allow get` and `allow list`: only verified members read it. */
export const mayReadChat = (reader: Reader): boolean => reader.member;

/** The chat's `visible()`: a message not hidden, the reader's own, or any message for a moderator. */
export function visible(data: { hidden?: unknown; uid?: unknown } | undefined, reader: Reader, moderator: boolean): boolean {
  return data !== undefined && (data.hidden === false || data.uid === reader.uid || moderator);
}
