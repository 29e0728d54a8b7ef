import type { FastifyRequest } from 'fastify';

/**
 * The client's address, the one every per-address limit, the session record and the log use
 * (docs/decisions/0056-trusted-proxy.md). Fastify derives it once per request from the socket
 * and TRUST_PROXY (app.ts): the socket's address when no proxy is trusted, so a made-up
 * X-Forwarded-For changes nothing; behind trusted proxies, the address the nearest of them was
 * reached from. Nothing else reads the socket's address or a forwarded-for header.
 */
export const clientAddressOf = (request: FastifyRequest): string => request.ip;
