import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClaimRangeView, PatentDetail } from '@app/contract/catalogue';
import { PhraseText } from '../../../../components/phrase-text';
import { WideTableFrame } from '../../../../components/wide-table/wide-table-frame';
import { CatalogueLink, catalogueHref } from './catalogue-links';
import { formatNumber, formatRange } from './format';

const KIND_LABEL: Record<ClaimRangeView['kind'], string> = {
  ingredient: '成分',
  property: '物性',
  condition: '条件',
};

const MARK_SX = {
  bgcolor: '#fff3a3',
  color: 'inherit',
  px: 0.25,
  borderRadius: 0.5,
  boxShadow: 'inset 0 -2px 0 #f2b600',
} as const;

/** The claim text with each range's own words marked (ranges may not overlap; later overlaps are skipped). */
function markRanges(text: string, ranges: readonly ClaimRangeView[]): ReactNode[] {
  const spans = ranges
    .flatMap((range) => (range.span ? [{ range, start: range.span[0], end: range.span[1] }] : []))
    .filter((item) => item.start >= 0 && item.end <= text.length && item.start < item.end)
    .sort((a, b) => a.start - b.start);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const item of spans) {
    if (item.start < at) continue;
    if (item.start > at) parts.push(<PhraseText key={`${at}-text`} text={text.slice(at, item.start)} />);
    parts.push(
      <Box
        component="mark"
        key={`${item.start}-${item.end}`}
        title={`${item.range.subject}: ${formatRange(item.range)}`}
        sx={MARK_SX}
      >
        <PhraseText text={text.slice(item.start, item.end)} />
      </Box>,
    );
    at = item.end;
  }
  if (at < text.length) parts.push(<PhraseText key={`${at}-text`} text={text.slice(at)} />);
  return parts;
}

/** Every claim, independent ones marked, with the numeric ranges highlighted in the text. */
export function ClaimList({ patent }: { patent: PatentDetail }) {
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
      {patent.claims.map((claim) => (
        <Box component="li" key={claim.number} id={`claim-${claim.number}`} sx={{ scrollMarginTop: 80 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              【請求項{claim.number}】
            </Typography>
            {claim.independent ? (
              <Chip size="small" color="primary" label="独立請求項" />
            ) : (
              claim.dependsOn.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  請求項{claim.dependsOn.join('・')}を引用
                </Typography>
              )
            )}
          </Box>
          <Typography sx={{ lineHeight: 1.9, whiteSpace: 'pre-line' }}>
            {markRanges(
              claim.text,
              patent.claimRanges.filter((range) => range.claim === claim.number),
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Bound({ value, inclusive, open }: { value: number | null; inclusive: boolean; open: string }) {
  if (value === null) {
    return (
      <Typography component="span" variant="body2" color="text.disabled">
        {open}
      </Typography>
    );
  }
  return (
    <>
      {formatNumber(value)}
      {!inclusive && (
        <Typography component="span" variant="caption" color="text.secondary">
          （含まず）
        </Typography>
      )}
    </>
  );
}

/** The ranges of all claims as a table: what is limited, from, to, unit, in which claim. */
export function ClaimRangeTable({ ranges }: { ranges: readonly ClaimRangeView[] }) {
  return (
    // Seven columns are wider than a phone: the frame says so and scrolls them.
    <WideTableFrame label="請求項の数値範囲の表">
      <Table size="small" aria-label="請求項の数値範囲">
        <TableHead>
          <TableRow>
            {['請求項', '種別', '対象', '下限', '上限', '単位', '基準'].map((label) => (
              <TableCell
                key={label}
                component="th"
                scope="col"
                align={label === '下限' || label === '上限' ? 'right' : 'left'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ranges.map((range, index) => (
            <TableRow key={index}>
              {/* One word: 「請求項/1」 on a phone. */}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <a href={`#claim-${range.claim}`}>請求項{range.claim}</a>
              </TableCell>
              <TableCell>{KIND_LABEL[range.kind]}</TableCell>
              <TableCell>
                {/* A floor for the column (Chrome ignores min-width on cells): 酸変性ポリプ/ロピレン on a phone. */}
                <Box sx={{ minWidth: '8.5em' }}>
                  {range.group && `${range.group} `}
                  {range.material ? (
                    <CatalogueLink to={catalogueHref.material(range.material.id)}>
                      <PhraseText text={range.subject} />
                    </CatalogueLink>
                  ) : (
                    <PhraseText text={range.subject} />
                  )}
                  {range.property && range.property.name !== range.subject && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {`（${range.property.name}）`}
                    </Typography>
                  )}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <Bound value={range.min} inclusive={range.minInclusive} open="下限なし" />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <Bound value={range.max} inclusive={range.maxInclusive} open="上限なし" />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{range.unit || '—'}</TableCell>
              <TableCell>{range.basis ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </WideTableFrame>
  );
}
