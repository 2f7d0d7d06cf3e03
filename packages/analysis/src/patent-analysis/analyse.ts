/**
 * The whole large-patent analysis of one example table (docs/spec/analyses.md): distributions, correlations, which
 * ingredients drive each property, what separates 実施例 from 比較例 and readable rules. Pure and
 * deterministic; the server runs it in a worker thread.
 */
import { correlationMatrix } from './correlation.js';
import { distributions, type ColumnDistribution } from './distribution.js';
import { propertyDrivers, type DriverOptions, type PropertyDriversResult } from './drivers.js';
import { mineRules, type MinedRule } from './rules.js';
import { separation, type SeparationResult } from './separation.js';
import type { AnalysisColumn, AnalysisTable } from './table.js';

export interface PatentAnalysisOptions {
  histogramBins?: number;
  maxRules?: number;
  drivers?: DriverOptions;
}

export interface PatentAnalysis {
  distributions: ColumnDistribution[];
  correlation: { variables: AnalysisColumn[]; matrix: (number | null)[][] };
  drivers: PropertyDriversResult[];
  separation: SeparationResult;
  rules: MinedRule[];
}

export function analysePatentTable(
  table: AnalysisTable,
  options: PatentAnalysisOptions = {},
): PatentAnalysis {
  const variables = table.columns.map(({ key, name, unit, kind }) => ({ key, name, unit, kind }));
  return {
    distributions: distributions(table, options.histogramBins ?? 12),
    correlation: { variables, matrix: correlationMatrix(table) },
    drivers: propertyDrivers(table, options.drivers),
    separation: separation(table),
    rules: mineRules(table, { maxRules: options.maxRules ?? 12 }),
  };
}
