import type { AuthField, AuthProblem } from "@/lib/firebase/auth-errors";

/** A problem with the id its message element gets, and the one field it is shown under (else with the submit button). */
export type PlacedProblem = AuthProblem & { id: string; under: AuthField | null };

/** Where each problem's message goes: under its field when it is about one field the form shows. */
export function placeProblems(problems: readonly AuthProblem[], shown: readonly AuthField[], idPrefix: string): PlacedProblem[] {
  return problems.map((problem, index) => {
    const [only, ...others] = problem.fields;
    const under = only && others.length === 0 && shown.includes(only) ? only : null;
    return { ...problem, id: `${idPrefix}-problem-${index}`, under };
  });
}

/** The ids of the messages that explain a field, for its aria-describedby. */
export function problemIdsFor(placed: readonly PlacedProblem[], field: AuthField): string[] {
  return placed.filter((problem) => problem.fields.includes(field)).map((problem) => problem.id);
}
