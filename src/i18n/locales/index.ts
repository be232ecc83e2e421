export { enUS } from '../en-US';
export { enCA } from './en-CA';
export { enGB } from './en-GB';
export { nlNL } from './nl-NL';
export { frFR } from './fr-FR';
export { deDE } from './de-DE';
export { deAT } from './de-AT';
export { itIT } from './it-IT';
