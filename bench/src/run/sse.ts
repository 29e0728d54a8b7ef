import { authHeaders, postJson, type Session } from './api.js';
import { LOAD_CPU } from './cpu-pinning.js';
import { startProductServer } from './servers.js';
import { readEventStream, type StreamEvent } from './sse-client.js';
import { median } from './stats.js';

const EVENT_TIMEOUT_MS = 5_000;

export type SseFigures =
  { missing: true } | { missing: false; otherProcess: number; sameProcess: number };

const openStream = async (baseUrl: string, session: Session) =>
  fetch(`${baseUrl}/api/events`, {
    headers: { ...authHeaders(session), accept: 'text/event-stream' },
  });

/** An event about this tool (the stream carries entityType and entityId, never names). */
const aboutTool = (toolId: number) => (event: StreamEvent) => {
  try {
    const data = JSON.parse(event.data) as { entityType?: string; entityId?: number };
    return data.entityType === 'tool' && data.entityId === toolId;
  } catch {
    return false;
  }
};

/**
 * A second server process on the same database; an event stream open on each. A tool's status
 * is changed through process A; we time how long until the event reaches the client of B (the
 * figure: it must cross processes through PostgreSQL LISTEN/NOTIFY) and of A (the baseline).
 * Each round moves the tool to maintenance and back; the timed move is the first.
 */
export const measureSse = async (
  databaseUrl: string,
  session: Session,
  toolId: number,
  rounds: number,
): Promise<SseFigures> => {
  const serverB = await startProductServer('server B', databaseUrl, LOAD_CPU);
  try {
    const responseB = await openStream(serverB.url, session);
    if (responseB.status === 404) {
      await responseB.body?.cancel();
      return { missing: true };
    }
    if (!responseB.ok)
      throw new Error(`GET /api/events on server B: ${responseB.status} ${await responseB.text()}`);
    const responseA = await openStream(session.baseUrl, session);
    if (!responseA.ok)
      throw new Error(`GET /api/events on server A: ${responseA.status} ${await responseA.text()}`);
    const streamB = readEventStream(responseB);
    const streamA = readEventStream(responseA);
    const otherProcess: number[] = [];
    const sameProcess: number[] = [];
    try {
      for (let round = 0; round < rounds; round += 1) {
        for (const status of ['maintenance', 'available']) {
          const onB = streamB.next(aboutTool(toolId), EVENT_TIMEOUT_MS);
          const onA = streamA.next(aboutTool(toolId), EVENT_TIMEOUT_MS);
          // Should the POST fail, the waits still time out later: that must not be an unhandled rejection.
          for (const wait of [onB, onA]) wait.catch(() => undefined);
          const sent = performance.now();
          await postJson(session, `/api/tools/${toolId}/status`, { status });
          const [eventB, eventA] = await Promise.all([onB, onA]);
          if (status === 'maintenance') {
            otherProcess.push(eventB.arrivedAt - sent);
            sameProcess.push(eventA.arrivedAt - sent);
          }
        }
      }
    } finally {
      await Promise.all([streamA.close(), streamB.close()]);
    }
    return { missing: false, otherProcess: median(otherProcess), sameProcess: median(sameProcess) };
  } finally {
    await serverB.stop();
  }
};
