/** The protocol between server, stage and controller. */
export * from './room-code.js';
export * from './avatars.js';
export * from './messages.js';
export * from './state.js';
export * from './events.js';
export * from './names.js';
