/**
 * IPC symbols as USPTO files print them before IPC-8 (grants 2001–2005, applications to 2005): the
 * subclass, the main group right-aligned in three characters, then the subgroup — `C08F  834` is C08F 8/34,
 * `G06F 1516` is G06F 15/16, `H01L 21316` is H01L 21/316; some files write `A41D001/06`. Returns the
 * compact form `C08F8/34`, or null when the text is no IPC symbol. Needs the text as written (runs of
 * spaces are part of the layout); a symbol whose padding was lost is read as if right-aligned.
 */
export function unpackIpc(written: string): string | null {
  const match = /^([A-H]\d{2}[A-Z])(.*)$/.exec(written.normalize('NFKC').toUpperCase().trim());
  if (!match) return null;
  const subclass = match[1]!;
  const rest = match[2]!.replace(/\s+$/, '');
  let main: string;
  let sub: string;
  if (rest.includes('/')) {
    [main, sub] = rest.split('/', 2).map((part) => part.trim()) as [string, string];
  } else {
    // Three characters of main group and at least two of subgroup.
    const padded = rest.length < 5 ? rest.padStart(5, ' ') : rest;
    main = padded.slice(0, 3).trim();
    sub = padded.slice(3).trim();
  }
  if (!/^\d{1,4}$/.test(main) || !/^\d{2,6}$/.test(sub)) return null;
  return `${subclass}${Number(main)}/${sub}`;
}
