import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pairBodySchema } from '@app/contracts/chatbot';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { chatbotKey } from './get-conversation.ts';

export type PairInput = z.input<typeof pairBodySchema>;
/** POST /Chatbot/pairs (new) or PUT /Chatbot/pairs/:id (change). */
export const savePair = ({ id, ...body }: PairInput & { id?: number }) =>
  id ? call(e.updatePair, { params: { id }, body }) : call(e.createPair, { body });
export const useSavePair = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: savePair, onSuccess: () => qc.invalidateQueries({ queryKey: chatbotKey }) });
};
