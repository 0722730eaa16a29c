const made = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format in `timeZone` (undefined: the browser's own; the server writes the chat's first page in
 * the browser's), made once per locale, zone and options: the chat formats every message's time.
 */
export function formatIn(timeZone: string | undefined, options: Intl.DateTimeFormatOptions, locale = "en-GB"): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ""}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    made.set(key, format);
  }
  return format;
}
