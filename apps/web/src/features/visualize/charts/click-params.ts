/** The part of an ECharts click event the pages read (`params` arrives untyped). */
export type ClickParams = {
  seriesId?: string;
  dataIndex?: number;
  value?: unknown;
  data?: unknown;
  name?: string;
};

export function asClickParams(params: unknown): ClickParams {
  return typeof params === 'object' && params !== null ? params : {};
}
