import type { I18N_RESOURCES } from '@toolyard/shared';

// Types every t() key against en.json, so a missing or misspelt key fails the typecheck.
declare module 'i18next' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof I18N_RESOURCES)['en'] };
  }
}
