import type { PublicConfig } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import {
  GEO_LANGUAGE_KEY,
  MANUAL_LANGUAGE_KEY,
  detectCountry,
  languageForCountry,
} from '@/lib/language-detection';
import i18n, { shouldDetectLanguage } from './index';

// The lookup sends the visitor's address to third parties, so it runs only when the server says
// the operator allows it; an unreachable server counts as "not allowed".
const detectionAllowed = async () => {
  try {
    const config = await apiRequest<PublicConfig>('GET', '/api/config/public');
    return config?.languageDetection === true;
  } catch {
    return false;
  }
};

/**
 * Runs once at start-up, after the first render: the browser language is already in use, and a
 * country found by IP geolocation may replace it, unless the user picks a language meanwhile.
 */
export const detectLanguage = async () => {
  if (!shouldDetectLanguage) return;
  if (!(await detectionAllowed())) return;

  const country = await detectCountry();
  if (!country) return; // The browser language stays, as the spec's fallback asks.

  const language = languageForCountry(country);
  localStorage.setItem(GEO_LANGUAGE_KEY, language);
  if (localStorage.getItem(MANUAL_LANGUAGE_KEY) === 'true') return;
  await i18n.changeLanguage(language);
};
