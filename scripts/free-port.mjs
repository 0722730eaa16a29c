// Prints a TCP port that is free on 127.0.0.1 right now.
import { createServer } from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(String(await freePort()));
}
