import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecommendationItem, ResolvedRequirement } from '@app/contract/recommendation';
import { paths } from '../../../config/paths';
import { formatValue } from '../utils/format';
import { RequirementTable } from './requirement-table';

/** One ranked product: its score and the reasons (requirement table), materials and supporting examples. */
export function ResultCard({
  item,
  requirements,
}: {
  item: RecommendationItem;
  requirements: readonly ResolvedRequirement[];
}) {
  const { product } = item;
  const headingId = `recommend-item-${item.rank}`;
  const verdict = item.allMet
    ? 'すべての要件に適合'
    : [
        item.failedCount > 0 ? `${item.failedCount}件不適合` : '',
        item.unknownCount > 0 ? `${item.unknownCount}件値なし` : '',
      ]
        .filter(Boolean)
        .join('・');
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ minWidth: 120 }}>
            <Typography variant="caption" color="text.secondary">
              {item.rank}位・適合度
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
              {formatValue(item.score)}
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                / 100
              </Typography>
            </Typography>
            <LinearProgress
              variant="determinate"
              value={item.score}
              color={item.allMet ? 'success' : 'warning'}
              sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
              aria-label={`適合度 ${item.score}`}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h2">
              <Link component={RouterLink} to={paths.product.getHref(product.id)}>
                {product.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[product.maker?.name, product.category?.name].filter(Boolean).join('・')}
            </Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              <Chip size="small" color={item.allMet ? 'success' : 'warning'} label={verdict} />
              {product.applications.map((keyword) => (
                <Chip
                  key={keyword}
                  size="small"
                  variant={product.matchedKeywords.includes(keyword) ? 'filled' : 'outlined'}
                  label={keyword}
                />
              ))}
            </Stack>
          </Box>
        </Stack>

        <Box sx={{ mt: 2 }}>
          <RequirementTable results={item.requirements} requirements={requirements} />
        </Box>

        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle2" component="h3">
              構成素材
            </Typography>
            {item.materials.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                登録されていません
              </Typography>
            ) : (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                {item.materials.map((material) => (
                  <Chip
                    key={material.id}
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={paths.material.getHref(material.id)}
                    clickable
                    label={material.name}
                  />
                ))}
              </Stack>
            )}
          </Box>
          <Box sx={{ flex: 2 }}>
            <Typography variant="subtitle2" component="h3">
              根拠となる特許の実施例
            </Typography>
            {item.supportingExamples.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                この製品や構成素材を使い、要件の物性を測った実施例は見つかりませんでした。
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {item.supportingExamples.map((example) => (
                  <li key={`${example.patentId}/${example.exampleId}`}>
                    <Link
                      component={RouterLink}
                      to={paths.patentExample.getHref(example.patentId, example.exampleId)}
                    >
                      {example.publicationNumber} {example.label}
                    </Link>
                    <Typography variant="body2" component="span" color="text.secondary">
                      {' '}
                      {example.patentTitle}（
                      {example.via === 'product' ? 'この製品を使用' : `${example.viaName}を使用`}）
                    </Typography>
                    <Typography variant="body2" component="div">
                      {example.values
                        .map(
                          (value) =>
                            `${value.name} ${formatValue(value.value)} ${value.unit}${value.meets ? '（要件に適合）' : '（要件外）'}`,
                        )
                        .join('、')}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
