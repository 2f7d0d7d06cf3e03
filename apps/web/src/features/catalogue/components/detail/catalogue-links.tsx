import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { RequiredLevel } from '@app/contract/plans';
import { GatedLink } from '../../../../components/gated-link';
import { PreloadOnIntent } from '../../../../components/preload-on-intent';
import { paths } from '../../../../config/paths';

/**
 * Where the detail pages link to. Makers and applicants have no page of their own: a maker opens the
 * product search narrowed to its products, an applicant the patent search narrowed to its patents
 * (the list pages read the same filter names as the search API).
 */

function withFilter(listHref: string, name: string, value: string): string {
  const url = new URL(listHref, 'http://x');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export const catalogueHref = {
  material: (id: string) => paths.material.getHref(id),
  product: (id: string) => paths.product.getHref(id),
  patent: (id: string) => paths.patent.getHref(id),
  example: (patentId: string, exampleId: string) => paths.patentExample.getHref(patentId, exampleId),
  makerProducts: (companyId: string) => withFilter(paths.products.getHref(), 'maker', companyId),
  categoryProducts: (categoryId: string) => withFilter(paths.products.getHref(), 'category', categoryId),
  applicantPatents: (companyId: string) => withFilter(paths.patents.getHref(), 'applicant', companyId),
  /** Cross-entity searches (standard plan). */
  materialProducts: (materialId: string) => withFilter(paths.products.getHref(), 'material', materialId),
  materialPatents: (materialId: string) => withFilter(paths.patents.getHref(), 'material', materialId),
};

/** A link to another catalogue page; its code loads when the pointer rests on it. */
export function CatalogueLink({
  to,
  children,
  sx,
  level = 'free',
}: {
  to: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
  /** 'standard' for cross-entity searches: the upgrade dialog on the free plan. */
  level?: RequiredLevel;
}) {
  return (
    <PreloadOnIntent to={to}>
      <GatedLink to={to} level={level} {...(sx ? { sx } : {})}>
        {children}
      </GatedLink>
    </PreloadOnIntent>
  );
}
