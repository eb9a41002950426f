import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkillBody } from '@app/contracts/jobs';
import { projectsEndpoints as p, skillsEndpoints as e } from '@app/contracts/jobs.endpoints';
import type { ListQuery } from '@app/contracts/list';
import type { ProjectBody } from '@app/contracts/jobs';
import { call } from '../../../lib/endpoint-client.ts';
import { jobsKeys } from './jobs-keys.ts';

export type SkillFilters = { product?: string; track?: string; module?: string };
/** GET /ERPSkills: a page of skills (term over names and synonyms). */
export const getSkills = (q: ListQuery & SkillFilters, signal?: AbortSignal) => call(e.skills, { query: q }, { signal });
export const useSkillTree = () => useQuery({ queryKey: jobsKeys.skillTree, queryFn: ({ signal }) => call(e.tree, {}, { signal }) });
export const useSkillSearch = (term: string) =>
  useQuery({ queryKey: [...jobsKeys.skills, 'search', term], queryFn: ({ signal }) => getSkills({ pageIndex: 0, pageSize: 50, sortDesc: false, term }, signal) });

export const useSaveSkill = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SkillBody }) => (id ? call(e.update, { params: { id }, body }) : call(e.create, { body })),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.skills }),
  });
};
export const useDeleteSkill = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => call(e.remove, { params: { id } }), onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.skills }) });
};

/** GET /Projects: the guide masters' sample projects. */
export const getProjects = (q: ListQuery & { active?: 'true' | 'false' }, signal?: AbortSignal) => call(p.projects, { query: q }, { signal });
export const useProject = (id: number | null) =>
  useQuery({ queryKey: jobsKeys.project(id ?? 0), queryFn: ({ signal }) => call(p.project, { params: { id: id! } }, { signal }), enabled: id !== null });
export const useSaveProject = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProjectBody }) => (id ? call(p.update, { params: { id }, body }) : call(p.create, { body })),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.projects }),
  });
};
export const useDeleteProject = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => call(p.remove, { params: { id } }), onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.projects }) });
};
