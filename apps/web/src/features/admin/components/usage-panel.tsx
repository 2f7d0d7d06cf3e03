import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminUsage } from '@app/contract/admin-usage';
import { useAdminUsage } from '../api/usage-api';
import { formatJaNumber } from '../../../lib/ja-number';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 180 }} aria-label={label} role="group">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {formatJaNumber(value)}
        <Typography component="span" variant="body2" sx={{ ml: 0.5 }}>
          人
        </Typography>
      </Typography>
    </Paper>
  );
}

/** A horizontal bar scaled to the busiest day, beside the number itself. */
function Bar({ value, max, color }: { value: number; max: number; color: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ width: 40, textAlign: 'right' }}>{formatJaNumber(value)}</Box>
      <Box sx={{ flex: 1, height: 10, bgcolor: 'action.hover', borderRadius: 1 }} aria-hidden>
        <Box
          sx={{
            width: `${max === 0 ? 0 : (value / max) * 100}%`,
            height: '100%',
            bgcolor: color,
            borderRadius: 1,
          }}
        />
      </Box>
    </Box>
  );
}

function DailyTable({ days }: { days: AdminUsage['days'] }) {
  const max = Math.max(1, ...days.flatMap((day) => [day.searches, day.analyses]));
  const dateLabel = (day: string) =>
    new Date(`${day}T00:00:00+09:00`).toLocaleDateString('ja-JP', {
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      timeZone: 'Asia/Tokyo',
    });
  return (
    <Table size="small" aria-label="日別の検索数と分析数">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 120 }}>日付</TableCell>
          <TableCell>検索</TableCell>
          <TableCell>分析</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...days].reverse().map((day) => (
          <TableRow key={day.day}>
            <TableCell>{dateLabel(day.day)}</TableCell>
            <TableCell>
              <Bar value={day.searches} max={max} color="primary.main" />
            </TableCell>
            <TableCell>
              <Bar value={day.analyses} max={max} color="secondary.main" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Usage: active users, searches and analyses per day, and what people searched for without finding it. */
export function UsagePanel() {
  const usage = useAdminUsage();
  if (usage.isPending) return <Skeleton variant="rounded" height={240} />;
  if (usage.isError) return <Alert severity="error">利用状況を読み込めませんでした。</Alert>;
  const { activeUsers, days, zeroHitQueries } = usage.data;
  const total = (key: 'searches' | 'analyses') => days.reduce((sum, day) => sum + day[key], 0);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="usage-active-title" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="usage-active-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          アクティブ利用者（ログインして利用した人数、日本時間）
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Figure label="今日" value={activeUsers.today} />
          <Figure label="過去7日間" value={activeUsers.last7Days} />
          <Figure label="過去30日間" value={activeUsers.last30Days} />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="usage-daily-title" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="usage-daily-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            日別の検索数と分析数（過去30日間：検索 {formatJaNumber(total('searches'))} 回・分析{' '}
            {formatJaNumber(total('analyses'))} 回）
          </Typography>
          <DailyTable days={days} />
        </Box>
        <Box component="section" aria-labelledby="usage-misses-title" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="usage-misses-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            該当なしだった検索語（過去30日間）
          </Typography>
          <Typography variant="body2" color="text.secondary">
            同義語の追加やデータ収録の参考にしてください。検索した人は記録していません。
          </Typography>
          {zeroHitQueries.length === 0 ? (
            <Typography color="text.secondary">該当なしの検索はありません。</Typography>
          ) : (
            <Table size="small" aria-label="該当なしだった検索語">
              <TableHead>
                <TableRow>
                  <TableCell>検索語</TableCell>
                  <TableCell align="right">回数</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {zeroHitQueries.map((miss) => (
                  <TableRow key={miss.query}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{miss.query}</TableCell>
                    <TableCell align="right">{formatJaNumber(miss.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </Box>
    </Box>
  );
}
