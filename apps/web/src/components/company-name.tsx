import { Fragment } from 'react';
import { companyNamePieces, WHOLE_COMPANY_NAME_MAX } from '../lib/word-breaks';
import { shortList } from '../lib/short-list';
import { WholePieces } from './whole-words';

/**
 * A company name whose lines end between its own name and its legal form (「青龍ゴム化工/株式会社」), never
 * inside either: each piece of companyNamePieces stays on one line, a <wbr> lets the line end between them.
 * The pieces also give a list column its floor, so a table cannot squeeze the name to 4–5 characters a line.
 * A piece longer than WHOLE_COMPANY_NAME_MAX (one word of a foreign name) may still break, or it would
 * widen the column by itself.
 */
export function CompanyName({ name }: { name: string }) {
  return <WholePieces pieces={companyNamePieces(name)} max={WHOLE_COMPANY_NAME_MAX} />;
}

/** Company names as a list cell shows them: the first `max`, joined with 、, then 「他N件」. */
export function CompanyNames({ names, max }: { names: readonly string[]; max: number }) {
  if (names.length === 0) return <>—</>;
  const { shown, more } = shortList(names, max);
  return (
    <>
      {shown.map((name, index) => (
        <Fragment key={index}>
          {index > 0 && '、'}
          <CompanyName name={name} />
        </Fragment>
      ))}
      {more > 0 && ` 他${more}件`}
    </>
  );
}
