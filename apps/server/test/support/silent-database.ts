import net from 'node:net';

/**
 * A "database" that takes the connection and never says a word: a hung or overloaded server.
 * `url` reaches it; `close` drops every connection it took and stops listening.
 */
export const startSilentDatabase = async () => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgresql://nobody@127.0.0.1:${port}/none`,
    /** Drops the connections it holds (their clients fail at once), still listening. */
    hangUp: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
