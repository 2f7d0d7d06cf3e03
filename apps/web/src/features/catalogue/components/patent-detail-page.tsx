import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PatentDetail } from '@app/contract/catalogue';
import { MATERIAL_CATEGORIES } from '@app/contract/interchange';
import { BookmarkButton } from '../../../components/bookmarks/bookmark-button';
import { usePatentDetail } from '../api/detail-queries';
import { CatalogueLink, catalogueHref } from './detail/catalogue-links';
import { ClaimList, ClaimRangeTable } from './detail/claims';
import { DefinitionList } from './detail/definition-list';
import { DescriptionBody } from './detail/description-body';
import { DetailHeader } from './detail/detail-header';
import { DetailQuery } from './detail/detail-query';
import { DetailLayout, DetailSection, EmptyNote } from './detail/detail-section';
import { ExampleTable } from './detail/example-table';
import { MatchedExamplesBanner } from './matched/matched-examples-banner';
import { matchedIds } from './matched/matched-text';
import { useExampleFilters } from './matched/use-example-filters';
import { formatDate } from './detail/format';
import { LinkList } from './detail/link-list';
import { originalPublication, type OriginalPublication } from './detail/original-publication';
import { useDetailTitle } from './detail/use-detail-title';
import { useBelowFoldReady } from '../../../lib/first-page-split';
import { formatJaNumber } from '../../../lib/ja-number';

const LEGAL_STATUS_COLOR: Record<string, 'success' | 'default' | 'info'> = {
  granted: 'success',
  pending: 'info',
};

/** What two similar patents share, shortened to a line: 「C08L9、4J002、タルク ほか5件」. */
function sharedLine(codes: readonly string[], materials: readonly { name: string }[]): string {
  const all = [...materials.map((material) => material.name), ...codes];
  const shown = all.slice(0, 4).join('、');
  return all.length > 4 ? `${shown} ほか${all.length - 4}件` : shown;
}

const DESCRIPTION_PREVIEW = 600;

const categoryLabel = (category: string) =>
  MATERIAL_CATEGORIES[category as keyof typeof MATERIAL_CATEGORIES] ?? category;

