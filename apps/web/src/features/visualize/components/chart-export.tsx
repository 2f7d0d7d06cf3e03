import Chip from '@mui/material/Chip';
import DownloadIcon from '@mui/icons-material/Download';
import { entitlementOf } from '@app/contract/plans';
import type { ChartProps } from '../../../components/charts/chart';
import { GatedButton } from '../../../components/gated-link';
import type { CsvCell } from '../../../lib/csv-file';
import { accessLevel, useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';

export type ChartExport = { name: string; header: string[]; rows: () => CsvCell[][] };

/**
 * What a chart offers besides the picture, by plan (docs/spec/entitlements.md, `visualisationExport`): the standard
 * plan saves PNG and CSV; a free user sees the same place taken by the way to the standard plan (the
 * upgrade modal); a visitor's chart is marked as the sample it is.
 */
export function useChartExport(): (exp: ChartExport) => Pick<ChartProps, 'exportName' | 'csv' | 'badge'> {
  const session = useSession();
  const level = accessLevel(session);
  const entitlement = entitlementOf(level, 'visualisationExport');
  return (exp) => {
    if (entitlement === 'yes')
      return { exportName: exp.name, csv: { fileName: exp.name, header: exp.header, rows: exp.rows } };
    if (level === 'visitor') return { badge: <Chip size="small" label="サンプル" variant="outlined" /> };
    return {
      badge: (
        <GatedButton
          to={paths.visualizedPatents.getHref()}
          level="standard"
          size="small"
          variant="text"
          startIcon={<DownloadIcon aria-hidden="true" />}
          aria-label="画像・CSV の保存（スタンダードプラン）"
        >
          画像・CSV で保存
        </GatedButton>
      ),
    };
  };
}
