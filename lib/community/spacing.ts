/** The pace `firestore.rules` hold each member to between messages (user_stats `spacingSeconds`). */

/** The spacing the rules hold a member to between messages: longer in their first day. */
export const messageSpacing = { ms: 2_000, firstDayMs: 10_000, firstDayLengthMs: 86_400_000 } as const;

/** The spacing for a member: the room's slow mode (0 when off, and for staff) when that is longer. */
export function spacingFor(joinedAt: Date | null, slowModeSeconds = 0, now = Date.now()): number {
  const base = joinedAt && now - joinedAt.getTime() < messageSpacing.firstDayLengthMs ? messageSpacing.firstDayMs : messageSpacing.ms;
  return Math.max(base, slowModeSeconds * 1000);
}

/** The room's settings document (`community_settings/room`), whose slow mode the spacing takes. */
export const roomDocument = "room";
