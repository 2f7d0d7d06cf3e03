/**
 * Words and features of Japanese technical text without a morphological dictionary. Patent titles and
 * abstracts change script at word boundaries often enough that maximal runs of one script are usable
 * words: katakana runs are material names (ポリプロピレン, タルク), kanji runs are compounds (曲げ弾性率 is
 * split by the hiragana げ into 曲 and 弾性率, so kanji runs of one character are dropped), Latin runs are
 * abbreviations (PP, MFR). Hiragana runs are particles and inflections and never words.
 *
 * The embedding reads words plus the character bigrams inside each kanji/katakana run, so that 樹脂組成物
 * and 樹脂 share features; cluster labels read words only (and terms of a caller's vocabulary).
 */

type Script = 'katakana' | 'kanji' | 'latin' | 'other';

/** Kanji that join or qualify words (及び, 又は, 並びに, 若しくは, 等, …用): word boundaries, not word parts. */
const JOINING_KANJI = new Set(['及', '又', '並', '若', '等', '用', '其']);

function scriptOf(code: number): Script {
  if (JOINING_KANJI.has(String.fromCharCode(code))) return 'other';
  if ((code >= 0x30a1 && code <= 0x30fa) || code === 0x30fc) return 'katakana';
  if ((code >= 0x4e00 && code <= 0x9fff) || code === 0x3005 || (code >= 0x3400 && code <= 0x4dbf)) {
    return 'kanji';
  }
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return 'latin';
  return 'other';
}

/** NFKC (full-width Latin and half-width katakana folded), as both tokenising and vocabulary matching read it. */
export function normaliseForTerms(text: string): string {
  return text.normalize('NFKC');
}

export interface WordRun {
  word: string;
  script: Exclude<Script, 'other'>;
}

/** Maximal single-script runs that can be words (see the module comment), in text order. */
export function wordRuns(text: string): WordRun[] {
  const runs: WordRun[] = [];
  let start = -1;
  let current: Script = 'other';
  const close = (end: number) => {
    if (current === 'other' || start < 0) return;
    let word = text.slice(start, end);
    // 系 ends the katakana word before it (ポリプロピレン系樹脂): it does not start the next one.
    if (current === 'kanji' && word.length > 2 && word.startsWith('系')) word = word.slice(1);
    // One character is no word in any script; nor is a run of prolonged-sound marks alone (ーー).
    if (word.length >= 2 && !(current === 'katakana' && /^ー+$/.test(word))) {
      runs.push({ word, script: current });
    }
  };
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    let script = scriptOf(code);
    // Digits continue a Latin run (PA6, C08L), nothing else does.
    if (script === 'other' && current === 'latin' && code >= 0x30 && code <= 0x39) script = 'latin';
    if (script !== current) {
      close(i);
      current = script;
      start = i;
    }
  }
  close(text.length);
  return runs;
}

/** Features of the embedding: words (prefixed w:) and bigrams inside kanji/katakana runs (b:), with counts. */
export function textFeatures(text: string, into: Map<string, number> = new Map()): Map<string, number> {
  for (const run of wordRuns(text)) {
    const word = run.script === 'latin' ? run.word.toUpperCase() : run.word;
    into.set(`w:${word}`, (into.get(`w:${word}`) ?? 0) + 1);
    if (run.script === 'latin' || word.length <= 2) continue;
    for (let i = 0; i + 1 < word.length; i += 1) {
      const gram = `b:${word.slice(i, i + 2)}`;
      into.set(gram, (into.get(gram) ?? 0) + 1);
    }
  }
  return into;
}

/**
 * Finds the terms of a fixed vocabulary inside texts: terms are bucketed by their first two characters
 * (first one for one-character terms), so a text is scanned once whatever the vocabulary's size.
 */
export function vocabularyMatcher(vocabulary: readonly string[]): (text: string) => Set<string> {
  const buckets = new Map<string, string[]>();
  for (const raw of new Set(vocabulary.map((term) => normaliseForTerms(term).trim()))) {
    if (raw.length < 2) continue;
    const key = raw.slice(0, 2);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(raw);
    else buckets.set(key, [raw]);
  }
  return (text) => {
    const found = new Set<string>();
    for (let i = 0; i + 1 < text.length; i += 1) {
      const bucket = buckets.get(text.slice(i, i + 2));
      if (!bucket) continue;
      for (const term of bucket) if (text.startsWith(term, i)) found.add(term);
    }
    return found;
  };
}
