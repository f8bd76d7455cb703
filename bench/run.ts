/**
 * `npm run bench [-- ID ...]`: run the benchmark sections and write docs/BENCHMARKS.md.
 * Sections not selected keep the text they had in the file. Each section records its machine
 * and date. Benchmarks are not tests: they never fail the build on a slow figure.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { machineName } from './machine.js';
import { sections } from './sections.js';

const file = new URL('../docs/BENCHMARKS.md', import.meta.url);
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const machine = machineName();
const date = new Date().toISOString().slice(0, 10);

/** The file as it is now: read again just before writing, so blocks that others wrote while a long run went on are kept. */
const current = (): string => (existsSync(file) ? readFileSync(file, 'utf8') : '');
function sectionIn(text: string, id: string): string | null {
  const m = text.match(new RegExp(`<!-- bench:${id} -->[\\s\\S]*?<!-- /bench:${id} -->`));
  return m ? m[0] : null;
}

/** Newly measured blocks by section id. */
const measured = new Map<string, string>();
const header: string[] = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (all sections) or `npm run bench -- ID` (one section; the others keep their last figures).',
  'Each section names the machine and the date it was measured on. Figures are medians unless a row says otherwise.',
  '',
];
for (const s of sections) {
  if (wanted.length ? !wanted.includes(s.id) : s.explicit) continue;
  process.stderr.write(`bench: ${s.id}...\n`);
  let body: string;
  try {
    body = await s.run();
  } catch (e) {
    body = `Not measured: ${(e as Error).message}`;
  }
  measured.set(s.id, `<!-- bench:${s.id} -->\n## ${s.title}\n\nMeasured ${date} on ${machine}.\n\n${body}\n<!-- /bench:${s.id} -->`);
  process.stdout.write(`## ${s.title}\n${body}\n\n`);
}
// Measured blocks replace their old text in place; everything else in the file (other tools'
// blocks, notes between blocks) is kept as written. A section new to the file goes after the
// block of the section before it (in `sections` order), or at the end.
let text = current() || [...header, ''].join('\n');
sections.forEach((s, i) => {
  const block = measured.get(s.id) ?? (sectionIn(text, s.id) ? null : `<!-- bench:${s.id} -->\n## ${s.title}\n\nNot measured yet.\n<!-- /bench:${s.id} -->`);
  if (block === null) return;
  const old = sectionIn(text, s.id);
  if (old) {
    text = text.replace(old, () => block);
    return;
  }
  const before = sections.slice(0, i).reverse().map((p) => sectionIn(text, p.id)).find((b) => b !== null);
  if (before) text = text.replace(before, () => `${before}\n\n${block}`);
  else text = `${text.trimEnd()}\n\n${block}\n`;
});
writeFileSync(file, text);
