/**
 * What a technical theme of the demo dataset is made of: its variables (ingredients and process
 * conditions), its hidden composition → property functions, and the systems (families of formulations)
 * that patents and products are drawn from, with the vocabulary their texts use.
 */

export type ThemeId =
  'polyolefin' | 'engineering-plastics' | 'epoxy' | 'rubber' | 'adhesive' | 'battery' | 'alloy';

/**
 * Input of the hidden functions: amounts of ingredients and values of conditions, keyed by variable key.
 * A missing ingredient is 0; a missing condition takes the variable's default (or "not applied").
 *
 * Units: for the resin, epoxy, rubber and adhesive themes ingredients are 質量部 per 100 質量部 of the
 * base component (the keys of the (A) group add up to 100); for batteries 質量% of the electrode mixture;
 * for alloys 質量% including the base metal (the balance).
 */
export type Composition = Readonly<Record<string, number | undefined>>;

export interface ThemeVariable {
  readonly key: string;
  readonly kind: 'ingredient' | 'condition';
  /** Name in claims and example tables (タルク, 混練温度, Mg). */
  readonly label: string;
  readonly unit: string;
  /** Materials that play this role (ingredients); the first is the most common. */
  readonly materialIds: readonly string[];
  /** Rounding step of amounts in examples. */
  readonly step: number;
}

export interface ThemeProperty {
  readonly propertyId: string;
  /** Relative standard deviation of measurement noise (multiplicative; ±3σ clipped). */
  readonly noise: number;
  /** The noiseless value in the unit of the property definition. */
  evaluate(composition: Composition): number;
  /**
   * For ordinal properties (UL94 rank): the continuous quantity the noise applies to, and its map to
   * the reported value. `evaluate` equals `fromLatent(latent(c))`.
   */
  readonly latent?: (composition: Composition) => number;
  readonly fromLatent?: (latent: number) => number;
}

/** Basis of the amounts in one system: per 100 parts of the base, mass % with the base as the rest, or alloy mass %. */
export type Basis = 'parts' | 'percent' | 'alloy';

export interface ComponentSpec {
  readonly key: string;
  /** Claim symbol, e.g. '(B)'. Unused for alloys. */
  readonly group: string;
  /** Name in the claims when it differs from the variable label (e.g. 'エラストマー'). */
  readonly claimLabel?: string;
  /** The claim's lower bound is drawn from this interval, the upper bound from `hi` (system units). */
  readonly lo: readonly [number, number];
  readonly hi: readonly [number, number];
  /** Probability that a patent of the system uses the component (default 1). */
  readonly use?: number;
  /** Plausible extremes for comparative examples and products (default [0, 1.6 × hi[1]]). */
  readonly limits?: readonly [number, number];
  /** Used only together with this component (an accelerator with sulfur). */
  readonly requires?: string;
  /** The materials this system uses for the variable (default: all of the variable's materials). */
  readonly materials?: readonly string[];
}

/** An additive listed in the examples at a constant amount and never claimed (stabiliser, lubricant). */
export interface MinorSpec {
  readonly key: string;
  readonly amount: readonly [number, number];
  readonly use?: number;
}

export interface ConditionSpec {
  readonly key: string;
  readonly range: readonly [number, number];
  /** Probability that a patent varies it across examples (otherwise one value for all). */
  readonly vary?: number;
  /** Probability that a patent claims a range of it (a method step or a feature of the article). */
  readonly claim?: number;
  /**
   * Wording of the claim with `{range}` for the range: a method step ('{range}で溶融混練する工程') or a
   * feature of the article ('正極合剤層の密度が{range}である').
   */
  readonly phrase?: string;
  readonly style?: 'method' | 'feature';
  /** A feature claim limits the composition (default) or the article (an adhesive layer's thickness). */
  readonly target?: 'noun' | 'article';
}

export interface BaseSpec {
  /** Variables of the (A) component; a patent uses one of them or a blend. */
  readonly keys: readonly string[];
  /** Probability of a blend of two base variables. */
  readonly blend?: number;
  /** Keys a patent may use alone (default: any). */
  readonly alone?: readonly string[];
  /** Share range of the first key in a blend; when given, a blend is always keys[0] + keys[1] in that order. */
  readonly firstShare?: readonly [number, number];
  /** Claim wording, e.g. 'ポリプロピレン樹脂'. */
  readonly label: string;
}

export interface ThemeSystem {
  readonly id: string;
  readonly themeId: ThemeId;
  readonly label: string;
  /** Relative share within the theme (patents and products). */
  readonly weight: number;
  readonly basis: Basis;
  /** Probability that a patent of a 'parts' system writes its amounts in 質量% instead. */
  readonly percentVariant?: number;
  readonly base: BaseSpec;
  readonly components: readonly ComponentSpec[];
  /** Groups of components of which a patent uses exactly one (sulfur or peroxide cure). */
  readonly alternatives?: readonly (readonly string[])[];
  /** Variables that make up a commercial grade of the system (default: all; battery grades are the active material). */
  readonly productKeys?: readonly string[];
  readonly minors: readonly MinorSpec[];
  readonly conditions: readonly ConditionSpec[];
  /** [propertyId, probability a patent reports it]; the first entries with probability 1 always. */
  readonly measured: readonly (readonly [string, number])[];
  /** Properties a claim may limit (direction from the property definition). */
  readonly claimable: readonly string[];
  /** Subject of the claims, e.g. ポリプロピレン系樹脂組成物. */
  readonly noun: string;
  /** The article of the product claim, e.g. 成形体. */
  readonly article: string;
  readonly titles: readonly string[];
  readonly problems: readonly string[];
  readonly applications: readonly string[];
  readonly ipcMain: readonly string[];
  readonly ipcExtra: readonly string[];
  readonly themes: readonly string[];
  readonly fterms: readonly string[];
  /** Product category of the system's commercial grades. */
  readonly categoryId: string;
  /** Prefixes of grade codes. */
  readonly gradePrefixes: readonly string[];
  /** Feature keywords of a grade from its datasheet values (property id → value). */
  readonly features: (values: ReadonlyMap<string, number>, composition: Composition) => string[];
}

/** A raw material sold as grades (PP homopolymer, talc, carbon black N330 …): datasheet values. */
export interface RawGradeSpec {
  readonly materialId: string;
  readonly categoryId: string;
  readonly gradePrefixes: readonly string[];
  /** [propertyId, typical value, relative spread (log-normal)]. */
  readonly properties: readonly (readonly [string, number, number])[];
  readonly applications: readonly string[];
  readonly features: readonly string[];
  /** Share among the theme's raw grades. */
  readonly weight: number;
}

export interface Theme {
  readonly id: ThemeId;
  readonly name: string;
  readonly nameEn: string;
  readonly description: string;
  readonly variables: Readonly<Record<string, ThemeVariable>>;
  /** Hidden ground truth, keyed by property id. */
  readonly properties: Readonly<Record<string, ThemeProperty>>;
  readonly systems: readonly ThemeSystem[];
  readonly rawGrades: readonly RawGradeSpec[];
  /** Sentences of 【背景技術】 (generic to the theme). */
  readonly background: readonly string[];
  /** Brand suffixes (katakana) of the theme's product lines. */
  readonly brandSuffixes: readonly string[];
  /** How the 【実施例】 section describes making the specimens. */
  readonly procedure: readonly string[];
}
