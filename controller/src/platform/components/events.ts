/**
 * Typed events the screens send up to `<party-app>`, which alone talks to the room.
 * `room-send` carries one client message (shared/src/protocol/messages.ts) exactly as sent.
 */
import type { ClientMessage, ClientMessageType } from '@minus/shared/platform/protocol/messages';

/** One client message: its Colyseus type and its body. */
export type SendDetail = { [T in ClientMessageType]: { type: T; body: ClientMessage<T> } }[ClientMessageType];

/** A `room-send` event that bubbles out of shadow roots. */
export function roomSend(detail: SendDetail): CustomEvent<SendDetail> {
  return new CustomEvent<SendDetail>('room-send', { detail, bubbles: true, composed: true });
}

/** A bubbling event without data (`decide-take`, `take-back`, `download-record`, ...). */
export function signal(name: string): CustomEvent<void> {
  return new CustomEvent<void>(name, { bubbles: true, composed: true });
}

declare global {
  interface HTMLElementEventMap {
    'room-send': CustomEvent<SendDetail>;
  }
}
