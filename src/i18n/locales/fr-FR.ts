import { defineCatalogue } from '../catalogue';

/**
 * Travaux.com (France): formal "vous", "artisan" for a pro, typographic apostrophes, and a no-break
 * space (`\u00a0`) before "?", "!" and ":" so they never wrap alone onto a new line.
 */
export const frFR = defineCatalogue('fr-FR', {
  header: {
    skipToContent: 'Aller au contenu principal',
    logIn: 'Se connecter',
    signUp: 'S’inscrire',
    logOut: 'Se déconnecter',
    servicesNearMe: 'Services à proximité',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menuTitle: 'Menu',
    accountMenu: 'Menu du compte',
    closeAccountMenu: 'Fermer le menu du compte',
    back: 'Retour',
    projectTypes: 'Types de travaux',
    viewAll: 'Tout voir',
    moreArticles: 'Plus d’articles',
    greeting: 'Bon retour parmi nous',
    homeLink: 'Accueil',
  },
  search: {
    projectLabel: 'Projet',
    projectPlaceholder: 'Quel est votre projet\u00a0?',
    zipLabel: 'Code postal',
    zipPlaceholder: 'Code postal',
    submit: 'Rechercher',
    viewAll: 'Tout voir',
    popularProjects: 'Projets populaires',
    openSearch: 'Rechercher',
    back: 'Retour',
    dialogTitle: 'Rechercher un projet',
    searchLandmark: 'Recherche de projet',
    loading: 'Chargement des suggestions…',
    noSuggestions: 'Aucune suggestion.',
    // French takes the singular for 0 and 1, and "de" after a round million ("1 000 000 de …").
    suggestionsAvailable: {
      one: '{count} suggestion disponible.',
      many: '{count} de suggestions disponibles.',
      other: '{count} suggestions disponibles.',
    },
    projectInvalid: 'Veuillez saisir un projet',
    zipInvalid: 'Veuillez saisir un code postal valide',
    projectAndZipInvalid: 'Veuillez saisir un projet et un code postal valides',
  },
  signup: {
    bannerTitle: 'Le savoir n’a pas de prix\u00a0: nos guides de prix sont gratuits.',
    bannerSubtitle: 'Inscrivez-vous pour recevoir gratuitement le prix des travaux par e-mail.',
    emailPlaceholder: 'Adresse e-mail',
    zipCodePlaceholder: 'Code postal',
    buttonText: 'Je m’inscris',
    submittedText: 'Merci\u00a0! Votre inscription est confirmée.',
    homeAdvisorFooterTitle: 'Recevez gratuitement le prix de vos travaux',
    homeAdvisorFooterButton: 'S’abonner',
    footerSuccess: 'Inscription confirmée\u00a0!',
    emailRequired: 'L’adresse e-mail est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    zipInvalid: 'Veuillez saisir un code postal valide',
    sendFailed: 'Désolé, nous n’avons pas pu envoyer l’e-mail.',
    tryAgain: 'Réessayer',
  },
  chat: {
    aiFieldLabel: 'Trouvez un artisan grâce à l’IA',
    aiButtonLabel: 'Recherche IA',
    messageLabel: 'Message',
    send: 'Envoyer',
  },
  widgets: {
    reviewsRegion: 'Évaluations clients',
    reviewsLink: 'Lire les avis de nos clients',
    providerBadges: 'Badges de l’artisan',
  },
});
