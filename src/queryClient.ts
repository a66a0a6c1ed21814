import { QueryClient } from '@tanstack/react-query';

const hasStatus = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error;

/**
 * Failed calls that reached the server are not retried: a refusal will not change, and each
 * retry would repeat its message. Network failures get two more tries.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => !hasStatus(error) && failures < 2, refetchOnWindowFocus: false },
    },
  });
