import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TERMS_VERSION } from '@app/contract/legal';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';

export type LegalArticle = {
  heading: string;
  /** Paragraphs; an array inside is a numbered list of items. */
  body: readonly (string | readonly string[])[];
};

/** 2026-11-26 → 2026年11月26日 */
function japaneseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

/**
 * A legal text of the service (/terms, /privacy): numbered articles, the version the sign-up agrees to
 * (packages/contract legal.ts), and a link to the other document.
 */
export function LegalDocument({
  title,
  preamble,
  articles,
  related,
}: {
  title: string;
  preamble: string;
  articles: readonly LegalArticle[];
  related: { to: string; label: string };
}) {
  return (
    <Box component="article" sx={{ maxWidth: '46rem' }}>
      <PageHeading title={title} description={preamble} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        制定日・最終改定日: {japaneseDate(TERMS_VERSION)}（版: {TERMS_VERSION}）
      </Typography>
      {articles.map((article, index) => (
        <Box component="section" key={article.heading} sx={{ mb: 3 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
            第{index + 1}条（{article.heading}）
          </Typography>
          {article.body.map((block, blockIndex) => (
            <Fragment key={blockIndex}>
              {typeof block === 'string' ? (
                <Typography sx={{ mb: 1, lineHeight: 1.9 }}>{block}</Typography>
              ) : (
                <Box component="ol" sx={{ m: 0, mb: 1, pl: 3, lineHeight: 1.9 }}>
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Box>
              )}
            </Fragment>
          ))}
        </Box>
      ))}
      <Typography sx={{ mt: 4 }}>
        あわせて{' '}
        <Link component={RouterLink} to={related.to}>
          {related.label}
        </Link>{' '}
        もご確認ください。ご不明な点は{' '}
        <Link component={RouterLink} to={paths.contact.getHref()}>
          お問い合わせ
        </Link>{' '}
        からご連絡ください。
      </Typography>
    </Box>
  );
}
