import type { ApiLanguage } from "../languages";

/** A demo site's title and tagline in one language. */
export interface SiteTitle {
  indexTitle: string;
  description: string;
}

/**
 * Each demo site's title and tagline in every language its tenant file offers (tenants/*.json;
 * seed.test.ts checks they match): a visitor reads the site in their language.
 */
export const SITE_TITLES: Record<string, Partial<Record<ApiLanguage, SiteTitle>>> = {
  "flirthaven.localhost": {
    da: {
      indexTitle: "FlirtHaven – mød singler i nærheden",
      description: "Chat, flirt og date med singler i nærheden af dig.",
    },
    de: {
      indexTitle: "FlirtHaven – Singles in deiner Nähe treffen",
      description: "Chatte, flirte und date Singles in deiner Nähe.",
    },
    en: {
      indexTitle: "FlirtHaven – meet singles near you",
      description: "Chat, flirt and date with singles near you.",
    },
    es: {
      indexTitle: "FlirtHaven – conoce a solteros cerca de ti",
      description: "Chatea, liga y queda con solteros cerca de ti.",
    },
    fi: {
      indexTitle: "FlirtHaven – tapaa sinkkuja läheltäsi",
      description: "Juttele, flirttaile ja treffaa sinkkuja läheltäsi.",
    },
    fr: {
      indexTitle: "FlirtHaven – rencontrez des célibataires près de chez vous",
      description: "Discutez, flirtez et sortez avec des célibataires près de chez vous.",
    },
    it: {
      indexTitle: "FlirtHaven – incontra single vicino a te",
      description: "Chatta, flirta ed esci con single vicino a te.",
    },
    nb: {
      indexTitle: "FlirtHaven – møt singler i nærheten",
      description: "Chat, flørt og date singler i nærheten av deg.",
    },
    nl: {
      indexTitle: "FlirtHaven – ontmoet singles bij jou in de buurt",
      description: "Chat, flirt en date met singles bij jou in de buurt.",
    },
    pl: {
      indexTitle: "FlirtHaven – poznaj singli z okolicy",
      description: "Czatuj, flirtuj i umawiaj się z singlami z okolicy.",
    },
    sv: {
      indexTitle: "FlirtHaven – träffa singlar nära dig",
      description: "Chatta, flirta och dejta singlar nära dig.",
    },
  },
  "shemeets.localhost": {
    de: {
      indexTitle: "SheMeets – wo Frauen Frauen treffen",
      description: "Dating und Chat für lesbische und bisexuelle Frauen.",
    },
    en: { indexTitle: "SheMeets – where women meet women", description: "Dating and chat for lesbian and bi women." },
    fr: {
      indexTitle: "SheMeets – là où les femmes rencontrent des femmes",
      description: "Rencontres et discussions pour femmes lesbiennes et bisexuelles.",
    },
    nl: {
      indexTitle: "SheMeets – waar vrouwen vrouwen ontmoeten",
      description: "Daten en chatten voor lesbische en biseksuele vrouwen.",
    },
  },
  "velvetropes.localhost": {
    de: {
      indexTitle: "Velvet Ropes – BDSM-Dating",
      description: "Triff diskret Menschen, die deine Vorlieben teilen.",
    },
    en: { indexTitle: "Velvet Ropes – BDSM dating", description: "Meet people who share your kinks, discreetly." },
    nl: { indexTitle: "Velvet Ropes – BDSM-daten", description: "Ontmoet discreet mensen die jouw voorkeuren delen." },
  },
  "curvycrush.localhost": {
    en: {
      indexTitle: "CurvyCrush – curvy singles dating",
      description: "Dating for curvy singles and their admirers.",
    },
    es: {
      indexTitle: "CurvyCrush – citas para solteros con curvas",
      description: "Citas para solteros con curvas y para quienes los admiran.",
    },
    nl: {
      indexTitle: "CurvyCrush – daten voor singles met rondingen",
      description: "Daten voor singles met rondingen en hun bewonderaars.",
    },
  },
  "silversparks.localhost": {
    da: {
      indexTitle: "Silver Sparks – dating for modne",
      description: "Dating for kvinder i deres gyldne år og dem, der beundrer dem.",
    },
    en: {
      indexTitle: "Silver Sparks – mature dating",
      description: "Dating for women in their golden years and those who adore them.",
    },
    fi: {
      indexTitle: "Silver Sparks – deittailua kypsään makuun",
      description: "Deittailua kultaisia vuosiaan eläville naisille ja heidän ihailijoilleen.",
    },
    nb: {
      indexTitle: "Silver Sparks – dating for modne",
      description: "Dating for kvinner i sine gylne år og dem som beundrer dem.",
    },
    sv: {
      indexTitle: "Silver Sparks – dejting för mogna",
      description: "Dejting för kvinnor i sina gyllene år och dem som beundrar dem.",
    },
  },
  "matureflame.localhost": {
    en: { indexTitle: "MatureFlame – meet mature women", description: "Flirt with confident women in their prime." },
    es: {
      indexTitle: "MatureFlame – conoce a mujeres maduras",
      description: "Liga con mujeres seguras de sí mismas en la plenitud de la vida.",
    },
    fr: {
      indexTitle: "MatureFlame – rencontrez des femmes mûres",
      description: "Flirtez avec des femmes sûres d'elles, dans la fleur de l'âge.",
    },
    it: {
      indexTitle: "MatureFlame – incontra donne mature",
      description: "Flirta con donne sicure di sé nel fiore degli anni.",
    },
    nl: {
      indexTitle: "MatureFlame – ontmoet rijpe vrouwen",
      description: "Flirt met zelfverzekerde vrouwen in de bloei van hun leven.",
    },
  },
  "manmatch.localhost": {
    de: {
      indexTitle: "ManMatch – schwules Dating und Chat",
      description: "Schwules Dating und Chat für Männer, die Männer mögen.",
    },
    en: { indexTitle: "ManMatch – gay dating and chat", description: "Gay dating and chat for men who like men." },
    nl: {
      indexTitle: "ManMatch – gay daten en chatten",
      description: "Gay daten en chatten voor mannen die op mannen vallen.",
    },
    pl: {
      indexTitle: "ManMatch – randki i czat dla gejów",
      description: "Randki i czat dla mężczyzn, którym podobają się mężczyźni.",
    },
  },
};

