/**
 * The screens a phone shows once it is in a room (the lobby, the audience, the coach, the crowd's
 * guess, the finale hold, the results, the how-to-play, the VIP's hand-over to a bot, the seat back between games), loaded in one chunk after the first load,
 * asked for as the phone starts to join: the join screen comes first and fast (docs/BENCHMARKS.md,
 * "Phone controller bundle size"). The room answers a join after a round trip or two, by when the
 * chunk has nearly always arrived. Importing this module defines their elements; screens drawn
 * before it arrives upgrade then.
 */
import './audience-screen.js';
import './coach-panel.js';
import './crowd-guess.js';
import './finale-hold.js';
import './how-to-play.js';
import './lobby-screen.js';
import './results-screen.js';
import './seat-handover.js';
import './seat-standin.js';
