import Link from '@mui/material/Link';
import { paths } from '../../../config/paths';

/**
 * The consent box's label, linking both documents. They open in a new tab: the half-filled form (and its
 * solved bot check) stays where it is.
 */
export function TermsAgreementLabel() {
  return (
    <>
      <Link href={paths.terms.getHref()} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
        利用規約
      </Link>
      と
      <Link
        href={paths.privacy.getHref()}
        target="_blank"
        rel="noopener"
        onClick={(e) => e.stopPropagation()}
      >
        個人情報の取り扱い
      </Link>
      に同意します
    </>
  );
}
