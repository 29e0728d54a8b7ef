import { describe, expect, it } from 'vitest';
import {
  detectCountry,
  GEO_SERVICES,
  initialLanguage,
  languageForCountry,
} from './language-detection';

describe('country to language (the second detector)', () => {
  it.each([
    ['TR', 'tr'],
    ['CY', 'tr'],
    ['AL', 'sq'],
    ['XK', 'sq'],
    ['MK', 'sq'],
    ['BA', 'bs-hr-sr'],
    ['HR', 'bs-hr-sr'],
    ['RS', 'bs-hr-sr'],
    ['ME', 'bs-hr-sr'],
    ['DE', 'de'],
    ['AT', 'de'],
    ['CH', 'de'],
    ['LI', 'de'],
    ['FR', 'en'],
    ['us', 'en'],
    ['', 'en'],
  ])('%s → %s', (country, language) => {
    expect(languageForCountry(country)).toBe(language);
  });
});

describe('the starting language', () => {
  it('never overrides a manual choice', () => {
    expect(initialLanguage({ manuallySet: true, current: 'sq', geo: 'de' }, 'tr-TR')).toEqual({
      language: 'sq',
      detect: false,
    });
  });

  it('reuses an earlier detection without asking again', () => {
    expect(initialLanguage({ manuallySet: false, current: 'en', geo: 'de' }, 'en-US')).toEqual({
      language: 'de',
      detect: false,
    });
  });

  it('starts from the browser language and may still detect', () => {
    expect(initialLanguage({ manuallySet: false, current: null, geo: null }, 'hr-HR')).toEqual({
      language: 'bs-hr-sr',
      detect: true,
    });
    expect(initialLanguage({ manuallySet: false, current: null, geo: null }, 'ja')).toEqual({
      language: 'en',
      detect: true,
    });
  });
});

// The geolocation services are third parties on the internet, unreachable from tests and not
// ours to call from them: a stand-in fetch plays them, answering per URL.
const fakeFetch = (answers: Record<string, () => Promise<Response>>) =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = answers[url];
    if (!answer) throw new TypeError('network error');
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
      answer().then(resolve, reject);
    });
  }) as typeof fetch;

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });
const never = () => new Promise<Response>(() => undefined);
const [first, second, third] = GEO_SERVICES.map((service) => service.url) as [
  string,
  string,
  string,
];

describe('country detection chain', () => {
  it('takes the first service that names a country', async () => {
    expect(await detectCountry(fakeFetch({ [first]: json({ country_code: 'at' }) }), 50)).toBe(
      'AT',
    );
  });

  it('falls through a failing and a timed-out service to the next', async () => {
    const fetchImpl = fakeFetch({
      [first]: json({}, 500),
      [second]: never,
      [third]: json({ country: 'BA' }),
    });
    expect(await detectCountry(fetchImpl, 50)).toBe('BA');
  });

  it('reads the second service only when it reports success', async () => {
    const fetchImpl = fakeFetch({
      [second]: json({ status: 'fail', countryCode: 'TR' }),
      [third]: json({ country: 'XK' }),
    });
    expect(await detectCountry(fetchImpl, 50)).toBe('XK');
  });

  it('gives up with null when nobody answers in time', async () => {
    expect(
      await detectCountry(fakeFetch({ [first]: never, [second]: never, [third]: never }), 30),
    ).toBeNull();
  });

  it('ignores an answer that is not a country code', async () => {
    expect(
      await detectCountry(fakeFetch({ [first]: json({ country_code: '<script>' }) }), 50),
    ).toBeNull();
  });
});
