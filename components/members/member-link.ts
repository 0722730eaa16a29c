/** A member's entry in the directory, on the dashboard's Community tab: its element id, and a link to it. */
export const memberAnchor = (uid: string) => `member-${uid}`;
export const memberHref = (uid: string) => `/dashboard?tab=community#${memberAnchor(uid)}`;
