export { DamageSection } from './damage-section';
export { DamageFields } from './damage-fields';
export { useDamageOnReturn } from './use-damage-on-return';
