import type { AuthField, AuthProblem } from "@/lib/firebase/auth-errors";
import { placeProblems, problemIdsFor } from "./form-problems";

const problem = (...fields: AuthField[]): AuthProblem => ({ message: "m", fields });

describe("placeProblems", () => {
  it.each<[string, AuthProblem, AuthField[], AuthField | null]>([
    ["one shown field: under it", problem("email"), ["email", "password"], "email"],
    ["two fields: with the submit button", problem("password", "email"), ["email", "password"], null],
    ["no field: with the submit button", problem(), ["email", "password"], null],
    ["a field the form does not show: with the submit button", problem("name"), ["email", "password"], null],
  ])("%s", (_, given, shown, under) => {
    expect(placeProblems([given], shown, "f")).toEqual([{ ...given, id: "f-problem-0", under }]);
  });
});

describe("problemIdsFor", () => {
  it("lists every message about the field", () => {
    const placed = placeProblems([problem("email"), problem("password", "email"), problem()], ["email", "password"], "f");
    expect(problemIdsFor(placed, "email")).toEqual(["f-problem-0", "f-problem-1"]);
    expect(problemIdsFor(placed, "password")).toEqual(["f-problem-1"]);
    expect(problemIdsFor(placed, "name")).toEqual([]);
  });
});