/** The warning about operated profiles (settings' fictional_warning), the same on every demo site. */
export const FICTIONAL_WARNINGS: Record<ApiLanguage, { singular: string; plural: string }> = {
  da: {
    singular: "Denne profil drives af vores team som underholdning.",
    plural: "Nogle profiler drives af vores team som underholdning.",
  },
  de: {
    singular: "Dieses Profil wird zur Unterhaltung von unserem Team betrieben.",
    plural: "Einige Profile werden zur Unterhaltung von unserem Team betrieben.",
  },
  en: {
    singular: "This profile is operated by our team for entertainment.",
    plural: "Some profiles are operated by our team for entertainment.",
  },
  es: {
    singular: "Este perfil lo gestiona nuestro equipo como entretenimiento.",
    plural: "Algunos perfiles los gestiona nuestro equipo como entretenimiento.",
  },
  fi: {
    singular: "Tämä profiili on tiimimme ylläpitämä viihdetarkoituksessa.",
    plural: "Osa profiileista on tiimimme ylläpitämiä viihdetarkoituksessa.",
  },
  fr: {
    singular: "Ce profil est animé par notre équipe à des fins de divertissement.",
    plural: "Certains profils sont animés par notre équipe à des fins de divertissement.",
  },
  it: {
    singular: "Questo profilo è gestito dal nostro team a scopo di intrattenimento.",
    plural: "Alcuni profili sono gestiti dal nostro team a scopo di intrattenimento.",
  },
  nb: {
    singular: "Denne profilen drives av teamet vårt som underholdning.",
    plural: "Noen profiler drives av teamet vårt som underholdning.",
  },
  nl: {
    singular: "Dit profiel wordt voor entertainment door ons team beheerd.",
    plural: "Sommige profielen worden voor entertainment door ons team beheerd.",
  },
  pl: {
    singular: "Ten profil prowadzi nasz zespół dla rozrywki.",
    plural: "Niektóre profile prowadzi nasz zespół dla rozrywki.",
  },
  sv: {
    singular: "Den här profilen drivs av vårt team som underhållning.",
    plural: "Vissa profiler drivs av vårt team som underhållning.",
  },
};
