/** The trends' read, through /api/console/trends as the signed-in admin. */

import { errorOf, operatorFetch, type Caller } from "./operator-fetch";
import { parseTrends, type Trends } from "./trend-series";

/** The last twelve weeks' trends; throws with the server's reason when it refuses or cannot answer. */
export async function requestTrends(caller: Caller): Promise<Trends> {
  const { response, body } = await operatorFetch(caller, "/api/console/trends");
  if (!response.ok) throw new Error(errorOf(body) ?? `The server answered ${response.status}.`);
  const trends = parseTrends(body);
  if (!trends) throw new Error("The trends came back in a form this page cannot read.");
  return trends;
}
