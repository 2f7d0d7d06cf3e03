import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ExampleDetail } from '@app/contract/catalogue';
import { BookmarkButton } from '../../../components/bookmarks/bookmark-button';
import { PhraseText } from '../../../components/phrase-text';
import { WideTableFrame } from '../../../components/wide-table/wide-table-frame';
import { useExampleDetail } from '../api/detail-queries';
import { CatalogueLink, catalogueHref } from './detail/catalogue-links';
import { DetailHeader } from './detail/detail-header';
import { DetailQuery } from './detail/detail-query';
import { DetailLayout, DetailSection, EmptyNote } from './detail/detail-section';
import { COMPARATIVE_ROW_BG, ExampleKindChip } from './detail/example-table';
import { conditionText, formatDate, formatNumber, withUnit } from './detail/format';
import { LinkList } from './detail/link-list';
import { PropertyTable } from './detail/property-table';
import { useDetailTitle } from './detail/use-detail-title';

const HEAD = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

/**
 * The floor of a name column (Chrome ignores min-width on cells): room for a katakana word of 10 (カーボンブラック,
 * ジヒドロキノリン) where a phone squeezed it to 「スチ/レン・/ブタ/ジエ/ンゴ/ム」.
 */
const NAME_FLOOR = { minWidth: '10em' } as const;

/** A linked name in a table cell, broken between words, with room for a word (`floor`, default 10 characters). */
function LinkedName({
  to,
  text,
  floor = NAME_FLOOR,
}: {
  to: string;
  text: string;
  floor?: { minWidth: string };
}) {
  return (
    <Box sx={floor}>
      <CatalogueLink to={to}>
        <PhraseText text={text} />
      </CatalogueLink>
    </Box>
  );
}

/**
 * The recipe: each ingredient with its amount beside it (on a phone the amount was the fourth column, off
 * the screen), then its material and product. Wider than a phone, so in the frame that says it scrolls.
 */
