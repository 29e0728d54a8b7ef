import net from 'node:net';

/**
 * A TCP relay on a free local port to `host:port`: a server the test can make unreachable at
 * once (`cut`: every open connection dropped, new ones refused) without stopping it for others.
 */
export const startTcpProxy = async (host: string, port: number) => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut,
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
};

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
