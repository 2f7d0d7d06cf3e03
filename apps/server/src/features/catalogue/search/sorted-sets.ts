/**
 * Set algebra on ascending, duplicate-free id lists (Int32Array): what the PostgreSQL matcher does with the
 * cached documents of single terms instead of asking the database again for every new combination of
 * terms it has already looked up (postgres-matcher.ts).
 */

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out[k++] = x;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return out.slice(0, k);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out[k++] = a[i++]!;
    else if (i >= a.length || b[j]! < a[i]!) out[k++] = b[j++]!;
    else {
      out[k++] = a[i++]!;
      j += 1;
    }
  }
  return out.slice(0, k);
}

/** The ids of `a` that are not in `b`. */
export function difference(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let j = 0;
  let k = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    while (j < b.length && b[j]! < x) j += 1;
    if (j >= b.length || b[j] !== x) out[k++] = x;
  }
  return out.slice(0, k);
}

/**
 * For each id of `ids`, adds `flags[p]` to `totals` where `members[p]` is that id (both ascending): a term's
 * per-document contribution (e.g. "the title contains it") summed over the documents of a result.
 */
export function addFlags(
  ids: Int32Array,
  members: Int32Array,
  flags: Uint8Array,
  totals: Float64Array,
): void {
  let j = 0;
  for (let i = 0; i < ids.length; i += 1) {
    const id = ids[i]!;
    while (j < members.length && members[j]! < id) j += 1;
    if (j < members.length && members[j] === id) totals[i]! += flags[j]!;
  }
}
