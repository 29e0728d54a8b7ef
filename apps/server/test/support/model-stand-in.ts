import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for the paid language-model provider: an OpenAI-compatible chat-completions
 * endpoint on 127.0.0.1 that answers as told, records what it was asked, and can be slow or fail.
 */
export const startModel = async (behaviour: {
  reply?: string;
  status?: number;
  delayMs?: number;
}) => {
  const requests: Array<{
    url: string;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body: JSON.parse(raw) });
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: behaviour.reply ?? '' } }],
          }),
        );
      }, behaviour.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    requests,
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
