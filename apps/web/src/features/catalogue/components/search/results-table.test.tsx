import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ResultsTable, type TableColumn } from './results-table';

type Row = { id: string; name: string };

const FIRST: readonly Row[] = [
  { id: 'a', name: 'ポリプロピレン樹脂組成物' },
  { id: 'b', name: '接着剤組成物' },
];
const SECOND: readonly Row[] = [{ id: 'c', name: '熱可塑性エラストマー' }];
const itemId = (row: Row) => row.id;
const itemName = (row: Row) => row.name;

/**
 * The list page renders again for every answer of its other queries (property definitions, the catalogue's
 * loading state, the session): the table must not render its rows again unless they or its columns change —
 * on a slow phone each render of twenty rows was a long task of its own.
 */
describe('ResultsTable', () => {
  it('renders its rows again when its rows change, not when its parent renders with the same ones', async () => {
    const renderName = vi.fn((row: Row) => row.name);
    const columns: TableColumn<Row>[] = [{ key: 'name', label: '名称', render: renderName }];
    function Page() {
      const [renders, setRenders] = useState(0);
      const [rows, setRows] = useState(FIRST);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            ページを再描画（{renders}）
          </button>
          <button type="button" onClick={() => setRows(SECOND)}>
            次の結果
          </button>
          <ResultsTable
            caption="特許の検索結果"
            columns={columns}
            items={rows}
            itemId={itemId}
            itemName={itemName}
            skeletonRows={2}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    await screen.findByText('接着剤組成物');
    const settled = renderName.mock.calls.length;

    await user.click(screen.getByRole('button', { name: /ページを再描画/ }));
    await user.click(screen.getByRole('button', { name: /ページを再描画/ }));
    expect(screen.getByRole('button', { name: 'ページを再描画（2）' })).toBeInTheDocument();
    expect(renderName).toHaveBeenCalledTimes(settled);

    await user.click(screen.getByRole('button', { name: '次の結果' }));
    await waitFor(() => expect(screen.getByText('熱可塑性エラストマー')).toBeInTheDocument());
    expect(renderName.mock.calls.length).toBeGreaterThan(settled);
    expect(screen.queryByText('接着剤組成物')).toBeNull();
  });
});
