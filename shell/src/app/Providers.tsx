import type { ReactNode } from 'react';
import { Toaster } from '@lettra/shared-ui';
import { AuthProvider } from '../session/AuthProvider.tsx';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toaster />
    </AuthProvider>
  );
}
