/**
 * Real regions and cities of the demo sites' countries: enough for a believable demo and for
 * regions.php. Each region lists a few of its cities.
 */
export const GEO: Record<string, Record<string, string[]>> = {
  NL: { "Noord-Holland": ["Amsterdam", "Haarlem", "Alkmaar"], "Zuid-Holland": ["Rotterdam", "Den Haag", "Leiden"], Utrecht: ["Utrecht", "Amersfoort"], "Noord-Brabant": ["Eindhoven", "Tilburg", "Breda"], Gelderland: ["Arnhem", "Nijmegen", "Apeldoorn"], Groningen: ["Groningen"] },
  BE: { Antwerpen: ["Antwerpen", "Mechelen"], "Oost-Vlaanderen": ["Gent", "Aalst"], "Brussels Hoofdstedelijk Gewest": ["Brussel"], Liège: ["Liège", "Verviers"], Hainaut: ["Charleroi", "Mons"] },
  DE: { Berlin: ["Berlin"], Bayern: ["München", "Nürnberg", "Augsburg"], "Nordrhein-Westfalen": ["Köln", "Düsseldorf", "Dortmund"], Hamburg: ["Hamburg"], Hessen: ["Frankfurt am Main", "Wiesbaden"], "Baden-Württemberg": ["Stuttgart", "Karlsruhe", "Freiburg"] },
  GB: { "Greater London": ["London"], "Greater Manchester": ["Manchester", "Bolton"], "West Midlands": ["Birmingham", "Coventry"], "West Yorkshire": ["Leeds", "Bradford"], "City of Edinburgh": ["Edinburgh"], Merseyside: ["Liverpool"] },
  IE: { Dublin: ["Dublin", "Swords"], Cork: ["Cork"], Galway: ["Galway"], Limerick: ["Limerick"] },
  US: { California: ["Los Angeles", "San Francisco", "San Diego"], "New York": ["New York", "Buffalo"], Texas: ["Houston", "Austin", "Dallas"], Florida: ["Miami", "Orlando", "Tampa"], Illinois: ["Chicago"], Washington: ["Seattle", "Spokane"] },
  CA: { Ontario: ["Toronto", "Ottawa", "Hamilton"], Quebec: ["Montréal", "Québec"], "British Columbia": ["Vancouver", "Victoria"], Alberta: ["Calgary", "Edmonton"] },
  AU: { "New South Wales": ["Sydney", "Newcastle"], Victoria: ["Melbourne", "Geelong"], Queensland: ["Brisbane", "Gold Coast"], "Western Australia": ["Perth"] },
  AT: { Wien: ["Wien"], Steiermark: ["Graz"], Tirol: ["Innsbruck"], Salzburg: ["Salzburg"], Oberösterreich: ["Linz", "Wels"] },
  CH: { Zürich: ["Zürich", "Winterthur"], Bern: ["Bern", "Biel/Bienne"], Genève: ["Genève"], Vaud: ["Lausanne"], "Basel-Stadt": ["Basel"], Ticino: ["Lugano"] },
  DK: { Hovedstaden: ["København", "Frederiksberg"], Midtjylland: ["Aarhus", "Randers"], Syddanmark: ["Odense", "Esbjerg"], Nordjylland: ["Aalborg"] },
  NO: { Oslo: ["Oslo"], Vestland: ["Bergen"], Trøndelag: ["Trondheim"], Rogaland: ["Stavanger"] },
  SE: { Stockholm: ["Stockholm"], "Västra Götaland": ["Göteborg"], Skåne: ["Malmö", "Lund"], Uppsala: ["Uppsala"] },
  FI: { Uusimaa: ["Helsinki", "Espoo", "Vantaa"], Pirkanmaa: ["Tampere"], "Varsinais-Suomi": ["Turku"], "Pohjois-Pohjanmaa": ["Oulu"] },
  FR: { "Île-de-France": ["Paris", "Versailles"], "Auvergne-Rhône-Alpes": ["Lyon", "Grenoble"], "Provence-Alpes-Côte d'Azur": ["Marseille", "Nice"], Occitanie: ["Toulouse", "Montpellier"], "Nouvelle-Aquitaine": ["Bordeaux"] },
  IT: { Lombardia: ["Milano", "Bergamo"], Lazio: ["Roma"], Campania: ["Napoli", "Salerno"], Piemonte: ["Torino"], Toscana: ["Firenze", "Pisa"] },
  ES: { "Comunidad de Madrid": ["Madrid"], Cataluña: ["Barcelona", "Girona"], Andalucía: ["Sevilla", "Málaga", "Granada"], "Comunidad Valenciana": ["Valencia", "Alicante"] },
  PL: { Mazowieckie: ["Warszawa", "Radom"], Małopolskie: ["Kraków"], Dolnośląskie: ["Wrocław"], Wielkopolskie: ["Poznań"], Pomorskie: ["Gdańsk", "Gdynia"] },
};

/** SPEC §9: the word a country uses for its regions. */
export const REGION_LABEL: Record<string, "province" | "state" | "region" | "canton" | "voivodeship" | "county"> = {
  NL: "province", BE: "province", DE: "state", AT: "state", US: "state", AU: "state", CA: "province",
  CH: "canton", PL: "voivodeship", GB: "county", IE: "county", DK: "region", NO: "county", SE: "county",
  FI: "region", FR: "region", IT: "region", ES: "region",
};

/** Currency per country, for minimum message costs. */
export const CURRENCY: Record<string, string> = {
  NL: "EUR", BE: "EUR", DE: "EUR", AT: "EUR", IE: "EUR", FI: "EUR", FR: "EUR", IT: "EUR", ES: "EUR",
  GB: "GBP", US: "USD", CA: "CAD", AU: "AUD", CH: "CHF", DK: "DKK", NO: "NOK", SE: "SEK", PL: "PLN",
};
