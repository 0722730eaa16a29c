// The words a display name may not carry unless its member is staff, in English and in the languages the
// site's members write: a reviewed list, each entry a word for the agency's staff or its services.
// Compared by lib/members/name-rules.mjs on folded letters, so accents and case need not be listed.
//
// Two words are also ordinary words and names: Hebrew מנהל ("manager", as in מנהל חשבונות, a
// bookkeeper) and Arabic مشرف ("supervisor", and the given name Musharraf). They are `alone` words: a
// name is refused when it is nothing but such a word, with the affixes below or other staff words
// ("מנהל", "המנהל", "מנהל האתר", "مشرف الموقع"), and accepted when it has a word of its own beside
// it ("مشرف حسين", Musharraf Hussain; "פרויז מנהל").

/**
 * A word as a stem with the endings it takes. `compound`: also at the end of a longer word
 * ("Sysadmin", "Chatmoderator"), and with a longer ending at its start ("Moderatorkim"); without it,
 * only as a whole word ("Mod", not "Modesto"). `alone`: a staff word only when the whole name is made
 * of it, affixes and other staff words (see above).
 * @typedef {{ stem: string; endings: readonly string[]; compound: boolean; alone?: boolean }} StaffStem
 */

/** @type {readonly StaffStem[]} */
export const staffStems = [
  // English
  { stem: "admin", endings: ["", "s", "istrator", "istrators", "istration"], compound: true },
  { stem: "moderat", endings: ["e", "es", "ed", "or", "ors", "ion", "ing"], compound: true },
  { stem: "mod", endings: ["", "s"], compound: false },
  { stem: "staff", endings: ["", "s", "er", "ers"], compound: false },
  { stem: "support", endings: ["", "s"], compound: true },
  { stem: "official", endings: ["", "s"], compound: true },
  { stem: "sysop", endings: ["", "s"], compound: true },
  { stem: "helpdesk", endings: ["", "s"], compound: true },
  // French
  { stem: "administrat", endings: ["eur", "eurs", "rice", "rices"], compound: true },
  { stem: "modérat", endings: ["eur", "eurs", "rice", "rices"], compound: true },
  { stem: "officiel", endings: ["", "le", "s", "les"], compound: false },
  { stem: "personnel", endings: [""], compound: false },
  // Spanish and Portuguese
  { stem: "administra", endings: ["dor", "dora", "dores", "doras", "ción", "ção"], compound: true },
  { stem: "modera", endings: ["dor", "dora", "dores", "doras", "ción", "ção"], compound: true },
  { stem: "soporte", endings: [""], compound: true },
  { stem: "suporte", endings: [""], compound: true },
  { stem: "oficial", endings: ["", "es"], compound: false },
  // Italian
  { stem: "amministra", endings: ["tore", "tori", "trice", "trici", "zione"], compound: true },
  { stem: "modera", endings: ["tore", "tori", "trice", "trici", "zione"], compound: true },
  { stem: "supporto", endings: [""], compound: true },
  { stem: "assistenza", endings: [""], compound: true },
  { stem: "ufficiale", endings: [""], compound: false },
  // German and Dutch (Administrator, Moderator and Support as in English)
  { stem: "verwalt", endings: ["er", "erin", "ung"], compound: true },
  { stem: "betreiber", endings: ["", "in"], compound: true },
  { stem: "mitarbeiter", endings: ["", "in", "innen"], compound: true },
  { stem: "kundendienst", endings: [""], compound: true },
  { stem: "beheerder", endings: ["", "s"], compound: true },
  { stem: "ondersteuning", endings: [""], compound: true },
  // Polish, Swedish and Turkish
  { stem: "wsparcie", endings: [""], compound: true },
  { stem: "obsługa", endings: [""], compound: false },
  { stem: "kundtjänst", endings: [""], compound: true },
  { stem: "personal", endings: [""], compound: false },
  { stem: "yönetici", endings: ["", "ler", "si"], compound: true },
  { stem: "destek", endings: [""], compound: false },
  // Russian and Ukrainian
  { stem: "администратор", endings: ["", "ы", "а", "ов"], compound: true },
  { stem: "адміністратор", endings: ["", "и", "а", "ів"], compound: true },
  { stem: "админ", endings: ["", "ы", "ка"], compound: true },
  { stem: "модератор", endings: ["", "ы", "и", "а", "ов", "ів"], compound: true },
  { stem: "модер", endings: ["", "ы"], compound: false },
  { stem: "поддержк", endings: ["а", "и", "е", "у", "ой"], compound: true },
  { stem: "підтримк", endings: ["а", "и", "у"], compound: true },
  { stem: "персонал", endings: [""], compound: false },
  { stem: "официальн", endings: ["ый", "ая", "ое"], compound: false },
  // Ukrainian ("адмін", beside Russian "админ"; the rest as in Russian above)
  { stem: "адмін", endings: ["", "и", "а", "ів", "ка"], compound: true },
  // Greek
  { stem: "διαχειριστ", endings: ["ής", "ές", "ή", "ών", "ρια", "ριες"], compound: true },
  { stem: "συντονιστ", endings: ["ής", "ές", "ή", "ών", "ρια", "ριες"], compound: true },
  // Hebrew and Arabic: also ordinary words and names, so `alone` (see above)
  { stem: "מנהל", endings: ["", "ת", "ים", "ות", "י"], compound: false, alone: true },
  { stem: "مشرف", endings: ["", "ة", "ين", "ون", "ات"], compound: false, alone: true },
];

/**
 * Words of scripts written without spaces between words (and Korean, which runs them together in
 * names), refused anywhere in a name: Japanese, Chinese and Korean words for administrator,
 * moderator, the site's operators, support, staff and official.
 */
export const staffWordsAnywhere = [
  ...["管理者", "管理人", "運営", "モデレーター", "サポート", "スタッフ", "公式"],
  ...["管理员", "管理員", "版主", "客服", "官方", "工作人员", "工作人員"],
  ...["관리자", "운영자", "운영진", "운영팀", "고객센터", "스태프"],
];

/**
 * Words that make a staff word a compound when joined to it ("Adminteam", "Chatmod", "Modcrew"), with
 * no staff word they pass ("Teamo", "Chatri").
 */
export const staffAffixes = [
  ...["team", "teams", "chat", "crew", "squad", "site", "help", "desk", "bot", "bots", "hq", "service", "community", "forum", "group", "official"],
  ...["équipe", "equipo", "equipa", "squadra", "команда"],
  // Hebrew and Arabic: "the" (written on the word), team, site, forum and community
  ...["ה", "צוות", "אתר", "פורום", "קהילה"],
  ...["ال", "فريق", "موقع", "منتدى", "مجتمع"],
];