function Composition({ example }: { example: ExampleDetail }) {
  const total = example.composition.reduce((sum, item) => sum + (item.amount ?? 0), 0);
  return (
    <>
      <WideTableFrame label="配合の表">
        <Table size="small" aria-label="配合">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={HEAD}>
                成分
              </TableCell>
              <TableCell component="th" scope="col" align="right" sx={HEAD}>
                配合量
              </TableCell>
              <TableCell component="th" scope="col" sx={HEAD}>
                素材
              </TableCell>
              <TableCell component="th" scope="col" sx={HEAD}>
                製品
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {example.composition.map((item, index) => (
              <TableRow key={`${item.name}-${index}`}>
                <TableCell component="th" scope="row">
                  <Box sx={NAME_FLOOR}>
                    {item.group && (
                      <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
                        {item.group}
                      </Box>
                    )}
                    <PhraseText text={item.name} />
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {item.balance ? '残部' : item.amount === null ? '—' : withUnit(item.amount, item.unit)}
                  {item.balance && item.amount !== null && `（${withUnit(item.amount, item.unit)}）`}
                  {item.amountCanonical !== null &&
                    item.unitCanonical &&
                    item.unitCanonical !== item.unit && (
                      <Typography component="div" variant="caption" color="text.secondary">
                        = {withUnit(item.amountCanonical, item.unitCanonical)}
                      </Typography>
                    )}
                </TableCell>
                <TableCell>
                  {item.material ? (
                    <LinkedName to={catalogueHref.material(item.material.id)} text={item.material.name} />
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>
                  {item.product ? (
                    <LinkedName
                      to={catalogueHref.product(item.product.id)}
                      text={item.product.name}
                      floor={{ minWidth: '9em' }}
                    />
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </WideTableFrame>
      {example.composition.length > 1 && total > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          配合量の合計:{' '}
          {new Set(example.composition.map((item) => item.unit)).size === 1
            ? withUnit(total, example.composition[0]!.unit)
            : formatNumber(total)}
        </Typography>
      )}
    </>
  );
}

function Conditions({ example }: { example: ExampleDetail }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {example.conditions.map((condition, index) => {
        const { shown, printed } = conditionText(condition);
        return (
          <li key={`${condition.name}-${index}`}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {condition.name}
            </Box>
            : {shown}
            {printed && (
              <Typography component="span" variant="body2" color="text.secondary">
                （元の表記 {printed}）
              </Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}

function Page({ example }: { example: ExampleDetail }) {
  const { patent } = example;
  useDetailTitle(`${patent.publicationNumber} ${example.label}`);
  const kind = example.comparative ? '比較例' : '実施例';
  return (
    <>
      <DetailHeader
        kind={kind}
        actions={
          <BookmarkButton
            targetType="example"
            targetId={example.id}
            title={`${patent.publicationNumber} ${example.label}`}
          />
        }
        title={`${example.label}（${patent.publicationNumber}）`}
        isDemo={example.isDemo}
        subtitle={
          <>
            <CatalogueLink to={catalogueHref.patent(patent.id)}>{patent.title}</CatalogueLink>
            {patent.applicants.length > 0 &&
              `・${patent.applicants.map((applicant) => applicant.name).join('、')}`}
          </>
        }
        badges={<ExampleKindChip comparative={example.comparative} />}
      />
      <DetailLayout
        main={
          <>
            <DetailSection id="composition" title="配合" count={example.composition.length}>
              {example.composition.length > 0 ? (
                <Composition example={example} />
              ) : (
                <EmptyNote>配合は収録されていません。</EmptyNote>
              )}
            </DetailSection>
            <DetailSection
              id="properties"
              title="測定された物性値"
              count={example.properties.length}
              description="値は各物性の標準の単位に換算しています。明細書の表記も併記します。"
            >
              {example.properties.length > 0 ? (
                <PropertyTable values={example.properties} caption="測定された物性値" showStandard={false} />
              ) : (
                <EmptyNote>物性値は収録されていません。</EmptyNote>
              )}
            </DetailSection>
            {example.conditions.length > 0 && (
              <DetailSection id="conditions" title="加工・試験条件" count={example.conditions.length}>
                <Conditions example={example} />
              </DetailSection>
            )}
            {example.note && (
              <DetailSection id="note" title="備考">
                <Typography sx={{ whiteSpace: 'pre-line' }}>{example.note}</Typography>
              </DetailSection>
            )}
            <DetailSection
              id="nearest"
              title="ほかの特許の近い実施例"
              description="共通する素材が多く、配合比と測定値が近い順です（距離 0 が同じ配合・同じ値）。"
            >
              {example.nearest.length > 0 ? (
                <WideTableFrame label="ほかの特許の近い実施例の表">
                  <Table size="small" aria-label="ほかの特許の近い実施例">
                    <TableHead>
                      <TableRow>
                        {['例', '特許', '共通素材', '距離'].map((label) => (
                          <TableCell
                            key={label}
                            component="th"
                            scope="col"
                            sx={HEAD}
                            align={label === '距離' || label === '共通素材' ? 'right' : 'left'}
                          >
                            {label}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {example.nearest.map((item) => (
                        <TableRow
                          key={`${item.patentId}/${item.id}`}
                          sx={item.comparative ? { bgcolor: COMPARATIVE_ROW_BG } : undefined}
                        >
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <CatalogueLink to={catalogueHref.example(item.patentId, item.id)}>
                              {item.publicationNumber} {item.label}
                            </CatalogueLink>
                          </TableCell>
                          <TableCell>
                            <LinkedName to={catalogueHref.patent(item.patentId)} text={item.patentTitle} />
                          </TableCell>
                          <TableCell align="right">{item.sharedMaterials}</TableCell>
                          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {formatNumber(item.distance)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </WideTableFrame>
              ) : (
                <EmptyNote>素材が共通する実施例はほかの特許にありません。</EmptyNote>
              )}
            </DetailSection>
          </>
        }
        side={
          <>
            <DetailSection id="patent" title="この例の特許">
              <LinkList
                label="この例の特許"
                items={[
                  {
                    key: patent.id,
                    to: catalogueHref.patent(patent.id),
                    label: patent.title,
                    secondary: `${patent.publicationNumber}・出願日 ${formatDate(patent.applicationDate)}`,
                  },
                ]}
              />
              {patent.applicants.some((applicant) => applicant.company) && (
                <Box sx={{ display: 'grid', gap: 0.5 }}>
                  {patent.applicants.flatMap((applicant) =>
                    applicant.company
                      ? [
                          <CatalogueLink
                            key={applicant.company.id}
                            to={catalogueHref.makerProducts(applicant.company.id)}
                          >
                            {applicant.company.name}の製品
                          </CatalogueLink>,
                        ]
                      : [],
                  )}
                </Box>
              )}
            </DetailSection>
            <DetailSection id="siblings" title="同じ特許のほかの例" count={example.siblings.length}>
              {example.siblings.length > 0 ? (
                <Box
                  component="ul"
                  aria-label="同じ特許のほかの例"
                  sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
                >
                  {example.siblings.map((sibling) => (
                    <li key={sibling.id}>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={sibling.comparative ? 'secondary' : 'primary'}
                        label={
                          <CatalogueLink to={catalogueHref.example(sibling.patentId, sibling.id)}>
                            {sibling.label}
                          </CatalogueLink>
                        }
                      />
                    </li>
                  ))}
                </Box>
              ) : (
                <EmptyNote>この特許の例はこれだけです。</EmptyNote>
              )}
            </DetailSection>
          </>
        }
      />
    </>
  );
}

export function ExampleDetailPage({ id, exampleId }: { id: string; exampleId: string }) {
  const query = useExampleDetail(id, exampleId);
  return (
    <DetailQuery query={query} what={`実施例`}>
      {(example) => <Page example={example} />}
    </DetailQuery>
  );
}
