/**
 * Ridge regression (linear model with an L2 penalty) on standardised inputs, with the penalty chosen
 * by exact leave-one-out error over a grid. It is the linear baseline of the model comparison and an
 * option for the user; its interval scale is constant (calibrated from the leave-one-out residuals).
 */
import { solveSpd } from './linalg.js';
import type { Learner, LearnerData, LearnerPrediction, Rows } from './learner.js';

// Penalties relative to the number of rows (a standardised input's Gram diagonal is about n).
const LAMBDAS = [1e-6, 1e-5, 1e-4, 3e-4, 1e-3, 3e-3, 0.01, 0.03, 0.1, 0.3, 1, 3, 10];

export function fitRidge(data: LearnerData): Ridge {
  const n = data.rows.length;
  const d = n > 0 ? data.rows[0]!.length : 0;
  // Design with intercept column (not penalised).
  const p = d + 1;
  const gram = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const xty = new Array<number>(p).fill(0);
  const design = data.rows.map((r) => [1, ...r]);
  for (let i = 0; i < n; i++) {
    const x = design[i]!;
    for (let a = 0; a < p; a++) {
      xty[a] = xty[a]! + x[a]! * data.y[i]!;
      for (let b = 0; b < p; b++) gram[a]![b] = gram[a]![b]! + x[a]! * x[b]!;
    }
  }
  let best: { lambda: number; loo: number; beta: number[]; looPred: Float64Array } | null = null;
  for (const lambda of LAMBDAS) {
    const A = gram.map((row, a) =>
      row.map((v, b) => v + (a === b && a > 0 ? lambda * n : 0) + (a === b ? 1e-10 : 0)),
    );
    const beta = solveSpd(A, xty);
    // Leave-one-out residual r_i / (1 − h_i), h_i = x_iᵀ A⁻¹ x_i.
    const looPred = new Float64Array(n);
    let loo = 0;
    for (let i = 0; i < n; i++) {
      const x = design[i]!;
      const ax = solveSpd(A, x);
      let h = 0;
      let fit = 0;
      for (let a = 0; a < p; a++) {
        h += x[a]! * ax[a]!;
        fit += x[a]! * beta[a]!;
      }
      const r = (data.y[i]! - fit) / Math.max(1 - h, 1e-6);
      looPred[i] = data.y[i]! - r;
      loo += r * r;
    }
    if (!best || loo < best.loo) best = { lambda, loo, beta, looPred };
  }
  return new Ridge(best!.beta, best!.lambda, best!.looPred);
}

class Ridge implements Learner {
  readonly kind = 'ridge';
  constructor(
    readonly coefficients: number[],
    readonly lambda: number,
    private readonly looPred: Float64Array,
  ) {}

  predict(rows: Rows): LearnerPrediction {
    const mean = Float64Array.from(rows, (r) => {
      let s = this.coefficients[0]!;
      for (let k = 0; k < r.length; k++) s += this.coefficients[k + 1]! * r[k]!;
      return s;
    });
    return { mean, scale: new Float64Array(rows.length).fill(1) };
  }

  outOfSample(): LearnerPrediction {
    return { mean: this.looPred, scale: new Float64Array(this.looPred.length).fill(1) };
  }

  relevance(): number[] {
    return this.coefficients.slice(1).map((c) => c * c);
  }

  describe(): Record<string, unknown> {
    return { lambda: this.lambda, coefficients: this.coefficients };
  }
}
