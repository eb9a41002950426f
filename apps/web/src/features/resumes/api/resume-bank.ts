import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import type { BankQuery } from '@app/contracts/resumes';
import { resumesEndpoints as e } from '@app/contracts/resumes.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of the resume bank. */
export const bankKey = ['resumes', 'bank'] as const;

/** GET /Others/ResumeBank: one page of matching resumes (masked). */
export const getBankPage = (q: ListQuery & Partial<BankQuery>, signal?: AbortSignal) => call(e.bank, { query: q }, { signal });

/** GET /Others/ResumeBank/{id}. */
export const useBankResume = (id: number | null) =>
  useQuery({ queryKey: [...bankKey, 'one', id], queryFn: ({ signal }) => call(e.bankResume, { params: { id: id! } }, { signal }), enabled: id !== null });

/** POST /Others/ResumeBank/{id}/unmask. */
export function useAskUnmask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; Message: string }) => call(e.askUnmask, { params: { id: v.id }, body: { Message: v.Message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKey }),
  });
}
