// Emulator tests wait on real servers: the first request after start-up can take seconds.
// (testTimeout in a project config is ignored by Jest, so the emulators project sets it here.)
jest.setTimeout(30_000);
