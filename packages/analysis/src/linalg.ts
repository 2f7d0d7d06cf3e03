/**
 * Dense linear algebra on row-major Float64Array matrices (n × n unless stated). Only what the models
 * need: Cholesky with automatic jitter, triangular solves, inverse from the factor.
 */

/** Σ_{k=from}^{to-1} a[ai+k]·b[bi+k], unrolled by four (independent accumulators run faster in V8). */
function dotRange(
  a: Float64Array,
  ai: number,
  b: Float64Array,
  bi: number,
  from: number,
  to: number,
): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = from;
  for (; k + 3 < to; k += 4) {
    s0 += a[ai + k]! * b[bi + k]!;
    s1 += a[ai + k + 1]! * b[bi + k + 1]!;
    s2 += a[ai + k + 2]! * b[bi + k + 2]!;
    s3 += a[ai + k + 3]! * b[bi + k + 3]!;
  }
  for (; k < to; k++) s0 += a[ai + k]! * b[bi + k]!;
  return s0 + s1 + s2 + s3;
}

/**
 * The two sums Σ a[ai+k]·b[bi+k] and Σ a[ai+k]·c[ci+k] over k in [from, to), each summed exactly as
 * `dotRange` sums it (the results are identical), sharing the reads of `a` — the factorisation and
 * the inverse run two rows at a time with it.
 */
function dotRange2(
  a: Float64Array,
  ai: number,
  b: Float64Array,
  bi: number,
  ci: number,
  from: number,
  to: number,
  out: Float64Array,
): void {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let t0 = 0;
  let t1 = 0;
  let t2 = 0;
  let t3 = 0;
  let k = from;
  for (; k + 3 < to; k += 4) {
    const a0 = a[ai + k]!;
    const a1 = a[ai + k + 1]!;
    const a2 = a[ai + k + 2]!;
    const a3 = a[ai + k + 3]!;
    s0 += a0 * b[bi + k]!;
    s1 += a1 * b[bi + k + 1]!;
    s2 += a2 * b[bi + k + 2]!;
    s3 += a3 * b[bi + k + 3]!;
    t0 += a0 * b[ci + k]!;
    t1 += a1 * b[ci + k + 1]!;
    t2 += a2 * b[ci + k + 2]!;
    t3 += a3 * b[ci + k + 3]!;
  }
  for (; k < to; k++) {
    s0 += a[ai + k]! * b[bi + k]!;
    t0 += a[ai + k]! * b[ci + k]!;
  }
  out[0] = s0 + s1 + s2 + s3;
  out[1] = t0 + t1 + t2 + t3;
}

export interface CholeskyFactor {
  /** Lower-triangular factor, row-major n × n (upper part is zero). */
  L: Float64Array;
  n: number;
  /** Jitter that had to be added to the diagonal for the factorisation to succeed. */
  jitter: number;
}

/** Factorises A = L Lᵀ in place of a copy; adds growing diagonal jitter when A is not numerically SPD. */
export function cholesky(A: Float64Array, n: number, initialJitter = 0): CholeskyFactor {
  let meanDiag = 0;
  for (let i = 0; i < n; i++) meanDiag += A[i * n + i]!;
  meanDiag = n > 0 ? Math.abs(meanDiag / n) || 1 : 1;
  let jitter = initialJitter;
  for (let attempt = 0; attempt < 12; attempt++) {
    const L = tryCholesky(A, n, jitter);
    if (L) return { L, n, jitter };
    jitter = jitter === 0 ? meanDiag * 1e-10 : jitter * 10;
  }
  throw new Error('cholesky: matrix is not positive definite even with jitter');
}

function tryCholesky(A: Float64Array, n: number, jitter: number): Float64Array | null {
  const L = new Float64Array(n * n);
  const pair = new Float64Array(2);
  for (let j = 0; j < n; j++) {
    const rj = j * n;
    const s = A[rj + j]! + jitter - dotRange(L, rj, L, rj, 0, j);
    if (!(s > 0)) return null;
    const ljj = Math.sqrt(s);
    L[rj + j] = ljj;
    const inv = 1 / ljj;
    let i = j + 1;
    for (; i + 1 < n; i += 2) {
      const ri = i * n;
      dotRange2(L, rj, L, ri, ri + n, 0, j, pair);
      L[ri + j] = (A[ri + j]! - pair[0]!) * inv;
      L[ri + n + j] = (A[ri + n + j]! - pair[1]!) * inv;
    }
    if (i < n) L[i * n + j] = (A[i * n + j]! - dotRange(L, i * n, L, rj, 0, j)) * inv;
  }
  return L;
}

/** Solves L x = b (forward substitution). */
export function solveLower(f: CholeskyFactor, b: ArrayLike<number>): Float64Array {
  const { L, n } = f;
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const ri = i * n;
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= L[ri + k]! * x[k]!;
    x[i] = s / L[ri + i]!;
  }
  return x;
}

/**
 * Solves L x = b for every b of `bs`. Each solution's arithmetic is `solveLower`'s, in the same
 * order (the results are identical); four run together, so each row of L is read once for four
 * right-hand sides and their four subtraction chains overlap — the GP's predictive variances of
 * 200 held-out rows on 800 training rows took a third of a cross-validation fold's GP time.
 */
