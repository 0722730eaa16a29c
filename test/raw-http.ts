// Test support for servers started by a test: requests over node:http, which, unlike fetch, sends any
// method (TRACE), and whether a port takes connections yet.
import { request, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";

/** One request to 127.0.0.1:port, with its status, headers and body. */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

/** Whether 127.0.0.1:port takes a connection now. */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * What a server answers the moment it takes connections: a TRACE, and ten contact messages from one
 * visitor behind the proxy whose own X-Forwarded-For claims a new address each time (the proxy appends
 * the address it saw, which is the one that counts). With how long sending them took.
 */
export async function traceAndContactFlood(port: number, visitor: string, message: (n: number) => unknown) {
  const sending = Date.now();
  const flood = Array.from({ length: 10 }, (_, n) =>
    rawRequest(
      port,
      "POST",
      "/api/contact",
      { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${n + 1}, ${visitor}` },
      JSON.stringify(message(n)),
    ),
  );
  const trace = rawRequest(port, "TRACE", "/", {});
  const sentWithin = Date.now() - sending;
  const [traced, ...sent] = await Promise.all([trace, ...flood]);
  return { traced, statuses: sent.map((answer) => answer.status), sentWithin };
}
