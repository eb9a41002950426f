import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@app/contracts/endpoint';
import { resumesEndpoints as e } from '@app/contracts/resumes.endpoints';
import type { ResumeMasterType, ResumeMediaKind } from '@app/contracts/resumes';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of everything the resume builder shows; every builder mutation invalidates it. */
export const resumeKey = ['resumes', 'mine'] as const;

/** GET /ResumeBuilder: my whole resume. */
export const useMyResume = () => useQuery({ queryKey: [...resumeKey, 'resume'], queryFn: ({ signal }) => call(e.get, {}, { signal }) });

type SectionEndpoint = typeof e.savePersonal | typeof e.saveContact | typeof e.saveExperiences | typeof e.saveEducation | typeof e.saveCertifications
  | typeof e.saveProjects | typeof e.saveOther | typeof e.saveMasking | typeof e.hideCredentials;

/** PUT /ResumeBuilder/{section}: saves one section; the answer is the whole resume. */
export function useSaveSection<E extends SectionEndpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<E>['body']) => call(endpoint as typeof e.savePersonal, { body: body as EndpointInput<typeof e.savePersonal>['body'] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKey }),
  });
}

/** GET /ResumeBuilder/Masters/{type}: suggestions for a field. */
export const useMasterOptions = (type: ResumeMasterType) =>
  useQuery({ queryKey: ['resumes', 'options', type], queryFn: ({ signal }) => call(e.masterOptions, { params: { type } }, { signal }), staleTime: 600_000 });

/** GET /ResumeBuilder/ShareLinks. */
export const useShareLinks = () => useQuery({ queryKey: [...resumeKey, 'links'], queryFn: ({ signal }) => call(e.shareLinks, {}, { signal }) });
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof e.createShareLink>['body']) => call(e.createShareLink, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKey }),
  });
}
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => call(e.revokeShareLink, { params: { linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKey }),
  });
}

/** GET /ResumeBuilder/UnmaskRequests and the learner's answer. */
export const useUnmaskRequests = () => useQuery({ queryKey: [...resumeKey, 'requests'], queryFn: ({ signal }) => call(e.unmaskRequests, {}, { signal }) });
export function useDecideUnmask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: number; Accept: boolean }) => call(e.decideUnmask, { params: { requestId: v.requestId }, body: { Accept: v.Accept } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKey }),
  });
}

/** PDF exports: request, poll, download. */
export const requestExport = (body: EndpointInput<typeof e.requestExport>['body']) => call(e.requestExport, { body });
export const exportStatus = (exportId: number) => call(e.exportStatus, { params: { exportId } });
export const downloadExport = (exportId: number) => call(e.exportFile, { params: { exportId } });

/** JSON Resume. */
export const exportJsonResume = () => call(e.jsonResume, {});
export function useImportJsonResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Resume: Record<string, unknown>) => call(e.importJsonResume, { body: { Resume } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKey }),
  });
}

/** GET /Resume/{ResumeID}: a shared resume (public). */
export const useSharedResume = (ResumeID: string) =>
  useQuery({ queryKey: ['resumes', 'shared', ResumeID], queryFn: ({ signal }) => call(e.shared, { params: { ResumeID } }, { signal }), retry: false });

/** POST /ResumeBuilder/ProfilePic or /ProfileIntroVideo (multipart "file", progress reported) and their DELETE. */
export function useUploadResumeMedia(kind: ResumeMediaKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', v.file);
      return call(kind === 'ProfilePic' ? e.uploadPhoto : e.uploadVideo, {}, { form, onUploadProgress: v.onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKey }),
  });
}
export function useRemoveResumeMedia(kind: ResumeMediaKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(kind === 'ProfilePic' ? e.removePhoto : e.removeVideo, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKey }),
  });
}
