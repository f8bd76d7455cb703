/**
 * When two names are the same name (docs/SERVER.md, "Names"): their confusable skeletons match,
 * ignoring case. The skeleton follows Unicode Technical Standard #39, section 4: NFD, drop
 * default-ignorable code points, map every character to its prototype in the Unicode
 * `confusables.txt` table, NFD again. The table and the mapping come from the `unhomoglyph`
 * package (confusables.txt 13.0); this module only adds the normalisation steps around it.
 * "Ana" collides with Cyrillic "Аna", Greek "Αna", fullwidth "Ａna" and "ANA"; "m" with "rn" too
 * (the standard's own example: they look alike in many fonts).
 *
 * Server and records only: the table is about 100 KB, which the phone does not need (it cannot
 * see the other names before joining; the server answers `name-taken`).
 */
import unhomoglyph from 'unhomoglyph';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The UTS #39 skeleton of `s` (for comparing only: never shown). */
export function skeleton(s: string): string {
  return unhomoglyph(s.normalize('NFD').replace(IGNORABLE, '')).normalize('NFD');
}

/**
 * The key two names are compared by: the compatibility form (NFKC: fullwidth and styled letters,
 * ligatures, some of which the confusables table leaves to it), its skeleton, lower-cased, and the
 * skeleton of that (so "ANA" and Greek "Αna" meet at "ana", and a capital I where a small l is),
 * with the small i and the small l made one letter. Case and look-alikes do not commute: the table
 * makes a capital I a small l but leaves a small i alone, so "Iris", "IRIS" and "iris" (one name in
 * three cases) only meet if i and l are one letter; the price is that names differing only by an i
 * for an l ("Eli", "Ell") count as one.
 */
export function nameKey(name: string): string {
  return skeleton(skeleton(name.normalize('NFKC').trim()).toLowerCase()).replace(/i/g, 'l');
}

/** True when `a` and `b` would look like the same name on the stage. */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}
