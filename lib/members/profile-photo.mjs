// The photos a profile may show: none, the project's avatars, or the sign-in provider's. (What makes two
// names one, and which pass for staff, is lib/members/name-rules.mjs.) Plain JavaScript, so the seed
// (scripts/) shares it with the app.

/** The project's own avatars, in public/avatars. */
export const avatarIds = /** @type {const} */ (["aurora", "ember", "fern", "harbour", "meadow", "orbit", "pebble", "tide"]);
/** @typedef {(typeof avatarIds)[number]} AvatarId */
/** @param {AvatarId} id */
export const avatarPath = (id) => `/avatars/${id}.svg`;

/** Google's host for account photos: the one outside address a profile photo may come from. */
export const providerPhotoPattern = /^https:\/\/lh3\.googleusercontent\.com\/[A-Za-z0-9/_=.-]+$/;

/** The longest photo address kept (Google's are far shorter). */
export const photoURLMax = 2048;

/** Whether a profile photo is allowed: none, one of the project's avatars, or the sign-in provider's photo. */
/** @param {string} value @returns {boolean} */
export function isAllowedPhoto(value) {
  return value === "" || avatarIds.some((id) => avatarPath(id) === value) || (value.length <= photoURLMax && providerPhotoPattern.test(value));
}
