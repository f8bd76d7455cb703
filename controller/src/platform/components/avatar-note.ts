/**
 * A taken avatar is never replaced silently: when the room gave this phone another avatar than the
 * one it asked for, the lobby says which one (`note`), and the one given is remembered.
 */
import { saveAvatar } from '../net/storage.js';
import { avatarName, phoneTexts } from '../i18n/texts.js';

export class AvatarNote {
  /** The avatar this phone asked for when it last joined as a player (null: none asked, or already explained). */
  asked: number | null = null;
  /** Why my avatar is not the one I picked (the room gave me a free one), while in the lobby. */
  note = '';

  /** Compare the avatar my seat has (`mine`) with the one asked for; the note lasts the lobby. */
  explain(mine: number | undefined, phase: string): void {
    if (phase !== 'lobby') this.note = '';
    if (mine === undefined || this.asked === null) return;
    if (mine !== this.asked) {
      this.note = phoneTexts.now().avatarTaken(avatarName(this.asked), avatarName(mine));
      saveAvatar(mine);
    }
    this.asked = null;
  }
}
