import { useState } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { API_PATHS } from '@app/contract/api-paths';
import { CSV_EXPORT, SEARCH_KIND_LABELS, type SearchKindName } from '@app/contract/bookmarks';
import { requiredLevelOf } from '@app/contract/plans';
import { apiDownload, handleApiError } from '../../lib/api-client';
import { notify } from '../../lib/notifications';
import { GatedButton, useGate } from '../gated-link';
import { exportQueryOf, fileNameOf } from './export-query';
import { formatJaNumber } from '../../lib/ja-number';

const EXPORT_PATHS: Record<SearchKindName, string> = {
  materials: API_PATHS.materialsExport.build(),
  products: API_PATHS.productsExport.build(),
  patents: API_PATHS.patentsExport.build(),
};

/** Hands a downloaded file to the browser's download (an object URL on a temporary link). */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads the results of the list page's current search as a CSV for Excel (standard plan; docs/spec/entitlements.md).
 * Free users and visitors see the upgrade modal. `search` overrides the query string read from the URL.
 */
export function CsvExportButton({ kind, search }: { kind: SearchKindName; search?: string }) {
  const location = useLocation();
  const level = requiredLevelOf('csvExport');
  const { allowed } = useGate(level);
  const [busy, setBusy] = useState(false);

  if (!allowed) {
    return (
      <GatedButton
        to={`${location.pathname}${location.search}`}
        level={level}
        variant="outlined"
        size="small"
        startIcon={<FileDownloadOutlinedIcon />}
      >
        CSV出力
      </GatedButton>
    );
  }

  const download = async () => {
    setBusy(true);
    try {
      const { blob, headers } = await apiDownload(EXPORT_PATHS[kind], {
        query: exportQueryOf(search ?? location.search),
        accept: 'text/csv',
      });
      saveFile(blob, fileNameOf(headers.get('content-disposition'), `${kind}.csv`));
      const total = Number(headers.get(CSV_EXPORT.totalHeader) ?? '0');
      const truncated = headers.get(CSV_EXPORT.truncatedHeader) === 'true';
      notify({
        message: truncated
          ? `検索結果 ${formatJaNumber(total)} 件のうち、先頭の ${formatJaNumber(CSV_EXPORT.maxRows)} 件をCSVに出力しました`
          : `${SEARCH_KIND_LABELS[kind]}の検索結果 ${formatJaNumber(total)} 件をCSVに出力しました`,
      });
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void download()}
      disabled={busy}
      startIcon={
        busy ? (
          <CircularProgress size={16} color="inherit" aria-hidden="true" />
        ) : (
          <FileDownloadOutlinedIcon />
        )
      }
    >
      {busy ? 'CSVを作成しています…' : 'CSV出力'}
    </Button>
  );
}
