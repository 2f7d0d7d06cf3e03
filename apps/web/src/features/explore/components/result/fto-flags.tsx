import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import type { FtoFlag } from '@app/contract/explorations';
import { paths } from '../../../../config/paths';
import { formatValue } from '../../utils/format';

function rangeText(range: FtoFlag['matched'][number]): string {
  const lo = range.min === null ? '' : `${formatValue(range.min)}${range.minInclusive ? '以上' : '超'}`;
  const hi = range.max === null ? '' : `${formatValue(range.max)}${range.maxInclusive ? '以下' : '未満'}`;
  return `${range.subject} ${lo}${lo && hi ? '・' : ''}${hi} ${range.unit}（この配合：${formatValue(range.value)}）`;
}

/** 「請求範囲内」 chips: each names the patent and claim and opens the patent's page. */
export function FtoChips({ flags }: { flags: readonly FtoFlag[] }) {
  if (flags.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        該当なし
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
      {flags.map((flag) => (
        <Tooltip
          key={`${flag.patentId}-${flag.claimNumber}`}
          title={`${flag.title}（${flag.legalStatus}）：${flag.matched.map(rangeText).join('、')}`}
        >
          <Chip
            size="small"
            color="error"
            variant="outlined"
            icon={<WarningIcon aria-hidden="true" />}
            component={RouterLink}
            to={paths.patent.getHref(String(flag.patentId))}
            clickable
            label={`${flag.publicationNumber} 請求項${flag.claimNumber}`}
            aria-label={`請求範囲内：${flag.publicationNumber} 請求項${flag.claimNumber}（${flag.title}）`}
          />
        </Tooltip>
      ))}
    </Box>
  );
}

/** The FTO flags with the claim ranges each composition falls into, for a candidate's detail. */
export function FtoDetails({ flags }: { flags: readonly FtoFlag[] }) {
  if (flags.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        存続中の特許の請求範囲（数値範囲）に入るものは見つかりませんでした。
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {flags.map((flag) => (
        <li key={`${flag.patentId}-${flag.claimNumber}`}>
          <Typography variant="body2">
            <Link component={RouterLink} to={paths.patent.getHref(String(flag.patentId))}>
              {flag.publicationNumber}
            </Link>{' '}
            請求項{flag.claimNumber}「{flag.title}」（{flag.legalStatus}）
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {flag.matched.map(rangeText).join('、')}
            {flag.note && `。${flag.note}`}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
