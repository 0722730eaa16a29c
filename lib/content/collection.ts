import type { z } from "zod";

/** Parses every item of a collection, failing with the file and field that are wrong. */
export function parseCollection<S extends z.ZodType>(file: string, schema: S, items: readonly unknown[]): z.output<S>[] {
  return items.map((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue ? [index, ...issue.path].join(".") : String(index);
      throw new Error(`Invalid content in ${file}: ${field}: ${issue?.message ?? "invalid"}`);
    }
    return result.data;
  });
}

export function parseOne<S extends z.ZodType>(file: string, schema: S, item: unknown): z.output<S> {
  const [parsed] = parseCollection(file, schema, [item]);
  if (parsed === undefined) throw new Error(`Invalid content in ${file}`);
  return parsed;
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