export function solveLowerMany(f: CholeskyFactor, bs: readonly ArrayLike<number>[]): Float64Array[] {
  const { L, n } = f;
  const out: Float64Array[] = [];
  let c = 0;
  for (; c + 3 < bs.length; c += 4) {
    const [b0, b1, b2, b3] = [bs[c]!, bs[c + 1]!, bs[c + 2]!, bs[c + 3]!];
    const [x0, x1, x2, x3] = [0, 1, 2, 3].map(() => new Float64Array(n)) as [
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
    ];
    for (let i = 0; i < n; i++) {
      const ri = i * n;
      let s0 = b0[i]!;
      let s1 = b1[i]!;
      let s2 = b2[i]!;
      let s3 = b3[i]!;
      for (let k = 0; k < i; k++) {
        const l = L[ri + k]!;
        s0 -= l * x0[k]!;
        s1 -= l * x1[k]!;
        s2 -= l * x2[k]!;
        s3 -= l * x3[k]!;
      }
      const d = L[ri + i]!;
      x0[i] = s0 / d;
      x1[i] = s1 / d;
      x2[i] = s2 / d;
      x3[i] = s3 / d;
    }
    out.push(x0, x1, x2, x3);
  }
  for (; c < bs.length; c++) out.push(solveLower(f, bs[c]!));
  return out;
}

/** Solves Lᵀ x = b (back substitution). */
function solveUpper(f: CholeskyFactor, b: ArrayLike<number>): Float64Array {
  const { L, n } = f;
  const x = Float64Array.from(b);
  for (let i = n - 1; i >= 0; i--) {
    const xi = x[i]! / L[i * n + i]!;
    x[i] = xi;
    const ri = i * n;
    for (let k = 0; k < i; k++) x[k] = x[k]! - L[ri + k]! * xi;
  }
  return x;
}

/** Solves A x = b given the Cholesky factor of A. */
export function choleskySolve(f: CholeskyFactor, b: ArrayLike<number>): Float64Array {
  return solveUpper(f, solveLower(f, b));
}

/** log det A = 2 Σ log L_ii. */
export function logDeterminant(f: CholeskyFactor): number {
  let s = 0;
  for (let i = 0; i < f.n; i++) s += Math.log(f.L[i * f.n + i]!);
  return 2 * s;
}

/**
 * (L⁻¹)ᵀ, row-major: row j holds column j of L⁻¹ (zero before index j). Computed column by column by
 * forward substitution so that every inner loop runs over contiguous memory.
 */
export function invertLowerTransposed(f: CholeskyFactor): Float64Array {
  const { L, n } = f;
  const Mt = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    const rj = j * n;
    Mt[rj + j] = 1 / L[rj + j]!;
    for (let i = j + 1; i < n; i++) {
      const ri = i * n;
      Mt[rj + i] = -dotRange(L, ri, Mt, rj, j, i) / L[ri + i]!;
    }
  }
  return Mt;
}

/** Column `j` of L⁻¹ (zero above index j), for each requested j: O(n²) each instead of O(n³) for all. */
export function inverseLowerColumns(
  f: CholeskyFactor,
  columns: readonly number[],
): Map<number, Float64Array> {
  const { L, n } = f;
  const out = new Map<number, Float64Array>();
  for (const j of columns) {
    const x = new Float64Array(n);
    x[j] = 1 / L[j * n + j]!;
    for (let i = j + 1; i < n; i++) {
      const ri = i * n;
      x[i] = -dotRange(L, ri, x, 0, j, i) / L[ri + i]!;
    }
    out.set(j, x);
  }
  return out;
}

/** A⁻¹ = L⁻ᵀ L⁻¹ (symmetric, full row-major). */
export function choleskyInverse(f: CholeskyFactor): Float64Array {
  const n = f.n;
  const Mt = invertLowerTransposed(f);
  const inv = new Float64Array(n * n);
  const pair = new Float64Array(2);
  for (let i = 0; i < n; i++) {
    const ri = i * n;
    // (A⁻¹)_ij = Σ_{k ≥ i} (L⁻¹)_ki (L⁻¹)_kj, two j at a time.
    let j = 0;
    for (; j + 1 <= i; j += 2) {
      const rj = j * n;
      dotRange2(Mt, ri, Mt, rj, rj + n, i, n, pair);
      inv[ri + j] = pair[0]!;
      inv[rj + i] = pair[0]!;
      inv[ri + j + 1] = pair[1]!;
      inv[rj + n + i] = pair[1]!;
    }
    if (j === i) {
      const s = dotRange(Mt, ri, Mt, ri, i, n);
      inv[ri + i] = s;
    }
  }
  return inv;
}

/** Diagonal of A⁻¹ from the Cholesky factor (cost of one triangular inverse). */
export function choleskyInverseDiagonal(f: CholeskyFactor): Float64Array {
  const n = f.n;
  const Mt = invertLowerTransposed(f);
  const diag = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const rj = j * n;
    for (let i = j; i < n; i++) {
      const v = Mt[rj + i]!;
      diag[j] = diag[j]! + v * v;
    }
  }
  return diag;
}

/** Solves the small symmetric positive definite system A x = b (A given as rows). */
export function solveSpd(A: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const flat = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) flat[i * n + j] = A[i]![j]!;
  return Array.from(choleskySolve(cholesky(flat, n), b));
}
