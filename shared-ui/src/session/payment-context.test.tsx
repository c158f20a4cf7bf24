import { render, screen } from '@testing-library/react';
import { PaymentContext, usePayment, type PaymentState } from './payment-context.ts';

function Probe() {
  const { demoMode, clientOnlyIntegration } = usePayment();
  return <p>{`démo : ${demoMode}, client seul : ${clientOnlyIntegration}`}</p>;
}

const state: PaymentState = {
  handle: null,
  loading: false,
  applePayAvailable: false,
  error: null,
  clientOnlyIntegration: false,
  origin: 'http://localhost',
  webhookConfigured: false,
  configured: false,
  demoMode: true,
};

describe('usePayment', () => {
  it("reads the PaymentProvider's state", () => {
    render(
      <PaymentContext value={state}>
        <Probe />
      </PaymentContext>,
    );
    expect(screen.getByText('démo : true, client seul : false')).toBeInTheDocument();
  });

  it('throws outside its provider (docs/product.md §8)', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/PaymentProvider/);
    silence.mockRestore();
  });
});
