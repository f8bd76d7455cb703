/** The registry of benchmark sections, in the order docs/BENCHMARKS.md shows them. Add yours here. */
import type { BenchSection } from './section.js';
import { engineBench } from './engine.bench.js';
import { stageBench } from './stage.bench.js';
import { controllerSizeBench } from './controller-size.bench.js';
import { tapLatencyBench } from './tap-latency.bench.js';
import { botsBench } from './bots.bench.js';
import { rubbishBotsBench } from './rubbish-bots.bench.js';
import { storageBench } from './storage.bench.js';
import { servingBench } from './serving.bench.js';
import { challengersBench } from './challengers.bench.js';
import { cellsBench } from './cells.bench.js';

export const sections: BenchSection[] = [engineBench, controllerSizeBench, stageBench, tapLatencyBench, botsBench, challengersBench, cellsBench, rubbishBotsBench, storageBench, servingBench];
