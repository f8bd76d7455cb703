/**
 * Keyboard, TV remote and mouse: the first click or key unlocks sound (and is not otherwise
 * used); then M mutes, C hides or shows the sound captions, + and - change the volume, and every
 * other key goes to the show (arrows,
 * Enter, Back for the lobby menu; Enter for play again).
 */
import type { Sfx } from '../engine/audio.js';
import type { Mirror } from './mirror.js';
import type { Show } from './show.js';
import { stageTexts } from '../texts/index.js';

/** Where the host's choice to hide sound captions is kept. */
const SOUND_CAPTIONS_KEY = 'party-stage-sound-captions';

export function wireInput({ show, sfx, mirror }: { show: Show; sfx: Sfx; mirror: Mirror }): void {
  try { show.setSoundCaptions(localStorage.getItem(SOUND_CAPTIONS_KEY) !== 'off'); } catch { /* private mode */ }
  const unlock = (): boolean => {
    if (sfx.isUnlocked) return false;
    sfx.unlock();
    mirror.hideUnlock();
    show.say({ text: sfx.muted ? 'Sound is muted: press M to unmute.' : 'Sound on. Welcome to the show!', sound: null });
    return true;
  };
  mirror.unlockButton.addEventListener('click', () => unlock());
  window.addEventListener('pointerdown', () => unlock());
  window.addEventListener('keydown', (e) => {
    if (e.target instanceof HTMLAnchorElement && e.key === 'Enter') return;
    if (unlock()) {
      e.preventDefault();
      return;
    }
    if (e.key === 'm' || e.key === 'M') {
      const muted = sfx.toggleMute();
      show.say({ text: muted ? 'Sound off. Press M for sound.' : 'Sound on.', sound: null });
      return;
    }
    if (e.key === 'c' || e.key === 'C') {
      const on = !show.soundCaptions;
      show.setSoundCaptions(on);
      try { localStorage.setItem(SOUND_CAPTIONS_KEY, on ? 'on' : 'off'); } catch { /* private mode */ }
      const words = stageTexts.now().soundCaptions;
      show.say({ text: on ? words.on : words.off, sound: null });
      return;
    }
    if (e.key === '+' || e.key === '=' || e.key === '-') {
      sfx.setVolume(sfx.volume + (e.key === '-' ? -0.1 : 0.1));
      show.say({ text: `Volume ${Math.round(sfx.volume * 10)} of 10.`, sound: null });
      return;
    }
    if (show.key(e.key)) e.preventDefault();
  });
}
