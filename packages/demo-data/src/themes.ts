import type { Theme, ThemeId, ThemeSystem } from './theme-types.js';
import { ADHESIVE } from './themes/adhesive.js';
import { ALLOY } from './themes/alloy.js';
import { BATTERY } from './themes/battery.js';
import { ENGINEERING_PLASTICS } from './themes/engineering-plastics.js';
import { EPOXY } from './themes/epoxy.js';
import { POLYOLEFIN } from './themes/polyolefin.js';
import { RUBBER } from './themes/rubber.js';

/**
 * The technical themes of the demo dataset with their hidden composition → property functions:
 * `THEMES.polyolefin.properties['prop-flexural-modulus'].evaluate({ ppHomo: 100, talc: 30 })`.
 */
export const THEMES: Readonly<Record<ThemeId, Theme>> = {
  polyolefin: POLYOLEFIN,
  'engineering-plastics': ENGINEERING_PLASTICS,
  epoxy: EPOXY,
  rubber: RUBBER,
  adhesive: ADHESIVE,
  battery: BATTERY,
  alloy: ALLOY,
};

export const THEME_IDS = Object.keys(THEMES) as ThemeId[];

/**
 * Share of each theme among patents (at 2005) and its yearly growth (relative to that share), and the
 * share among products. Batteries grow fastest, rubber slowly declines.
 */
export const THEME_MIX: Readonly<Record<ThemeId, { patents: number; growth: number; products: number }>> = {
  polyolefin: { patents: 0.2, growth: 0.0, products: 0.22 },
  'engineering-plastics': { patents: 0.18, growth: 0.02, products: 0.2 },
  epoxy: { patents: 0.15, growth: 0.01, products: 0.12 },
  rubber: { patents: 0.14, growth: -0.012, products: 0.14 },
  adhesive: { patents: 0.12, growth: 0.015, products: 0.1 },
  battery: { patents: 0.11, growth: 0.09, products: 0.1 },
  alloy: { patents: 0.1, growth: -0.005, products: 0.12 },
};

const SYSTEMS = new Map<string, ThemeSystem>();
for (const theme of Object.values(THEMES)) for (const system of theme.systems) SYSTEMS.set(system.id, system);

export const ALL_SYSTEMS: readonly ThemeSystem[] = [...SYSTEMS.values()];
