import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { newTicketBodySchema } from '@app/contracts/support';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { supportKey } from './get-my-tickets.ts';

/** POST /support/tickets: opens a ticket (the RequestID makes a repeat harmless). */
export const openTicket = (body: z.input<typeof newTicketBodySchema>) => call(supportEndpoints.open, { body });

export const useOpenTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openTicket, onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }) });
};
