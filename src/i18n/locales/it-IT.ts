import { defineCatalogue } from '../catalogue';

/**
 * Instapro (Italy): formal "Lei" or impersonal sentences (validation messages in the infinitive),
 * buttons in the usual short imperative of Italian interfaces ("Accedi", "Cerca", "Invia"), as the
 * site's own navigation does. "Lavoro" is the site's word for a project; searches avoid "cerca un
 * lavoro", which reads as job-hunting.
 */
export const itIT = defineCatalogue('it-IT', {
  header: {
    skipToContent: 'Vai al contenuto principale',
    logIn: 'Accedi',
    signUp: 'Registrati',
    logOut: 'Esci',
    servicesNearMe: 'Servizi nelle vicinanze',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    menuTitle: 'Menu',
    accountMenu: 'Menu dell’account',
    closeAccountMenu: 'Chiudi il menu dell’account',
    back: 'Indietro',
    projectTypes: 'Tipi di lavori',
    viewAll: 'Vedi tutti',
    moreArticles: 'Altri articoli',
    greeting: 'Bentornato',
    homeLink: 'pagina iniziale',
  },
  search: {
    projectLabel: 'Tipo di lavoro',
    projectPlaceholder: 'Come possiamo aiutarla?',
    zipLabel: 'CAP',
    zipPlaceholder: 'CAP',
    submit: 'Cerca',
    viewAll: 'Vedi tutti',
    popularProjects: 'Lavori più richiesti',
    recentSearches: 'Ricerche recenti',
    clearRecentSearches: 'Cancella tutto',
    removeRecentSearch: 'Rimuovi «{query}» dalle ricerche recenti',
    noResults: 'Nessun lavoro corrisponde a «{query}».',
    searchAnyway: 'Cerca «{query}»',
    openSearch: 'Cerca',
    back: 'Indietro',
    dialogTitle: 'Trova il servizio',
    searchLandmark: 'Ricerca di servizi',
    loading: 'Caricamento dei suggerimenti…',
    noSuggestions: 'Nessun suggerimento.',
    // "di" after a round million ("1.000.000 di …").
    suggestionsAvailable: {
      one: '{count} suggerimento disponibile.',
      many: '{count} di suggerimenti disponibili.',
      other: '{count} suggerimenti disponibili.',
    },
    projectInvalid: 'Inserire il tipo di lavoro',
    zipInvalid: 'Inserire un CAP valido',
    projectAndZipInvalid: 'Inserire il tipo di lavoro e un CAP valido',
  },
  signup: {
    bannerTitle: 'Il sapere non ha prezzo: per questo le nostre guide ai prezzi sono gratuite.',
    bannerSubtitle: 'Iscrizione gratuita: i costi dei lavori direttamente via e-mail.',
    emailPlaceholder: 'Indirizzo e-mail',
    zipCodePlaceholder: 'CAP',
    buttonText: 'Iscriviti',
    submittedText: 'Grazie per l’iscrizione! È tutto pronto.',
    homeAdvisorFooterTitle: 'Informazioni gratuite sui costi dei lavori',
    homeAdvisorFooterButton: 'Iscriviti',
    footerSuccess: 'Iscrizione completata!',
    emailRequired: 'L’indirizzo e-mail è obbligatorio',
    emailInvalid: 'Inserire un indirizzo e-mail valido',
    zipInvalid: 'Inserire un CAP valido',
    sendFailed: 'Spiacenti, non è stato possibile inviare l’e-mail.',
    tryAgain: 'Riprova',
  },
  chat: {
    aiFieldLabel: 'Trova professionisti con l’IA',
    aiButtonLabel: 'Ricerca con IA',
    messageLabel: 'Messaggio',
    send: 'Invia',
  },
  widgets: {
    reviewsRegion: 'Valutazioni dei clienti',
    reviewsLink: 'Le recensioni dei nostri clienti',
    providerBadges: 'Badge del professionista',
  },
});
