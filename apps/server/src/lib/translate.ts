import { createTranslator, I18N_RESOURCES } from '@toolyard/shared';

export const translate = createTranslator(I18N_RESOURCES);
