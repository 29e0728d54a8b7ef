// The load tests' HTTP client, on a thread of its own (see load-probe.ts): requests to the server
// under test, and another tenant's request every few milliseconds while asked to. Plain
// JavaScript: worker threads load files as Node does, without the test runner's TypeScript.
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

const send = async ({ method, url, headers, body, form }, stop) => {
  const started = performance.now();
  let payload = body;
  if (form) {
    payload = new FormData();
    for (const [name, value] of Object.entries(form.fields)) payload.append(name, value);
    for (const file of form.files)
      payload.append(file.field, new Blob([file.bytes], { type: file.type }), file.filename);
  }
  try {
    // A route that never answers must not hang the run: after a minute it counts as no answer (0).
    const response = await fetch(url, {
      method,
      headers,
      body: payload,
      signal: stop
        ? AbortSignal.any([AbortSignal.timeout(60_000), stop])
        : AbortSignal.timeout(60_000),
    });
    const bytes = await response.arrayBuffer();
    return {
      status: response.status,
      bytes,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return {
      status: 0,
      bytes: new TextEncoder().encode(String(error)).buffer,
      ms: performance.now() - started,
    };
  }
};

let probe;

/**
 * Every `intervalMs`, the other tenant's request; its latency counts from when it was due, so a
 * late timer (this thread busy reading a large answer) cannot hide a wait.
 */
const startProbe = ({ url, headers, intervalMs }) => {
  const state = { latencies: [], failures: [], inFlight: [], timer: undefined };
  let nextDue = performance.now();
  const ask = (dueAt) =>
    state.inFlight.push(
      send({ method: 'GET', url, headers }).then(({ status }) => {
        state.latencies.push(performance.now() - dueAt);
        if (status !== 200) state.failures.push(status);
      }),
    );
  const askWhatIsDue = () => {
    for (const now = performance.now(); nextDue <= now; nextDue += intervalMs) ask(nextDue);
  };
  askWhatIsDue();
  state.timer = setInterval(askWhatIsDue, intervalMs);
  state.askWhatIsDue = askWhatIsDue;
  probe = state;
};

const stopProbe = async () => {
  const state = probe;
  probe = undefined;
  clearInterval(state.timer);
  state.askWhatIsDue();
  await Promise.all(state.inFlight);
  return { latencies: state.latencies, failures: state.failures };
};

/**
 * One tenant's load: `connections` clients, each sending the requests in turn (starting at its
 * own place in the list) until `durationMs` has passed. A request still unanswered `graceMs`
 * after that is given up (status 0). Answers the statuses per request label, and how many 429
 * and 503 answers came without a Retry-After.
 */
const runLoad = async ({ requests, connections, durationMs, graceMs }) => {
  const until = performance.now() + durationMs;
  const stop = AbortSignal.timeout(durationMs + graceMs);
  const statuses = {};
  let refusalsWithoutRetryAfter = 0;
  const connection = async (index) => {
    for (let next = index; performance.now() < until; next += 1) {
      const request = requests[next % requests.length];
      const { status, retryAfter } = await send(request, stop);
      const counts = (statuses[request.label] ??= {});
      counts[status] = (counts[status] ?? 0) + 1;
      if ((status === 429 || status === 503) && !retryAfter) refusalsWithoutRetryAfter += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));
  return { statuses, refusalsWithoutRetryAfter };
};

parentPort.on('message', async ({ id, type, request, requests, other, load }) => {
  if (type === 'send') {
    const answer = await send(request);
    parentPort.postMessage({ id, answers: [answer] }, [answer.bytes]);
  } else if (type === 'burst') {
    // All at once: every fetch is started before any answer is awaited.
    const answers = await Promise.all(requests.map((request) => send(request)));
    parentPort.postMessage(
      { id, answers },
      answers.map((answer) => answer.bytes),
    );
  } else if (type === 'load') {
    parentPort.postMessage({ id, load: await runLoad(load) });
  } else if (type === 'probe-start') {
    startProbe(other);
    parentPort.postMessage({ id });
  } else if (type === 'probe-stop') {
    parentPort.postMessage({ id, probe: await stopProbe() });
  }
});
