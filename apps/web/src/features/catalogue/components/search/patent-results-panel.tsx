import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { PatentSummary } from '@app/contract/catalogue';
import { requiredLevelOf } from '@app/contract/plans';
import { GatedButton, GatedLink } from '../../../../components/gated-link';
import { paths } from '../../../../config/paths';
import { HighlightedText } from '../../../../components/highlighted-text';
import { applicantNames, DetailLink } from './result-cells';
import { formatJaNumber } from '../../../../lib/ja-number';

type Props = {
  q: string;
  /** The list URL with withPatents=true (what the button opens for a standard user). */
  openHref: string;
  closeHref: string;
  shown: boolean;
  results: { total: number; items: PatentSummary[] } | null | undefined;
};

/** 「特許の検索結果を見る」: the patents matching the same keyword (standard plan, else the upgrade modal). */
export function PatentResultsPanel({ q, openHref, closeHref, shown, results }: Props) {
  const level = requiredLevelOf('patentResultsInSearch');
  if (!shown || !results) {
    return (
      <GatedButton
        to={openHref}
        level={level}
        size="small"
        variant="outlined"
        startIcon={<DescriptionOutlinedIcon />}
        replace
      >
        この検索の特許も見る
      </GatedButton>
    );
  }
  return (
    <Box
      component="section"
      aria-labelledby="patent-results-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="patent-results-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          同じキーワードの特許 {formatJaNumber(results.total)}件
        </Typography>
        <GatedLink to={paths.patents.getHref(q || undefined)}>特許検索ですべて見る</GatedLink>
        <GatedLink to={closeHref} replace>
          閉じる
        </GatedLink>
      </Box>
      {results.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          該当する特許はありません。
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {results.items.map((patent) => (
            <li key={patent.id}>
              <DetailLink to={paths.patent.getHref(patent.id)}>
                <HighlightedText text={patent.title} ranges={patent.titleHighlights} />
              </DetailLink>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {patent.publicationNumber}・{applicantNames(patent.applicants).join('、')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
