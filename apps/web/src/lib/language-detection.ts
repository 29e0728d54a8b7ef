import { FALLBACK_LANGUAGE, isLanguage, languageFromTag, type Language } from '@toolyard/shared';

// Storage keys of the language detection.
export const LANGUAGE_KEY = 'i18nextLng';
export const MANUAL_LANGUAGE_KEY = 'language_manually_set';
export const GEO_LANGUAGE_KEY = 'geo_language_preference';

export const GEO_TIMEOUT_MS = 3000;

const COUNTRY_LANGUAGES: Record<string, Language> = {
  TR: 'tr',
  CY: 'tr',
  AL: 'sq',
  XK: 'sq',
  MK: 'sq',
  BA: 'bs-hr-sr',
  HR: 'bs-hr-sr',
  RS: 'bs-hr-sr',
  ME: 'bs-hr-sr',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
};

/** The spec's "second detector": a country code to our language, English for the rest. */
export const languageForCountry = (countryCode: string | null | undefined): Language =>
  COUNTRY_LANGUAGES[(countryCode ?? '').trim().toUpperCase()] ?? FALLBACK_LANGUAGE;

/** One of our languages for a language tag (i18next's, the browser's); English for anything else. */
export const uiLanguage = (tag: string | null | undefined): Language =>
  languageFromTag(tag) ?? FALLBACK_LANGUAGE;

type StoredPreferences = {
  manuallySet: boolean;
  current: string | null;
  geo: string | null;
};

export const readStoredPreferences = (storage: Storage = localStorage): StoredPreferences => ({
  manuallySet: storage.getItem(MANUAL_LANGUAGE_KEY) === 'true',
  current: storage.getItem(LANGUAGE_KEY),
  geo: storage.getItem(GEO_LANGUAGE_KEY),
});

/**
 * The language to start with, before any network lookup: a manual choice wins, then an earlier
 * detection result, then the browser. `detect` says whether a geolocation lookup may still help.
 */
export const initialLanguage = (
  stored: StoredPreferences,
  browserTag: string | null | undefined,
): { language: Language; detect: boolean } => {
  if (stored.manuallySet && isLanguage(stored.current)) {
    return { language: stored.current, detect: false };
  }
  if (isLanguage(stored.geo)) return { language: stored.geo, detect: false };
  // The browser's own preference when it is one of ours, else the fallback.
  return { language: uiLanguage(browserTag), detect: true };
};

/** One geolocation service: where to ask and how to read the country code from its answer. */
type GeoService = { url: string; countryOf: (body: Record<string, unknown>) => unknown };

export const GEO_SERVICES: readonly GeoService[] = [
  { url: 'https://ipapi.co/json/', countryOf: (body) => body.country_code },
  {
    url: 'https://ip-api.com/json/',
    countryOf: (body) => (body.status === 'success' ? body.countryCode : undefined),
  },
  { url: 'https://get.geojs.io/v1/ip/country.json', countryOf: (body) => body.country },
];

const askService = async (
  service: GeoService,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<string | null> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // No credentials and no referrer: these are third parties.
    const response = await fetchImpl(service.url, {
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) return null;
    const country = service.countryOf((await response.json()) as Record<string, unknown>);
    return typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) ? country : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
};

/** Asks the services in turn until one names a country; null when none does in time. */
export const detectCountry = async (
  fetchImpl: typeof fetch = fetch,
  timeoutMs = GEO_TIMEOUT_MS,
): Promise<string | null> => {
  for (const service of GEO_SERVICES) {
    const country = await askService(service, fetchImpl, timeoutMs);
    if (country) return country.toUpperCase();
  }
  return null;
};
