/**
 * Tests' stand-in for vite-plugin-pwa's virtual module (the build makes the real one): no service
 * worker registers in jsdom, so no new version is ever waiting.
 */
export const useRegisterSW = () => ({
  needRefresh: [false, () => undefined] as const,
  offlineReady: [false, () => undefined] as const,
  updateServiceWorker: async () => undefined,
});
