/**
 * Generated regression sets the reference bench reports beside the shared datasets, so that a change
 * to the engine is judged on data it was not shaped on (issue 18: "build for data you have not seen").
 * Each is small to medium (100–300 rows), noisy and seeded, and stands for a kind of data the engine
 * meets: Friedman #2 and #3 (the usual generated benchmarks beside #1: interacting inputs on very
 * different scales, a bounded arctan response), recipes in parts with a ratio effect, an ingredient
 * whose mere presence moves the property and a cure time over decades, and a right-skewed,
 * strictly positive property (log-normal errors) as conductivities and moduli are.
 */
import { Random } from '../src/random.js';

export interface GeneratedSet {
  id: string;
  target: string;
  inputNames: string[];
  X: number[][];
  y: number[];
}

/** The four inputs of Friedman #2 and #3 on their standard ranges. */
function friedmanInputs(n: number, rng: Random): number[][] {
  return Array.from({ length: n }, () => [
    rng.uniform(0, 100),
    rng.uniform(40 * Math.PI, 560 * Math.PI),
    rng.uniform(0, 1),
    rng.uniform(1, 11),
  ]);
}

/** Friedman #2: y = √(x1² + (x2·x3 − 1/(x2·x4))²) + N(0, 125²). */
export function friedman2(n: number, seed: number): GeneratedSet {
  const rng = new Random(seed);
  const X = friedmanInputs(n, rng);
  const y = X.map(([a, b, c, d]) => Math.sqrt(a! ** 2 + (b! * c! - 1 / (b! * d!)) ** 2) + 125 * rng.normal());
  return { id: 'friedman2 (generated)/y', target: 'y', inputNames: ['x1', 'x2', 'x3', 'x4'], X, y };
}

/** Friedman #3: y = atan((x2·x3 − 1/(x2·x4)) / x1) + N(0, 0.1²), inputs as Friedman #2. */
export function friedman3(n: number, seed: number): GeneratedSet {
  const rng = new Random(seed);
  const X = friedmanInputs(n, rng);
  const y = X.map(([a, b, c, d]) => Math.atan((b! * c! - 1 / (b! * d!)) / a!) + 0.1 * rng.normal());
  return { id: 'friedman3 (generated)/y', target: 'y', inputNames: ['x1', 'x2', 'x3', 'x4'], X, y };
}

/**
 * Recipes in parts: binder, water, filler, an additive used in about a third of the recipes, and a
 * cure time of 1–365 days (mostly short). The property follows the water/binder ratio (Abrams' law),
 * the filler's share, a jump where the additive is present and the log of the cure time, with noise
 * of about a sixth of its spread.
 */
export function recipesInParts(n: number, seed: number): GeneratedSet {
  const rng = new Random(seed);
  const X = Array.from({ length: n }, () => {
    const binder = rng.uniform(200, 500);
    const water = binder * rng.uniform(0.3, 0.7);
    const filler = rng.uniform(0, 300);
    const additive = rng.next() < 0.35 ? rng.uniform(1, 10) : 0;
    const days = Math.round(Math.exp(rng.uniform(0, Math.log(365))));
    return [binder, water, filler, additive, days];
  });
  const y = X.map(([binder, water, filler, additive, days]) => {
    const ratio = water! / binder!;
    const fillerShare = filler! / (binder! + water! + filler!);
    return (
      120 * Math.exp(-2.2 * ratio) -
      25 * fillerShare +
      (additive! > 0 ? 6 + 0.3 * additive! : 0) +
      5 * Math.log(days!) +
      3.5 * rng.normal()
    );
  });
  return {
    id: 'recipes in parts (generated)/strength',
    target: 'strength',
    inputNames: ['binder', 'water', 'filler', 'additive', 'days'],
    X,
    y,
  };
}

/** A right-skewed positive property: log y smooth in 4 shares of a mixture, log-normal noise. */
export function skewedProperty(n: number, seed: number): GeneratedSet {
  const rng = new Random(seed);
  const X = Array.from({ length: n }, () => rng.dirichlet(4, 1));
  const y = X.map(([a, b, c, d]) =>
    Math.exp(1 + 4 * a! - 2 * b! ** 2 + 3 * Math.sin(3 * c!) * d! + 0.35 * rng.normal()),
  );
  return {
    id: 'skewed property (generated)/y',
    target: 'y',
    inputNames: ['a', 'b', 'c', 'd'],
    X,
    y,
  };
}

/** The generated sets of the bench, in its order. */
export function generatedSets(): GeneratedSet[] {
  return [friedman2(200, 21), friedman3(200, 31), recipesInParts(150, 41), skewedProperty(120, 51)];
}
