import net from 'node:net';

export interface FakeSmtpServer {
  /** `SMTP_URL` for the api. */
  url: string;
  /** The messages received so far, as their DATA text. */
  messages: string[];
  /** Lets the held connections go on: until then the server accepts them and says nothing. */
  release: () => void;
  close: () => Promise<void>;
}

/**
 * Just enough SMTP for nodemailer over plain TCP. With `held`, it accepts connections but sends no
 * greeting until `release()`: a slow mail server, whose wait a request must not share.
 */
export async function startFakeSmtpServer({ held = false }: { held?: boolean } = {}): Promise<FakeSmtpServer> {
  const messages: string[] = [];
  let release!: () => void;
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  if (!held) release = () => {};
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    void released.then(() => {
      reply('220 fake-smtp ready');
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            messages.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            inData = false;
            reply('250 queued');
            continue;
          }
          const newline = buffer.indexOf('\r\n');
          if (newline < 0) return;
          const command = buffer.slice(0, newline).toUpperCase();
          buffer = buffer.slice(newline + 2);
          if (command.startsWith('EHLO') || command.startsWith('HELO')) reply('250 fake-smtp');
          else if (command.startsWith('DATA')) {
            inData = true;
            reply('354 go on');
          } else if (command.startsWith('QUIT')) {
            reply('221 bye');
            socket.end();
          } else reply('250 ok');
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    release: () => release(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
