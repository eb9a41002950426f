import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import type { KnowledgeItemBody, KnowledgeListQuery } from '@app/contracts/knowledge';
import { knowledgeEndpoints as e } from '@app/contracts/knowledge.endpoints';
import type { AccountRole } from '@app/contracts/roles';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of everything the repository shows; every knowledge mutation invalidates it. */
export const knowledgeKey = ['knowledge'] as const;
export const itemsKey = ['knowledge', 'items'] as const;
export const myItemsKey = ['knowledge', 'mine'] as const;

/** GET /KnowledgeRepository: a page of items (ranked full-text search with highlights when a term is given). */
export const getItems = (q: ListQuery & Omit<KnowledgeListQuery, keyof ListQuery>, signal?: AbortSignal) => call(e.list, { query: q }, { signal });
export const getMyContributions = (q: ListQuery, signal?: AbortSignal) => call(e.myContributions, { query: q }, { signal });

export const useFolders = () => useQuery({ queryKey: [...knowledgeKey, 'folders'], queryFn: ({ signal }) => call(e.folders, {}, { signal }) });
export const useItem = (id: number | null) =>
  useQuery({ queryKey: [...knowledgeKey, 'item', id], queryFn: ({ signal }) => call(e.item, { params: { id: id! } }, { signal }), enabled: id !== null });
export const useVersions = (id: number | null, enabled: boolean) =>
  useQuery({ queryKey: [...knowledgeKey, 'versions', id], queryFn: ({ signal }) => call(e.versions, { params: { id: id! } }, { signal }), enabled: id !== null && enabled });

/** A mutation that refreshes every knowledge query when it succeeds. */
function useKnowledgeMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: knowledgeKey }) });
}

export const useBookmark = () => useKnowledgeMutation((v: { id: number; Bookmarked: boolean }) => call(e.bookmark, { params: { id: v.id }, body: { Bookmarked: v.Bookmarked } }));
export const useContribute = () => useKnowledgeMutation((v: KnowledgeItemBody) => call(e.contribute, { body: v }));
export const useEditItem = () => useKnowledgeMutation((v: { id: number; body: KnowledgeItemBody }) => call(e.edit, { params: { id: v.id }, body: v.body }));
export const useUploadAttachment = () =>
  useKnowledgeMutation((v: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', v.file);
    return call(e.upload, { params: { id: v.id } }, { form });
  });
export const useRemoveAttachment = () => useKnowledgeMutation((v: { id: number; attachmentId: number }) => call(e.removeAttachment, { params: v }));
export const useReview = () =>
  useKnowledgeMutation((v: { id: number; Action: 'approve' | 'changes' | 'reject'; Comment: string }) => call(e.review, { params: { id: v.id }, body: { Action: v.Action, Comment: v.Comment } }));
export const useRestore = () => useKnowledgeMutation((v: { id: number; version: number }) => call(e.restore, { params: v }));
export const useCreateFolder = () =>
  useKnowledgeMutation((v: { Name: string; ParentID: number | null; Description: string; Roles: AccountRole[] }) => call(e.createFolder, { body: v }));
export const useUpdateFolder = () =>
  useKnowledgeMutation((v: { id: number; Name?: string; ParentID?: number | null; Roles?: AccountRole[] }) => {
    const { id, ...body } = v;
    return call(e.updateFolder, { params: { id }, body });
  });
export const useDeleteFolder = () => useKnowledgeMutation((id: number) => call(e.deleteFolder, { params: { id } }));

/** The attachment's download address (the API sends it with the session's token through the download helper). */
export const downloadAttachment = (id: number, attachmentId: number) => call(e.attachment, { params: { id, attachmentId } });
