/**
 * The end-to-end suite's helpers, in one import: the server (`npm start`), the browser, the
 * stage and phone drivers, the websocket wire, and the result checks.
 */
export * from './browser.js';
export * from './phone.js';
export * from './results.js';
export * from './server.js';
export * from './stage.js';
export * from './wire.js';
