import net from 'node:net';

/** Resolves `preferred` when it is free on loopback, otherwise a free ephemeral port. */
export async function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address ? address.port : null;
        server.close(() => resolve(chosen));
      });
    });
  return (preferred > 0 ? await tryListen(preferred) : null) ?? (await tryListen(0)) ?? 0;
}
