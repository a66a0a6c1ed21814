import type { ReactNode } from 'react';
import { Layout } from 'ra-ui-materialui';
import { ConsoleMenu } from './ConsoleMenu';

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu}>{children}</Layout>
);
