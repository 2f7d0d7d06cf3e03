import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@app/contract/catalogue';
import { MATERIAL_CATEGORIES, PRODUCT_STATUSES } from '@app/contract/interchange';
import { BookmarkButton } from '../../../components/bookmarks/bookmark-button';
import { useProductDetail } from '../api/detail-queries';
import { CatalogueLink, catalogueHref } from './detail/catalogue-links';
import { DetailHeader } from './detail/detail-header';
import { DetailQuery } from './detail/detail-query';
import { DetailLayout, DetailSection, EmptyNote } from './detail/detail-section';
import { formatDate, formatNumber } from './detail/format';
import { LinkList } from './detail/link-list';
import { LockedNote } from './detail/locked-note';
import { PropertyTable } from './detail/property-table';
import { useDetailTitle } from './detail/use-detail-title';

const categoryLabel = (category: string) =>
  MATERIAL_CATEGORIES[category as keyof typeof MATERIAL_CATEGORIES] ?? category;

function ChipRow({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: '3.5rem' }}>
        {label}
      </Typography>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" />
      ))}
    </Box>
  );
}

function Overview({ product }: { product: ProductDetail }) {
  return (
    <DetailSection id="overview" title="製品概要">
      <Breadcrumbs aria-label="カテゴリ">
        {product.category.path.map((item) => (
          <CatalogueLink key={item.id} to={catalogueHref.categoryProducts(item.id)}>
            {item.name}
          </CatalogueLink>
        ))}
      </Breadcrumbs>
      {product.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>}
      <ChipRow label="用途" items={product.applications} />
      <ChipRow label="特長" items={product.features} />
      {(product.url || product.datasheet) && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {product.url && (
            <Link href={product.url} target="_blank" rel="noopener noreferrer">
              メーカーの製品ページ（外部サイト）
            </Link>
          )}
          {product.datasheet && /^https?:\/\//.test(product.datasheet) ? (
            <Link href={product.datasheet} target="_blank" rel="noopener noreferrer">
              データシート（外部サイト）
            </Link>
          ) : (
            product.datasheet && (
              <Typography variant="body2" color="text.secondary">
                出典: {product.datasheet}
              </Typography>
            )
          )}
        </Box>
      )}
    </DetailSection>
  );
}

function Patents({ product }: { product: ProductDetail }) {
  const { patents } = product;
  return (
    <DetailSection
      id="patents"
      title="この製品が登場する特許"
      count={patents.total}
      description="実施例で使われた特許と、本文に製品名が書かれた特許です。"
    >
      {patents.locked ? (
        <LockedNote
          total={patents.total}
          what="この製品が登場する特許"
          to={catalogueHref.product(product.id)}
        />
      ) : patents.items && patents.items.length > 0 ? (
        <LinkList
          label="この製品が登場する特許"
          items={patents.items.map((patent) => ({
            key: patent.id,
            to: catalogueHref.patent(patent.id),
            label: patent.title,
            secondary: `${patent.publicationNumber}・出願日 ${formatDate(patent.applicationDate)}・${
              patent.via === 'example' ? '実施例で使用' : '本文に記載'
            }`,
          }))}
        />
      ) : (
        <EmptyNote>この製品が登場する特許は見つかっていません。</EmptyNote>
      )}
    </DetailSection>
  );
}

function Page({ product }: { product: ProductDetail }) {
  useDetailTitle(product.name);
  const status = PRODUCT_STATUSES[product.status as keyof typeof PRODUCT_STATUSES] ?? product.status;
  return (
    <>
      <DetailHeader
        kind="製品"
        actions={<BookmarkButton targetType="product" targetId={product.id} title={product.name} />}
        title={product.name}
        isDemo={product.isDemo}
        subtitle={
          <>
            メーカー:{' '}
            <CatalogueLink to={catalogueHref.makerProducts(product.maker.id)}>
              {product.maker.name}
            </CatalogueLink>
            {product.maker.country && `（${product.maker.country}）`}
            {product.brand && `・ブランド: ${product.brand}`}
            {product.grade && `・グレード: ${product.grade}`}
          </>
        }
        badges={
          <>
            <Chip size="small" color={product.status === 'active' ? 'success' : 'default'} label={status} />
            <Chip size="small" variant="outlined" label={product.category.name} />
          </>
        }
      />
      <DetailLayout
        main={
          <>
            <Overview product={product} />
            <DetailSection
              id="properties"
              title="物性値（データシート）"
              count={product.properties.length}
              description="値は各物性の標準の単位に換算しています。換算前の値と試験規格も併記します。"
            >
              {product.properties.length > 0 ? (
                <PropertyTable values={product.properties} caption="物性値" />
              ) : (
                <EmptyNote>物性値は登録されていません。</EmptyNote>
              )}
            </DetailSection>
            <Patents product={product} />
          </>
        }
        side={
          <>
            <DetailSection id="materials" title="ベース素材" count={product.materials.length}>
              {product.materials.length > 0 ? (
                <LinkList
                  label="ベース素材"
                  items={product.materials.map((material) => ({
                    key: material.id,
                    to: catalogueHref.material(material.id),
                    label: material.name,
                    secondary: categoryLabel(material.category),
                  }))}
                />
              ) : (
                <EmptyNote>素材は登録されていません。</EmptyNote>
              )}
            </DetailSection>
            <DetailSection
              id="similar"
              title="類似製品"
              description="同じカテゴリで、共通の物性値が近い順です。"
            >
              {product.similar.length > 0 ? (
                <LinkList
                  label="類似製品"
                  items={product.similar.map((item) => ({
                    key: item.id,
                    to: catalogueHref.product(item.id),
                    label: item.name,
                    secondary: `${item.maker.name}・共通物性 ${item.sharedProperties}件・距離 ${formatNumber(item.distance)}`,
                  }))}
                />
              ) : (
                <EmptyNote>比べられる物性値を持つ製品が同じカテゴリにありません。</EmptyNote>
              )}
            </DetailSection>
            <DetailSection id="maker" title="メーカー">
              <LinkList
                label="メーカー"
                items={[
                  {
                    key: product.maker.id,
                    to: catalogueHref.makerProducts(product.maker.id),
                    label: `${product.maker.name}の製品一覧`,
                  },
                  {
                    key: 'patents',
                    to: catalogueHref.applicantPatents(product.maker.id),
                    label: `${product.maker.name}が出願した特許`,
                  },
                ]}
              />
            </DetailSection>
          </>
        }
      />
    </>
  );
}

export function ProductDetailPage({ id }: { id: string }) {
  const query = useProductDetail(id);
  return (
    <DetailQuery query={query} what="製品">
      {(product) => <Page product={product} />}
    </DetailQuery>
  );
}
