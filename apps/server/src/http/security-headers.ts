import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the app runs under: scripts only from our origin, no plugins, no
 * framing. Inline style attributes stay allowed because Radix positions popovers with them.
 * The IP-geolocation services are the only other origins the browser talks to (language
 * detection, which operators can turn off with LANGUAGE_DETECTION=off).
 */
export const GEOLOCATION_ORIGINS = [
  'https://ipapi.co',
  'https://ip-api.com',
  'https://get.geojs.io',
];

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // WebAssembly may be compiled (the scan screen's QR decoder, served from our origin); this
  // allows no eval() of JavaScript.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", ...GEOLOCATION_ORIGINS],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const;

/**
 * The security headers helmet sets, worked out once: none of ours depends on the request (no
 * nonces), and helmet recomputing them for every request cost about 4 % of the list's throughput.
 */
const securityHeaderValues = () => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
};

/** Every answer — API, web app, errors, 404 — carries them. */
export const registerSecurityHeaders = (app: FastifyInstance) => {
  const headers = securityHeaderValues();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};
