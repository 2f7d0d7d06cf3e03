import type { Bookmark, BookmarkList } from '@app/contract/bookmarks';
import type { ProductDetail, PropertyValueView } from '@app/contract/catalogue';

/** Test data for bookmarks, saved searches and the comparison (shaped by the contract's types). */

export function bookmark(overrides: Partial<Bookmark> & Pick<Bookmark, 'id'>): Bookmark {
  return {
    targetType: 'product',
    targetId: `prd-${overrides.id}`,
    folder: '',
    memo: '',
    createdAt: '2026-11-01T09:00:00.000Z',
    target: {
      title: `製品${overrides.id}`,
      summary: '東邦化学工業株式会社 ・ ポリプロピレン',
      patentId: null,
    },
    ...overrides,
  };
}

export function bookmarkList(
  items: Bookmark[],
  usage: BookmarkList['usage'] = { count: items.length, limit: null },
): BookmarkList {
  return { items, total: items.length, page: 1, pageSize: 20, usage };
}

export function propertyValue(
  name: string,
  value: number,
  unit: string,
  display?: { value: number; unit: string },
): PropertyValueView {
  return {
    propertyId: `prop-${name}`,
    name,
    value,
    unit,
    displayValue: display?.value ?? value,
    displayUnit: display?.unit ?? unit,
    originalValue: null,
    originalUnit: null,
    originalText: null,
    testStandard: null,
    condition: null,
    level: null,
  };
}

export function productDetail(
  id: string,
  name: string,
  properties: PropertyValueView[],
  overrides: Partial<ProductDetail> = {},
): ProductDetail {
  return {
    id,
    name,
    brand: null,
    grade: null,
    maker: { id: 'co-toho', name: '東邦化学工業株式会社', country: 'JP', url: null },
    category: { id: 'cat-pp', name: 'ポリプロピレン', path: [] },
    status: 'active',
    applications: ['自動車内装'],
    features: [],
    datasheet: null,
    description: null,
    url: null,
    materials: [{ id: 'mat-pp', name: 'ポリプロピレン', category: 'polymer' }],
    properties,
    patents: { total: 0, items: [], locked: false },
    similar: [],
    isDemo: true,
    ...overrides,
  };
}

/** The URL of a mocked fetch call (its first argument). */
export function requestUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}
