/** The part of a hast tree (rehype's HTML syntax tree) this plugin reads and writes. */
type HastNode = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: HastNode[] };

const textOf = (node: HastNode): string => (node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join(""));

function* elements(node: HastNode, tagName: string): Generator<HastNode> {
  if (node.type === "element" && node.tagName === tagName) yield node;
  for (const child of node.children ?? []) yield* elements(child, tagName);
}

/**
 * Names each table after its column headings ("Table: Method, Cost, Best for"), as `data-label`: the
 * article's scrolling wrapper is a region, and two regions of one page must not share a name. A table
 * whose headings repeat an earlier one's gets its number as well.
 */
export function rehypeTableLabels() {
  return (tree: HastNode) => {
    const used = new Set<string>();
    let number = 0;
    for (const table of elements(tree, "table")) {
      number += 1;
      const [firstRow] = elements(table, "tr");
      const headings = firstRow ? [...elements(firstRow, "th")].map((cell) => textOf(cell).trim()).filter(Boolean) : [];
      let label = headings.length > 0 ? `Table: ${headings.join(", ")}` : `Table ${number}`;
      if (used.has(label)) label = `Table ${number}: ${headings.join(", ")}`;
      used.add(label);
      table.properties = { ...table.properties, dataLabel: label };
    }
  };
}
