/**
 * Box-constrained L-BFGS (projected, with backtracking line search). Used to fit the Gaussian-process
 * hyperparameters by maximising the marginal likelihood; small problems only (tens of variables).
 */

export interface Objective {
  (x: Float64Array): { value: number; gradient: Float64Array };
}

export interface MinimiseOptions {
  maxIterations?: number;
  lower?: ArrayLike<number>;
  upper?: ArrayLike<number>;
  /** Stop when the relative decrease of the objective falls below this. */
  tolerance?: number;
  memory?: number;
}

export interface MinimiseResult {
  x: Float64Array;
  value: number;
  iterations: number;
}

export function minimise(f: Objective, x0: ArrayLike<number>, options: MinimiseOptions = {}): MinimiseResult {
  const { maxIterations = 50, tolerance = 1e-7, memory = 7 } = options;
  const n = x0.length;
  const lower = options.lower ?? new Float64Array(n).fill(-Infinity);
  const upper = options.upper ?? new Float64Array(n).fill(Infinity);
  const project = (x: Float64Array): Float64Array => {
    for (let i = 0; i < n; i++) x[i] = Math.min(upper[i]!, Math.max(lower[i]!, x[i]!));
    return x;
  };
  let x = project(Float64Array.from(x0));
  let current = safeEval(f, x);
  const sHist: Float64Array[] = [];
  const yHist: Float64Array[] = [];
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    const g = current.gradient;
    // Zero the gradient of variables held at a bound and pushing outward.
    const gFree = Float64Array.from(g);
    for (let i = 0; i < n; i++) {
      if ((x[i]! <= lower[i]! && g[i]! > 0) || (x[i]! >= upper[i]! && g[i]! < 0)) gFree[i] = 0;
    }
    let direction = twoLoop(gFree, sHist, yHist);
    let slope = dot(direction, gFree);
    if (!(slope < 0)) {
      direction = gFree.map((v) => -v);
      slope = dot(direction, gFree);
      sHist.length = 0;
      yHist.length = 0;
    }
    if (slope > -1e-14) break;
    let step = iterations === 0 ? Math.min(1, 1 / Math.sqrt(dot(gFree, gFree))) : 1;
    let next: { value: number; gradient: Float64Array } | null = null;
    let xNext = x;
    for (let tries = 0; tries < 25; tries++) {
      xNext = project(x.map((v, i) => v + step * direction[i]!));
      const candidate = safeEval(f, xNext);
      if (candidate.value <= current.value + 1e-4 * step * slope) {
        next = candidate;
        break;
      }
      step *= 0.5;
    }
    if (!next) break;
    const s = xNext.map((v, i) => v - x[i]!);
    const yv = next.gradient.map((v, i) => v - g[i]!);
    if (dot(s, yv) > 1e-12) {
      sHist.push(s);
      yHist.push(yv);
      if (sHist.length > memory) {
        sHist.shift();
        yHist.shift();
      }
    }
    const decrease = current.value - next.value;
    x = xNext;
    current = next;
    if (decrease < tolerance * Math.max(1, Math.abs(current.value))) {
      iterations++;
      break;
    }
  }
  return { x, value: current.value, iterations };
}

function safeEval(f: Objective, x: Float64Array): { value: number; gradient: Float64Array } {
  try {
    const r = f(x);
    if (Number.isFinite(r.value) && r.gradient.every((v) => Number.isFinite(v))) return r;
  } catch {
    /* treated as an infinitely bad point below */
  }
  return { value: Infinity, gradient: new Float64Array(x.length) };
}

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function twoLoop(g: Float64Array, sHist: Float64Array[], yHist: Float64Array[]): Float64Array {
  const q = Float64Array.from(g);
  const m = sHist.length;
  const alpha = new Float64Array(m);
  for (let k = m - 1; k >= 0; k--) {
    const rho = 1 / dot(yHist[k]!, sHist[k]!);
    alpha[k] = rho * dot(sHist[k]!, q);
    for (let i = 0; i < q.length; i++) q[i] = q[i]! - alpha[k]! * yHist[k]![i]!;
  }
  if (m > 0) {
    const gamma = dot(sHist[m - 1]!, yHist[m - 1]!) / dot(yHist[m - 1]!, yHist[m - 1]!);
    for (let i = 0; i < q.length; i++) q[i] = q[i]! * gamma;
  }
  for (let k = 0; k < m; k++) {
    const rho = 1 / dot(yHist[k]!, sHist[k]!);
    const beta = rho * dot(yHist[k]!, q);
    for (let i = 0; i < q.length; i++) q[i] = q[i]! + sHist[k]![i]! * (alpha[k]! - beta);
  }
  for (let i = 0; i < q.length; i++) q[i] = -q[i]!;
  return q;
}
