/**
 * Every sentence of practice games and the coach on the phone (the lobby's practice switch, the
 * coach switch and its tip). Functions, so `msg()` runs at render time in the active locale. The
 * tip itself comes from the server in the show's words.
 */
import { msg } from '@lit/localize';

export const coachTexts = {
  practiceLabel: () => msg('Practice game'),
  practiceHint: () => msg('Players may turn on a coach that suggests a move on their turn.'),
  practiceOn: () => msg('This is a practice game: you may turn on the coach.'),
  coachLabel: () => msg('Coach'),
  coachOffHint: () => msg('Turn on the coach to see what the strongest computer player would do.'),
  coachWaiting: () => msg('The coach speaks on your turn.'),
  coachSays: () => msg('Coach says'),
};
