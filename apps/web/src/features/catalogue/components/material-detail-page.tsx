import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MaterialDetail } from '@app/contract/catalogue';
import { MATERIAL_CATEGORIES } from '@app/contract/interchange';
import { BookmarkButton } from '../../../components/bookmarks/bookmark-button';
import { useMaterialDetail } from '../api/detail-queries';
import { CatalogueLink, catalogueHref } from './detail/catalogue-links';
import { DefinitionList } from './detail/definition-list';
import { DetailHeader } from './detail/detail-header';
import { DetailQuery } from './detail/detail-query';
import { DetailLayout, DetailSection, EmptyNote } from './detail/detail-section';
import { ExampleKindChip } from './detail/example-table';
import { formatDate, formatNumber } from './detail/format';
import { LinkList } from './detail/link-list';
import { LockedNote } from './detail/locked-note';
import { PropertyTable } from './detail/property-table';
import { useDetailTitle } from './detail/use-detail-title';
import { formatJaNumber } from '../../../lib/ja-number';

const categoryLabel = (category: string) =>
  MATERIAL_CATEGORIES[category as keyof typeof MATERIAL_CATEGORIES] ?? category;

function UsedIn({ material }: { material: MaterialDetail }) {
  const { patents, examples, applicants } = material;
  const here = catalogueHref.material(material.id);
  return (
    <DetailSection
      id="patents"
      title="この素材を使った特許・実施例"
      description="実施例の配合にこの素材が含まれる特許です。"
    >
      {patents.locked ? (
        <LockedNote total={patents.total} what="この素材を実施例で使った特許" to={here} />
      ) : patents.items && patents.items.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'repeat(2, minmax(0,1fr))' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              特許（{formatJaNumber(patents.total)}件）
            </Typography>
            <LinkList
              label="この素材を使った特許"
              items={patents.items.map((patent) => ({
                key: patent.id,
                to: catalogueHref.patent(patent.id),
                label: patent.title,
                secondary: `${patent.publicationNumber}・出願日 ${formatDate(patent.applicationDate)}`,
              }))}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              実施例・比較例（{formatJaNumber(examples.total)}件）
            </Typography>
            <Box
              component="ul"
              aria-label="この素材を使った実施例"
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}
            >
              {(examples.items ?? []).map((example) => (
                <Box
                  component="li"
                  key={`${example.patentId}/${example.id}`}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <ExampleKindChip comparative={example.comparative} />
                  <CatalogueLink to={catalogueHref.example(example.patentId, example.id)}>
                    {example.publicationNumber} {example.label}
                  </CatalogueLink>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      ) : (
        <EmptyNote>この素材を実施例で使った特許は収録されていません。</EmptyNote>
      )}
      {!patents.locked && patents.items && patents.total > patents.items.length && (
        <CatalogueLink to={catalogueHref.materialPatents(material.id)} level="standard">
          {formatJaNumber(patents.total)}件の特許をすべて検索する
        </CatalogueLink>
      )}
      {!applicants.locked && applicants.items && applicants.items.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            この素材を使う出願人
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {applicants.items.map((applicant) => (
              <Chip
                key={applicant.id}
                variant="outlined"
                size="small"
                label={
                  <CatalogueLink to={catalogueHref.applicantPatents(applicant.id)}>
                    {applicant.name}（{applicant.patentCount}件）
                  </CatalogueLink>
                }
              />
            ))}
          </Box>
        </Box>
      )}
    </DetailSection>
  );
}

function Page({ material }: { material: MaterialDetail }) {
  useDetailTitle(material.name);
  // The names shown above are not repeated among the synonyms.
  const aliases = material.aliases.filter((alias) => alias !== material.name && alias !== material.nameEn);
  return (
    <>
      <DetailHeader
        kind="素材"
        actions={<BookmarkButton targetType="material" targetId={material.id} title={material.name} />}
        title={material.name}
        isDemo={material.isDemo}
        subtitle={material.nameEn}
        badges={
          <>
            <Chip size="small" color="primary" variant="outlined" label={material.categoryLabel} />
            {material.casNumber && (
              <Chip size="small" variant="outlined" label={`CAS ${material.casNumber}`} />
            )}
          </>
        }
      />
      <DetailLayout
        main={
          <>
            <DetailSection id="overview" title="概要">
              {material.description && (
                <Typography sx={{ whiteSpace: 'pre-line' }}>{material.description}</Typography>
              )}
              <DefinitionList
                items={[
                  { term: '名称', value: material.name },
                  { term: '英語名', value: material.nameEn },
                  { term: 'カテゴリ', value: material.categoryLabel },
                  { term: 'CAS番号', value: material.casNumber },
                  { term: '化学式', value: material.formula },
                  {
                    term: '別名・略称',
                    value:
                      aliases.length > 0 ? (
                        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                          {aliases.map((alias) => (
                            <Chip key={alias} size="small" label={alias} />
                          ))}
                        </Box>
                      ) : null,
                  },
                ]}
              />
            </DetailSection>
            <DetailSection
              id="properties"
              title="代表的な物性値"
              count={material.properties.length}
              description="グレードによって値は異なります。目安としてご覧ください。"
            >
              {material.properties.length > 0 ? (
                <PropertyTable values={material.properties} caption="代表的な物性値" />
              ) : (
                <EmptyNote>代表的な物性値は登録されていません。</EmptyNote>
              )}
            </DetailSection>
            <UsedIn material={material} />
          </>
        }
        side={
          <>
            <DetailSection id="products" title="この素材を含む製品" count={material.products.total}>
              {material.products.items.length > 0 ? (
                <LinkList
                  label="この素材を含む製品"
                  items={material.products.items.map((product) => ({
                    key: product.id,
                    to: catalogueHref.product(product.id),
                    label: product.name,
                    secondary: product.maker.name,
                  }))}
                />
              ) : (
                <EmptyNote>この素材を含む製品は登録されていません。</EmptyNote>
              )}
              {material.products.total > material.products.items.length && (
                <CatalogueLink to={catalogueHref.materialProducts(material.id)} level="standard">
                  {formatJaNumber(material.products.total)}件の製品をすべて検索する
                </CatalogueLink>
              )}
            </DetailSection>
            <DetailSection
              id="similar"
              title="類似素材"
              description={`同じカテゴリ（${categoryLabel(material.category)}）で代表物性が近い順です。`}
            >
              {material.similar.length > 0 ? (
                <LinkList
                  label="類似素材"
                  items={material.similar.map((item) => ({
                    key: item.id,
                    to: catalogueHref.material(item.id),
                    label: item.name,
                    secondary:
                      item.distance === null
                        ? '共通の物性値なし'
                        : `共通物性 ${item.sharedProperties}件・距離 ${formatNumber(item.distance)}`,
                  }))}
                />
              ) : (
                <EmptyNote>同じカテゴリの素材はほかにありません。</EmptyNote>
              )}
            </DetailSection>
          </>
        }
      />
    </>
  );
}

export function MaterialDetailPage({ id }: { id: string }) {
  const query = useMaterialDetail(id);
  return (
    <DetailQuery query={query} what="素材">
      {(material) => <Page material={material} />}
    </DetailQuery>
  );
}
