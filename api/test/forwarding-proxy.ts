import http from 'node:http';
import type net from 'node:net';

/** A reverse proxy in front of a real api process, as nginx or a load balancer would be. */
export interface ForwardingProxy {
  url: string;
  close: () => Promise<void>;
}

/**
 * Forwards every request to `target`, appending the address it received the request from to
 * `X-Forwarded-For` (nginx's `$proxy_add_x_forwarded_for`), and connects to the target from
 * `localAddress`, so that the api can tell the proxy's connections from direct ones.
 */
export async function startForwardingProxy(target: URL, { localAddress }: { localAddress: string }): Promise<ForwardingProxy> {
  const server = http.createServer((request, response) => {
    const received = request.headers['x-forwarded-for'];
    const seen = request.socket.remoteAddress ?? '';
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        localAddress,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': received ? `${String(received)}, ${seen}` : seen },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A POST of JSON from the given local address, with whatever X-Forwarded-For the client writes. */
export function postFrom(
  url: string,
  body: unknown,
  { localAddress, forwardedFor }: { localAddress: string; forwardedFor?: string },
): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-requested-with': 'lettra',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
