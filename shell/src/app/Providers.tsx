import type { ReactNode } from 'react';
import { Toaster } from '@lettra/shared-ui';
import { PaymentProvider } from '../payment/PaymentProvider.tsx';
import { AuthProvider } from '../session/AuthProvider.tsx';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <PaymentProvider>
        {children}
        <Toaster />
      </PaymentProvider>
    </AuthProvider>
  );
}
