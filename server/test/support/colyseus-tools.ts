/**
 * Stand-in for `@colyseus/tools` (not installed), which @colyseus/testing imports for `boot()`.
 * These tests never call `boot()`: they start the real server with `startServer({ port: 0 })`
 * and wrap it in `ColyseusTestServer`. Calling `listen` here is a test bug, so it throws.
 */
export type ConfigOptions = Record<string, unknown>;

export function listen(): never {
  throw new Error('@colyseus/tools is not installed: start the server with startServer() and wrap it in ColyseusTestServer');
}
