/** Query keys of coins: every mutation invalidates under ['coins']. */
export const coinKeys = {
  all: ['coins'] as const,
  balance: ['coins', 'balance'] as const,
  statement: ['coins', 'statement'] as const,
  events: ['coins', 'events'] as const,
  history: ['coins', 'history'] as const,
  learners: (term: string) => ['coins', 'learners', term] as const,
  learner: (id: number) => ['coins', 'learner', id] as const,
  rules: ['coins', 'rules'] as const,
};
