import type { z } from "zod";

/** Parses one item, failing with the file and the field that are wrong (prefixed by where it sits). */
export function parseOne<S extends z.ZodType>(file: string, schema: S, item: unknown, at: (string | number)[] = []): z.output<S> {
  const result = schema.safeParse(item);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [...at, ...(issue?.path ?? [])].map(String).join(".") || "(root)";
  throw new Error(`Invalid content in ${file}: ${field}: ${issue?.message ?? "invalid"}`);
}

/** Parses every item of a collection; an error names the item's index and the field. */
export function parseCollection<S extends z.ZodType>(file: string, schema: S, items: readonly unknown[]): z.output<S>[] {
  return items.map((item, index) => parseOne(file, schema, item, [index]));
}

export function assertUniqueIds(file: string, items: readonly { id: string }[]): void {
  const seen = new Set<string>();
  for (const { id } of items) {
    if (seen.has(id)) throw new Error(`Invalid content in ${file}: duplicate id "${id}"`);
    seen.add(id);
  }
}

export function assertReferences(file: string, field: string, ids: readonly string[], known: ReadonlySet<string>): void {
  for (const id of ids) {
    if (!known.has(id)) throw new Error(`Invalid content in ${file}: ${field} refers to unknown id "${id}"`);
  }
}
