import type { CategoryNode } from '@app/contract/catalogue';

export interface CategoryOption {
  id: string;
  label: string;
  depth: number;
}

/** The category tree flattened in display order, each with its depth (for indentation) and product count. */
export function categoryOptions(nodes: readonly CategoryNode[], depth = 0): CategoryOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${node.name}（${node.productCount}）`, depth },
    ...categoryOptions(node.children, depth + 1),
  ]);
}
