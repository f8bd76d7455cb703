/**
 * The screens a phone shows once it is in a room (the audience, the coach, the crowd's guess, the
 * finale hold, the results, the how-to-play), loaded in one chunk after the first load: the join
 * screen and the lobby come first and fast (docs/BENCHMARKS.md, "Phone controller bundle size").
 * Importing this module defines their elements; screens drawn before it arrives upgrade then.
 */
import './audience-screen.js';
import './coach-panel.js';
import './crowd-guess.js';
import './finale-hold.js';
import './how-to-play.js';
import './results-screen.js';
