import { defineCatalogue } from '../catalogue';
import { frFR } from './fr-FR';

/**
 * HomeStars in French (Canada): the French texts with Quebec usage where it differs ("courriel" for
 * e-mail, "entrepreneur" for a pro, no space before "?", "!" and ":" except the colon's). A full
 * catalogue of its own, so a fr-CA page never falls back to another locale's object.
 */
export const frCA = defineCatalogue('fr-CA', {
  ...frFR.messages,
  header: { ...frFR.messages.header, servicesNearMe: 'Services près de chez vous', projectTypes: 'Types de projets' },
  search: {
    ...frFR.messages.search,
    projectPlaceholder: 'Quel est votre projet?',
    popularProjects: 'Projets populaires',
    dialogTitle: 'Rechercher un projet',
  },
  signup: {
    ...frFR.messages.signup,
    bannerTitle: 'Le savoir n’a pas de prix\u00a0: nos guides de prix sont gratuits.',
    bannerSubtitle: 'Inscrivez-vous pour recevoir gratuitement le prix des projets par courriel.',
    emailPlaceholder: 'Adresse courriel',
    submittedText: 'Merci! Votre inscription est confirmée.',
    homeAdvisorFooterTitle: 'Recevez gratuitement le prix de vos projets',
    footerSuccess: 'Inscription confirmée!',
    emailRequired: 'L’adresse courriel est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse courriel valide',
    sendFailed: 'Désolé, nous n’avons pas pu envoyer le courriel.',
  },
  chat: { ...frFR.messages.chat, aiFieldLabel: 'Trouvez un entrepreneur grâce à l’IA' },
  widgets: { ...frFR.messages.widgets, providerBadges: 'Badges de l’entrepreneur' },
});
