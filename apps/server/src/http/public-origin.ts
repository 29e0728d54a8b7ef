import type { FastifyRequest } from 'fastify';

/**
 * Where people reach this app, for addresses that leave it — a verification mail's link, a
 * label's QR code: PUBLIC_URL when set, else the address this request came to (what the admin's
 * browser uses), which is right for a single server (decision 0012).
 */
export const publicOrigin = (configured: string | undefined, request: FastifyRequest) =>
  configured ?? `${request.protocol}://${request.host}`;
