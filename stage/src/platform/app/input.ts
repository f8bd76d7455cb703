/**
 * Keyboard, TV remote and mouse: the first click or key unlocks sound (and is not otherwise
 * used); then M mutes, C hides or shows the sound captions, + and - change the volume, and every
 * other key goes to the show (arrows,
 * Enter, Back for the lobby menu; Enter for play again).
 */
import type { Sfx } from '../engine/audio.js';
import type { Mirror } from './mirror.js';
import type { Show } from './show.js';
import { stageTexts } from '../i18n/texts/index.js';
import { soundOnLine } from './scenes.js';

/** Where the host's choice to hide sound captions is kept. */
const SOUND_CAPTIONS_KEY = 'party-stage-sound-captions';

/** `first` sees every key before the show (the replay's keys); true when it used the key. */
export function wireInput({ show, sfx, mirror, first }: { show: Show; sfx: Sfx; mirror: Mirror; first?: (key: string) => boolean }): void {
  try { show.setSoundCaptions(localStorage.getItem(SOUND_CAPTIONS_KEY) !== 'off'); } catch { /* private mode */ }
  const unlock = (): boolean => {
    if (sfx.isUnlocked) return false;
    sfx.unlock();
    mirror.hideUnlock();
    show.say({ text: soundOnLine(show.phase, sfx.muted), sound: null });
    return true;
  };
  mirror.unlockButton.addEventListener('click', () => unlock());
  window.addEventListener('pointerdown', () => unlock());
  window.addEventListener('keydown', (e) => {
    // Enter on the mirror's link or button is theirs (it follows the link, presses the button), not the show's.
    if ((e.target instanceof HTMLAnchorElement || (e.target instanceof HTMLButtonElement && e.target.id !== 'unlock')) && (e.key === 'Enter' || e.key === ' ')) return;
    // Escape (Back) inside the mirror closes it: the focus leaves it, so the panel hides again.
    if (e.target instanceof HTMLElement && e.target.closest('#mirror') && (e.key === 'Escape' || e.key === 'GoBack' || e.key === 'BrowserBack')) {
      e.target.blur();
      e.preventDefault();
      return;
    }
    if (unlock()) {
      e.preventDefault();
      return;
    }
    if (e.key === 'm' || e.key === 'M') {
      const muted = sfx.toggleMute();
      show.say({ text: muted ? stageTexts.now().sound.off : stageTexts.now().sound.on, sound: null });
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
      show.say({ text: stageTexts.now().sound.volume(Math.round(sfx.volume * 10)), sound: null });
      return;
    }
    if (first?.(e.key) || show.key(e.key)) e.preventDefault();
  });
}
