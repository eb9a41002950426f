import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ToKnowledgeBody } from '@app/contracts/chatbot';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { knowledgeEndpoints } from '@app/contracts/knowledge.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { chatbotKey } from './get-conversation.ts';

/** POST /Chatbot/unanswered/:id/knowledge: the question becomes a knowledge item waiting for review and leaves the queue. */
export const toKnowledge = (v: { id: number; body: ToKnowledgeBody }) => call(e.toKnowledge, { params: { id: v.id }, body: v.body });
export const useToKnowledge = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: toKnowledge,
    // The repository's review queue changed too.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: chatbotKey }), qc.invalidateQueries({ queryKey: ['knowledge'] })]),
  });
};

/** GET /KnowledgeRepository/folders: where the item may go (the folders the staff member may see). */
export const useKnowledgeFolders = (enabled: boolean) =>
  useQuery({ queryKey: ['knowledge', 'folders'], queryFn: ({ signal }) => call(knowledgeEndpoints.folders, {}, { signal }), enabled });
