import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importRunListSchema, importRunSchema, type ImportRunList } from '@app/contract/admin-imports';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** Console imports: the history (polled while a run is queued or running), and the two ways to start one. */
const IMPORTS_KEY = ['admin', 'imports'] as const;
const POLL_MS = 1_000;

const inProgress = (list: ImportRunList | undefined) =>
  list?.items.some((run) => run.status === 'queued' || run.status === 'running') ?? false;

function adminImportsQueryOptions() {
  return queryOptions({
    queryKey: IMPORTS_KEY,
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.adminImports.build(), { schema: importRunListSchema, signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? POLL_MS : false),
  });
}
export const useAdminImports = () => useQuery(adminImportsQueryOptions());

function useStartImport<TArgs>(call: (args: TArgs) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}

export const useUploadImport = () =>
  useStartImport((file: File) =>
    apiRequest(API_PATHS.adminImportUpload.build(), {
      method: 'POST',
      query: { name: file.name },
      body: file,
      schema: importRunSchema,
    }),
  );

export const useServerPathImport = () =>
  useStartImport((path: string) =>
    apiRequest(API_PATHS.adminImports.build(), { method: 'POST', body: { path }, schema: importRunSchema }),
  );
