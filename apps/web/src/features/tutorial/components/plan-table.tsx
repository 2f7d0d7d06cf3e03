import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CAPABILITIES, PLAN_LIMITS, type Capability, type Entitlement } from '@app/contract/plans';
import { CAPABILITY_LABELS } from '../../../lib/plan-features';

const MARKS: Record<Entitlement, string> = {
  yes: '○',
  limited: '△',
  signup: '要登録',
  upgrade: '—',
};

const LIMITS: Partial<Record<Capability, { visitor?: string; free?: string }>> = {
  listAndKeywordSearch: {
    visitor: `${PLAN_LIMITS.visitorResultPages}ページまで`,
    free: `${PLAN_LIMITS.visitorResultPages}ページまで`,
  },
  recommendation: { free: `上位${PLAN_LIMITS.freeRecommendationResults}件` },
  bookmarks: { free: `${PLAN_LIMITS.freeBookmarks}件まで` },
  visualisation: { visitor: 'サンプル表示' },
};

/** The entitlement table itself (docs/spec/entitlements.md), as the service applies it: one row per feature. */
export function PlanTable() {
  const rows = Object.keys(CAPABILITIES) as Capability[];
  return (
    <Box
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Table size="small" aria-label="プラン別の利用範囲">
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ fontWeight: 700 }}>
              機能
            </TableCell>
            <TableCell scope="col" align="center" sx={{ fontWeight: 700 }}>
              ゲスト（未登録）
            </TableCell>
            <TableCell scope="col" align="center" sx={{ fontWeight: 700 }}>
              フリープラン
            </TableCell>
            <TableCell scope="col" align="center" sx={{ fontWeight: 700 }}>
              スタンダードプラン
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((capability) => {
            const row = CAPABILITIES[capability];
            const cell = (level: 'visitor' | 'free') => {
              const note = LIMITS[capability]?.[level];
              return `${MARKS[row[level]]}${note ? `（${note}）` : ''}`;
            };
            return (
              <TableRow key={capability}>
                <TableCell component="th" scope="row">
                  {CAPABILITY_LABELS[capability]}
                </TableCell>
                <TableCell align="center">{cell('visitor')}</TableCell>
                <TableCell align="center">{cell('free')}</TableCell>
                <TableCell align="center">{MARKS[row.standard]}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
