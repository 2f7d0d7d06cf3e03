import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Rule } from '@app/contract/large-patents';
import { formatPercent } from '../utils/format';

/** 「条件を満たす 5 件のうち 100% で成り立ちます（全体では 63%、1.6 倍）」 */
function ruleEvidence(rule: Rule): string {
  const lift = rule.baseRate > 0 ? `、${(rule.confidence / rule.baseRate).toFixed(1)} 倍` : '';
  return `条件を満たす ${rule.support} 件のうち ${formatPercent(rule.confidence)} で成り立ちます（全体では ${formatPercent(rule.baseRate)}${lift}）。`;
}

/** The rules as sentences, each with how often it holds against how often its conclusion holds anyway. */
export function RulesList({ rules }: { rules: readonly Rule[] }) {
  if (rules.length === 0) {
    return (
      <Alert severity="info" variant="outlined">
        全体の傾向よりはっきり当てはまる規則は見つかりませんでした。例の数が少ないか、配合と物性の関係が単純なしきい値では表せないためです。
      </Alert>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }} aria-label="規則">
      {rules.map((rule) => (
        <Box
          component="li"
          key={rule.text}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Typography sx={{ fontWeight: 700 }}>{rule.text}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {ruleEvidence(rule)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: '6.5rem 1fr',
              gap: 0.5,
              alignItems: 'center',
              mt: 1,
              maxWidth: 420,
            }}
          >
            <Typography variant="caption">この条件のとき</Typography>
            <LinearProgress
              variant="determinate"
              value={rule.confidence * 100}
              aria-label={`この条件のとき ${formatPercent(rule.confidence)}`}
            />
            <Typography variant="caption">全体</Typography>
            <LinearProgress
              variant="determinate"
              color="inherit"
              value={rule.baseRate * 100}
              aria-label={`全体 ${formatPercent(rule.baseRate)}`}
              sx={{ color: 'grey.500' }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
