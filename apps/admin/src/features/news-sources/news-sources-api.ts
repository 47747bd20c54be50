import {
  type AdminNewsArticleListQuery,
  adminNewsArticleListResponseSchema,
  adminNewsArticleSchema,
  type FeaturedPin,
  type NewsSourceInsert,
  type NewsSourcePatch,
  newsFetchLogListResponseSchema,
  newsSourceFetchResponseSchema,
  newsSourceListResponseSchema,
  newsSourceSchema,
} from '@phi/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../lib/api.ts';
import { toSearchParams } from '../../lib/search-params.ts';

// Ours (docs/architecture.md#news-pipeline): the admin API's news routes.
export const newsSourcesQueryKey = ['admin', 'news-sources'] as const;
export const newsArticlesQueryKey = ['admin', 'news-articles'] as const;

const sourcePath = (id: string) => `/news-sources/${encodeURIComponent(id)}`;

export function useNewsSources() {
  return useQuery({
    queryKey: newsSourcesQueryKey,
    queryFn: ({ signal }) =>
      adminRequest('/news-sources', { schema: newsSourceListResponseSchema, signal }),
  });
}

/** A source's latest fetches; read only while its panel is open. */
export function useNewsFetchLogs(sourceId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...newsSourcesQueryKey, sourceId, 'logs'],
    queryFn: ({ signal }) =>
      adminRequest(`${sourcePath(sourceId)}/logs`, {
        schema: newsFetchLogListResponseSchema,
        signal,
      }),
    enabled: isEnabled,
  });
}

export type NewsSourceSave =
  | { id: null; source: NewsSourceInsert }
  | { id: string; source: NewsSourcePatch };

/** Adds (POST) or changes (PUT) a source; every admin list reloads after, the dashboard too. */
export function useSaveNewsSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: NewsSourceSave) =>
      adminRequest(save.id ? sourcePath(save.id) : '/news-sources', {
        method: save.id ? 'PUT' : 'POST',
        body: save.source,
        schema: newsSourceSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

// DELETE answers 204: no body to parse.
const noContentSchema = z.undefined();

export function useDeleteNewsSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(sourcePath(id), { method: 'DELETE', schema: noContentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Fetch Now: the answer is the queued job (the same one while a fetch still waits). */
export function useFetchNewsSourceNow() {
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`${sourcePath(id)}/fetch`, {
        method: 'POST',
        schema: newsSourceFetchResponseSchema,
      }),
  });
}

export function useNewsArticles(query: AdminNewsArticleListQuery) {
  return useQuery({
    queryKey: [...newsArticlesQueryKey, query],
    queryFn: ({ signal }) =>
      adminRequest(`/news-articles?${toSearchParams(toArticleParams(query)).toString()}`, {
        schema: adminNewsArticleListResponseSchema,
        signal,
      }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

function toArticleParams(query: AdminNewsArticleListQuery) {
  return {
    page: query.page,
    limit: query.limit,
    sourceId: query.sourceId,
    search: query.search,
    featuredOnly: query.featuredOnly ? 'true' : undefined,
  };
}

export function useSetArticleFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: FeaturedPin }) =>
      adminRequest(`/news-articles/${encodeURIComponent(id)}/featured`, {
        method: 'PUT',
        body: { featured },
        schema: adminNewsArticleSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsArticlesQueryKey }),
  });
}
