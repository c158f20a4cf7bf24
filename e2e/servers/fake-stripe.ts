// Stripe for the e2e suite: the api's Stripe stub on a fixed port, plus a control port where a test
// plays the customer on Stripe's hosted page (pays a Checkout Session). Usage: fake-stripe.ts <port> <control port>
import { createServer } from 'node:http';
import { startFakeStripe } from '@lettra/api/test/fake-stripe-server';

const [port, controlPort] = process.argv.slice(2).map(Number);
if (!port || !controlPort) throw new Error('usage: fake-stripe.ts <port> <port de contrôle>');

const stripe = await startFakeStripe(() => new Date(), port);
createServer((request, response) => {
  const paid = request.method === 'POST' ? request.url?.match(/^\/pay\/(cs_[\w-]+)$/) : null;
  if (paid) {
    stripe.payCheckout(paid[1]!);
    response.writeHead(204).end();
    return;
  }
  response.writeHead(request.url === '/health' ? 200 : 404).end();
}).listen(controlPort, '127.0.0.1');
console.log(`Stripe simulé sur ${stripe.baseUrl}, contrôle sur http://127.0.0.1:${controlPort}`);
