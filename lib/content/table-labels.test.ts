import { rehypeTableLabels } from "./table-labels";

const cell = (tagName: string, text: string) => ({ type: "element", tagName, children: [{ type: "text", value: text }] });
const table = (...headings: string[]) => ({
  type: "element",
  tagName: "table",
  properties: {} as Record<string, unknown>,
  children: [
    { type: "element", tagName: "thead", children: [{ type: "element", tagName: "tr", children: headings.map((heading) => cell("th", heading)) }] },
    { type: "element", tagName: "tbody", children: [{ type: "element", tagName: "tr", children: [cell("td", "row")] }] },
  ],
});

it("names each table after its headings, numbering one that repeats another's, and one without headings", () => {
  const tables = [table("Method", "Cost"), table("Step", " Owner "), table("Method", "Cost"), table()];
  rehypeTableLabels()({ type: "root", children: tables });
  expect(tables.map((each) => each.properties.dataLabel)).toEqual(["Table: Method, Cost", "Table: Step, Owner", "Table 3: Method, Cost", "Table 4"]);
});
