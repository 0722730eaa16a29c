// Holds every request a server of this process receives until the request gate is installed: Next runs
// the app's instrumentation (instrumentation.ts, which installs the gate and settles each visitor's
// address, lib/visitor/connection-hook.ts) only once its server listens, under `next start` and `next
// dev` alike. Requests that arrive before are held here, undispatched, and handed to the gate when it
// is installed, so none is answered by an ungated server. Should the gate never be installed, held
// requests get a 503 after holdMs rather than hang.
//
// Loaded first by the standalone entry (.next/standalone/start.mjs, written by scripts/production.mjs)
// and, through NODE_OPTIONS=--import, by `npm run dev` (scripts/with-emulators.mjs).
import { Server } from "node:http";

const holdKey = Symbol.for("northbeam.request-hold");
const holdMs = 15_000;

if (!globalThis[holdKey]) {
  const emit = Server.prototype.emit;
  const waiting = [];
  const unavailable = (response) => {
    const body = JSON.stringify({ error: "The server is still starting. Try again in a moment." });
    response.writeHead(503, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Retry-After": "5",
      "Cache-Control": "no-store",
      Connection: "close",
    });
    response.end(body);
  };
  let timer;
  let gaveUp = false;
  Server.prototype.emit = function (event, ...args) {
    if (event !== "request") return emit.call(this, event, ...args);
    if (gaveUp) return (unavailable(args[1]), true);
    waiting.push([this, ...args]);
    timer ??= setTimeout(() => {
      gaveUp = true;
      console.error(`The request gate was not installed within ${holdMs / 1000} s: answering 503.`);
      for (const [, , response] of waiting.splice(0)) unavailable(response);
    }, holdMs);
    return true;
  };
  globalThis[holdKey] = {
    release(admit) {
      if (gaveUp) return;
      clearTimeout(timer);
      Server.prototype.emit = emit;
      for (const [server, request, response] of waiting.splice(0)) {
        admit(server, request, request.socket);
        server.emit("request", request, response);
      }
    },
  };
}