function Codes({ items }: { items: readonly { code: string; title: string | null }[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
      {items.map((item) => (
        <li key={item.code}>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, mr: 1 }}>
            {item.code}
          </Box>
          {item.title && (
            <Typography component="span" variant="body2" color="text.secondary">
              {item.title}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}

/** The original publication on the office's or a public database's site, in a new tab. */
function OriginalLink({ original }: { original: OriginalPublication }) {
  return (
    <Link href={original.url} target="_blank" rel="noopener noreferrer">
      {original.site}で公報を見る
    </Link>
  );
}

function Bibliography({ patent }: { patent: PatentDetail }) {
  const applicants = patent.applicants.filter((applicant) => applicant.role !== 'inventor');
  const original = originalPublication(patent);
  return (
    <DetailSection id="bibliography" title="書誌事項">
      <DefinitionList
        items={[
          {
            term: '公報番号',
            value: `${patent.publicationNumber}${patent.kind ? `（${patent.kind}）` : ''}`,
          },
          { term: '原文', value: original && <OriginalLink original={original} /> },
          { term: '出願番号', value: patent.applicationNumber },
          { term: '出願日', value: patent.applicationDate && formatDate(patent.applicationDate) },
          { term: '公開日', value: patent.publicationDate && formatDate(patent.publicationDate) },
          { term: '優先日', value: patent.priorityDate && formatDate(patent.priorityDate) },
          { term: '登録番号', value: patent.grantNumber },
          { term: '登録日', value: patent.grantDate && formatDate(patent.grantDate) },
          { term: '法的状態', value: patent.legalStatusLabel },
          {
            term: '出願人',
            value: (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {applicants.map((applicant) => (
                  <li key={applicant.name}>
                    {applicant.company ? (
                      <>
                        <CatalogueLink to={catalogueHref.applicantPatents(applicant.company.id)}>
                          {applicant.name}
                        </CatalogueLink>
                        <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                          （
                          <CatalogueLink to={catalogueHref.makerProducts(applicant.company.id)}>
                            製品を見る
                          </CatalogueLink>
                          ）
                        </Typography>
                      </>
                    ) : (
                      applicant.name
                    )}
                  </li>
                ))}
              </Box>
            ),
          },
          { term: '発明者', value: patent.inventors.length > 0 ? patent.inventors.join('、') : null },
          { term: 'IPC', value: patent.ipc.length > 0 ? <Codes items={patent.ipc} /> : null },
          {
            term: 'FI',
            value:
              patent.fi.length > 0 ? (
                <Codes items={patent.fi.map((code) => ({ code, title: null }))} />
              ) : null,
          },
          { term: 'テーマコード', value: patent.themes.length > 0 ? <Codes items={patent.themes} /> : null },
          {
            term: 'Fターム',
            value:
              patent.fterms.length > 0 ? (
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {patent.fterms.join('  ')}
                </Box>
              ) : null,
          },
        ]}
      />
    </DetailSection>
  );
}

function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > DESCRIPTION_PREVIEW;
  return (
    <DetailSection id="description" title="明細書">
      <DescriptionBody text={open || !long ? text : `${text.slice(0, DESCRIPTION_PREVIEW)}…`} />
      {long && (
        <Box>
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? '折りたたむ' : '全文を表示'}
          </Button>
        </Box>
      )}
    </DetailSection>
  );
}

function Citations({ patent }: { patent: PatentDetail }) {
  if (patent.citations.length === 0 && patent.citedBy.length === 0) return null;
  return (
    <DetailSection id="citations" title="引用・被引用">
      {patent.citations.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            引用文献（{patent.citations.length}件）
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {patent.citations.map((citation) => (
              <li key={citation.number}>
                {citation.patent ? (
                  <>
                    <CatalogueLink to={catalogueHref.patent(citation.patent.id)}>
                      {citation.number}
                    </CatalogueLink>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                      {citation.patent.title}
                    </Typography>
                  </>
                ) : (
                  <>
                    {citation.number}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      （収録外）
                    </Typography>
                  </>
                )}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {patent.citedBy.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            この特許を引用している特許（{patent.citedBy.length}件）
          </Typography>
          <LinkList
            label="この特許を引用している特許"
            items={patent.citedBy.map((item) => ({
              key: item.id,
              to: catalogueHref.patent(item.id),
              label: item.publicationNumber,
              secondary: item.title,
            }))}
          />
        </Box>
      )}
    </DetailSection>
  );
}

function Side({ patent }: { patent: PatentDetail }) {
  return (
    <>
      <DetailSection id="materials" title="実施例で使われた素材" count={patent.materials.length}>
        {patent.materials.length > 0 ? (
          <LinkList
            label="実施例で使われた素材"
            items={patent.materials.map((material) => ({
              key: material.id,
              to: catalogueHref.material(material.id),
              label: material.name,
              secondary: `${categoryLabel(material.category)}・${material.exampleCount}例で使用`,
            }))}
          />
        ) : (
          <EmptyNote>素材の記載された実施例はありません。</EmptyNote>
        )}
      </DetailSection>
      {patent.products.length > 0 && (
        <DetailSection id="products" title="実施例で使われた製品" count={patent.products.length}>
          <LinkList
            label="実施例で使われた製品"
            items={patent.products.map((product) => ({
              key: product.id,
              to: catalogueHref.product(product.id),
              label: product.name,
              secondary: product.maker.name,
            }))}
          />
        </DetailSection>
      )}
      {patent.companies.length > 0 && (
        <DetailSection id="companies" title="出願人の製品">
          {patent.companies.map((company) => (
            <Box key={company.id} sx={{ display: 'grid', gap: 1 }}>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {company.name}
              </Typography>
              {company.products.length > 0 ? (
                <LinkList
                  label={`${company.name}の製品`}
                  items={company.products.map((product) => ({
                    key: product.id,
                    to: catalogueHref.product(product.id),
                    label: product.name,
                  }))}
                />
              ) : (
                <EmptyNote>収録されている製品はありません。</EmptyNote>
              )}
              {company.productCount > company.products.length && (
                <CatalogueLink to={catalogueHref.makerProducts(company.id)}>
                  {formatJaNumber(company.productCount)}件の製品をすべて見る
                </CatalogueLink>
              )}
            </Box>
          ))}
        </DetailSection>
      )}
      <DetailSection
        id="similar"
        title="類似特許"
        description="IPC・テーマコード・Fタームと実施例の素材の共通度が高い順です。"
      >
        {patent.similar.length > 0 ? (
          <LinkList
            label="類似特許"
            items={patent.similar.map((item) => ({
              key: item.id,
              to: catalogueHref.patent(item.id),
              label: item.title,
              secondary: `${item.publicationNumber}・類似度 ${Math.round(item.similarity * 100)}%・共通: ${sharedLine(item.sharedCodes, item.sharedMaterials)}`,
            }))}
          />
        ) : (
          <EmptyNote>分類や素材が共通する特許は見つかりませんでした。</EmptyNote>
        )}
      </DetailSection>
    </>
  );
}

const SECTION_LINKS = [
  ['bibliography', '書誌事項'],
  ['abstract', '要約'],
  ['claims', '請求項'],
  ['examples', '実施例・比較例'],
] as const;

function Page({ patent }: { patent: PatentDetail }) {
  useDetailTitle(`${patent.publicationNumber} ${patent.title}`);
  const examples = patent.examples;
  // A phone's window ends in the bibliography: the claims, examples and the rest follow the first paint.
  const belowFold = useBelowFoldReady();
  return (
    <>
      <DetailHeader
        kind="特許"
        actions={<BookmarkButton targetType="patent" targetId={patent.id} title={patent.title} />}
        title={patent.title}
        isDemo={patent.isDemo}
        subtitle={
          <>
            {patent.publicationNumber}
            {patent.applicationDate && `・出願日 ${formatDate(patent.applicationDate)}`}
            {patent.applicants.length > 0 &&
              `・${patent.applicants.map((applicant) => applicant.name).join('、')}`}
          </>
        }
        badges={
          <>
            <Chip
              size="small"
              color={LEGAL_STATUS_COLOR[patent.legalStatus] ?? 'default'}
              label={patent.legalStatusLabel}
            />
            <Chip size="small" variant="outlined" label={`請求項 ${patent.claims.length}`} />
            <Chip size="small" variant="outlined" label={`実施例・比較例 ${examples.total}`} />
          </>
        }
      />
      <Box
        component="nav"
        aria-label="このページの見出し"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}
      >
        {SECTION_LINKS.map(([id, label]) => (
          <Link key={id} href={`#${id}`} variant="body2">
            {label}
          </Link>
        ))}
      </Box>
      <DetailLayout
        main={
          <>
            <Bibliography patent={patent} />
            <DetailSection id="abstract" title="要約">
              {patent.abstract ? (
                <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>{patent.abstract}</Typography>
              ) : (
                <EmptyNote>要約は収録されていません。</EmptyNote>
              )}
            </DetailSection>
            {belowFold && (
              <>
                <DetailSection
                  id="claims"
                  title="請求項"
                  count={patent.claims.length}
                  description={
                    patent.claimRanges.length > 0
                      ? '数値範囲を黄色で示します。下の表に、範囲ごとの対象・下限・上限をまとめています。'
                      : undefined
                  }
                >
                  <ClaimList patent={patent} />
                  {patent.claimRanges.length > 0 && (
                    <Box sx={{ display: 'grid', gap: 1 }}>
                      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                        請求項の数値範囲（{patent.claimRanges.length}件）
                      </Typography>
                      <ClaimRangeTable ranges={patent.claimRanges} />
                    </Box>
                  )}
                </DetailSection>
                <DetailSection
                  id="examples"
                  title="実施例・比較例"
                  count={examples.total}
                  description="配合量は明細書の単位のまま、物性値は測定値のままです。"
                >
                  <MatchedExamplesBanner entries={patent.matchedExamples} />
                  {examples.rows.length > 0 ? (
                    <ExampleTable
                      table={examples}
                      patentId={patent.id}
                      matched={matchedIds(patent.matchedExamples)}
                    />
                  ) : (
                    <EmptyNote>実施例・比較例は収録されていません。</EmptyNote>
                  )}
                </DetailSection>
                {patent.description && <Description text={patent.description} />}
                <Citations patent={patent} />
              </>
            )}
          </>
        }
        side={belowFold && <Side patent={patent} />}
      />
    </>
  );
}

export function PatentDetailPage({ id }: { id: string }) {
  // Opened from a list filtered by example values or ingredients: the page marks the examples that matched.
  const query = usePatentDetail(id, useExampleFilters());
  return (
    <DetailQuery query={query} what="特許">
      {(patent) => <Page patent={patent} />}
    </DetailQuery>
  );
}
