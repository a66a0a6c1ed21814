import type { ReactNode } from 'react';
import { useCanAccess } from 'ra-core';

interface Props {
  /** The react-admin resource the reference points at. */
  reference: string;
  children: ReactNode;
  /** What stands in when the user may not read that resource. */
  fallback: ReactNode;
}

/**
 * A reference input or field asks for the target's records; without the permission to read them
 * the service answers 403, and the user is sent away with 'no permission'. Such references show
 * the fallback instead and never ask.
 */
export const ReadableReference = ({ reference, children, fallback }: Props) => {
  const { canAccess, isPending } = useCanAccess({ resource: reference, action: 'list' });
  if (isPending) return null;
  return <>{canAccess ? children : fallback}</>;
};
