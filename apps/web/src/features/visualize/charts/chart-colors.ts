import { CHART_PALETTE } from '../../../components/charts/chart-types';

/**
 * Cluster colours: the app palette, then further hues that stay apart from it, so up to 14 clusters get
 * distinct colours; beyond that they repeat (the cluster list beside the map names each one).
 */
const CLUSTER_COLORS = [
  ...CHART_PALETTE,
  '#f9a825',
  '#6d4c41',
  '#1565c0',
  '#c2185b',
  '#558b2f',
  '#00838f',
  '#4e342e',
] as const;

export const NO_CLUSTER_COLOR = '#b0bec5';

export function clusterColor(id: number | null): string {
  if (id === null) return NO_CLUSTER_COLOR;
  return CLUSTER_COLORS[((id % CLUSTER_COLORS.length) + CLUSTER_COLORS.length) % CLUSTER_COLORS.length]!;
}

/** Light to dark teal, for counts (density, matrices) and property values. */
export const SCALE_COLORS = ['#e0f2f1', '#4db6ac', '#00796b', '#004d40'];
