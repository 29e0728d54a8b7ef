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
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", ...GEOLOCATION_ORIGINS],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};
