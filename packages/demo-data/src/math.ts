/** Smooth building blocks for the hidden composition → property relations (no kinks, no NaN). */

export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** log(1 + e^x) without overflow. */
function softplus(x: number): number {
  return x > 30 ? x : Math.log1p(Math.exp(x));
}

/** A smooth minimum of a and b; `sharpness` is the width (in the units of a and b) of the blend. */
export function softMin(a: number, b: number, sharpness: number): number {
  return a - sharpness * softplus((a - b) / sharpness);
}

/** Maps any real number into (lo, hi), nearly the identity around the middle of the interval. */
export function squash(value: number, lo: number, hi: number): number {
  const mid = (lo + hi) / 2;
  const scale = (hi - lo) / 4;
  return lo + (hi - lo) * sigmoid((value - mid) / scale);
}

/** Density of a mixture from mass fractions and component densities (rule of mixtures by volume). */
export function mixtureDensity(parts: readonly (readonly [mass: number, density: number])[]): number {
  let mass = 0;
  let volume = 0;
  for (const [m, rho] of parts) {
    mass += m;
    volume += m / rho;
  }
  return volume > 0 ? mass / volume : 0;
}

/** Saturating growth 1 − e^(−x/scale), 0 at 0. */
export function saturate(x: number, scale: number): number {
  return 1 - Math.exp(-Math.max(0, x) / scale);
}
