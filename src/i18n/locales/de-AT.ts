import { defineCatalogue } from '../catalogue';
import { deDE } from './de-DE';

/**
 * MyHammer (Austria): the German texts, with Austrian usage where it differs ("das E-Mail", neuter in
 * Austria). A full catalogue of its own, so a de-AT page never falls back to another locale's object.
 */
export const deAT = defineCatalogue('de-AT', {
  ...deDE.messages,
  signup: {
    ...deDE.messages.signup,
    sendFailed: 'Leider konnten wir das E-Mail nicht senden.',
  },
});
