import { describe, expect, it } from 'vitest';
import {
  cholesky,
  choleskyInverse,
  choleskyInverseDiagonal,
  choleskySolve,
  inverseLowerColumns,
  invertLowerTransposed,
  logDeterminant,
  solveLower,
  solveLowerMany,
  solveSpd,
} from './linalg.js';
import { Random } from './random.js';

function randomSpd(n: number, seed: number): Float64Array {
  const r = new Random(seed);
  const B = Array.from({ length: n }, () => Array.from({ length: n }, () => r.normal()));
  const A = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      let s = i === j ? n : 0;
      for (let k = 0; k < n; k++) s += B[i]![k]! * B[j]![k]!;
      A[i * n + j] = s;
    }
  }
  return A;
}

function multiply(A: Float64Array, x: ArrayLike<number>, n: number): number[] {
  return Array.from({ length: n }, (_, i) => {
    let s = 0;
    for (let k = 0; k < n; k++) s += A[i * n + k]! * x[k]!;
    return s;
  });
}

describe('linear algebra', () => {
  it('factorises, solves and inverts a symmetric positive definite matrix', () => {
    const n = 13;
    const A = randomSpd(n, 1);
    const f = cholesky(A, n);
    expect(f.jitter).toBe(0);
    // L Lᵀ = A
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        let s = 0;
        for (let k = 0; k < n; k++) s += f.L[i * n + k]! * f.L[j * n + k]!;
        expect(s).toBeCloseTo(A[i * n + j]!, 9);
      }
    }
    const b = Array.from({ length: n }, (_, i) => Math.sin(i));
    const x = choleskySolve(f, b);
    multiply(A, x, n).forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 9));
    const inv = choleskyInverse(f);
    const diag = choleskyInverseDiagonal(f);
    for (let i = 0; i < n; i++) {
      const col = Array.from({ length: n }, (_, k) => inv[k * n + i]!);
      multiply(A, col, n).forEach((v, k) => expect(v).toBeCloseTo(k === i ? 1 : 0, 9));
      expect(diag[i]).toBeCloseTo(inv[i * n + i]!, 12);
    }
    const Mt = invertLowerTransposed(f);
    const cols = inverseLowerColumns(f, [0, 5, n - 1]);
    for (const [j, col] of cols) for (let i = 0; i < n; i++) expect(col[i]).toBeCloseTo(Mt[j * n + i]!, 12);
  });

  it('factorises and inverts odd and even sizes alike, and solves many right-hand sides as one', () => {
    // The factorisation and the inverse run two rows at a time, the solves four: every size's
    // remainder goes through the single-row path.
    for (const n of [1, 2, 3, 6, 9]) {
      const A = randomSpd(n, n);
      const inv = choleskyInverse(cholesky(A, n));
      for (let i = 0; i < n; i++) {
        const col = Array.from({ length: n }, (_, k) => inv[k * n + i]!);
        multiply(A, col, n).forEach((v, k) => expect(v).toBeCloseTo(k === i ? 1 : 0, 9));
        for (let j = 0; j < n; j++) expect(inv[i * n + j]).toBe(inv[j * n + i]);
      }
      const f = cholesky(A, n);
      const r = new Random(n);
      const bs = Array.from({ length: 7 }, () => Array.from({ length: n }, () => r.normal()));
      const many = solveLowerMany(f, bs);
      expect(many).toHaveLength(7);
      bs.forEach((b, c) => expect(Array.from(many[c]!)).toEqual(Array.from(solveLower(f, b))));
    }
  });

  it('computes the log determinant', () => {
    const A = Float64Array.from([4, 2, 0, 2, 3, 1, 0, 1, 2]);
    // det = 4(6 − 1) − 2(4 − 0) = 12
    expect(logDeterminant(cholesky(A, 3))).toBeCloseTo(Math.log(12), 12);
  });

  it('adds jitter to a singular matrix instead of failing', () => {
    const A = Float64Array.from([1, 1, 1, 1]);
    const f = cholesky(A, 2);
    expect(f.jitter).toBeGreaterThan(0);
    expect(() => cholesky(Float64Array.from([-1, 0, 0, -1]), 2)).toThrow();
  });

  it('solves a small dense system', () => {
    expect(
      solveSpd(
        [
          [2, 1],
          [1, 3],
        ],
        [3, 5],
      ).map((v) => Number(v.toFixed(10))),
    ).toEqual([0.8, 1.4]);
  });
});
