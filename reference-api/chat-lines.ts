/**
 * Written lines of the demo chat, per language the sites speak: the first lines offered in an
 * empty conversation (icebreakers) and what a fictional profile answers. Friendly, never explicit.
 */
export const CHAT_LANGUAGES = ["da", "de", "en", "es", "fi", "fr", "it", "nb", "nl", "pl", "sv"] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

export const ICEBREAKER_LINES: Record<ChatLanguage, string[]> = {
  da: [
    "Hej! Dit smil fangede mig med det samme – hvordan går din dag?",
    "Hvad er det bedste, der er sket for dig i denne uge?",
    "Kaffe eller te – og hvor drikker du den helst?",
    "Jeg kan se, vi har noget til fælles. Fortæl mig lidt mere om dig selv!",
    "Hvis du kunne rejse hvorhen som helst i morgen, hvor skulle det så være?",
    "Hej med dig! Hvad laver du helst en søndag?",
  ],
  de: [
    "Hallo! Dein Lächeln ist mir sofort aufgefallen – wie war dein Tag?",
    "Was war das Schönste, das dir diese Woche passiert ist?",
    "Kaffee oder Tee – und wo trinkst du ihn am liebsten?",
    "Ich glaube, wir haben einiges gemeinsam. Erzähl mir mehr von dir!",
    "Wenn du morgen überall hinreisen könntest, wohin ginge es?",
    "Hi! Wie sieht für dich ein perfekter Sonntag aus?",
  ],
  en: [
    "Hi! Your smile caught my eye – how is your day going?",
    "What is the best thing that happened to you this week?",
    "Coffee or tea – and where do you like to drink it most?",
    "I think we have a few things in common. Tell me a bit more about you!",
    "If you could travel anywhere tomorrow, where would you go?",
    "Hey! What does a perfect Sunday look like for you?",
  ],
  es: [
    "¡Hola! Tu sonrisa me llamó la atención, ¿qué tal tu día?",
    "¿Qué es lo mejor que te ha pasado esta semana?",
    "¿Café o té? ¿Y dónde te gusta más tomarlo?",
    "Creo que tenemos cosas en común. ¡Cuéntame un poco más de ti!",
    "Si mañana pudieras viajar a cualquier sitio, ¿adónde irías?",
    "¡Hola! ¿Cómo sería para ti un domingo perfecto?",
  ],
  fi: [
    "Hei! Hymysi pisti heti silmään – miten päiväsi on mennyt?",
    "Mikä on parasta, mitä sinulle on tällä viikolla tapahtunut?",
    "Kahvi vai tee – ja missä juot sitä mieluiten?",
    "Luulen, että meillä on jotain yhteistä. Kerro vähän lisää itsestäsi!",
    "Jos voisit matkustaa huomenna minne tahansa, minne menisit?",
    "Moi! Millainen on sinun täydellinen sunnuntaisi?",
  ],
  fr: [
    "Bonjour ! Ton sourire m'a tout de suite plu – comment se passe ta journée ?",
    "Quelle est la meilleure chose qui t'est arrivée cette semaine ?",
    "Café ou thé – et où préfères-tu le boire ?",
    "Je crois qu'on a quelques points communs. Parle-moi un peu de toi !",
    "Si tu pouvais partir n'importe où demain, où irais-tu ?",
    "Coucou ! À quoi ressemble ton dimanche idéal ?",
  ],
  it: [
    "Ciao! Il tuo sorriso mi ha colpito subito – come va la giornata?",
    "Qual è la cosa più bella che ti è successa questa settimana?",
    "Caffè o tè? E dove ti piace di più berlo?",
    "Credo che abbiamo qualcosa in comune. Raccontami un po' di te!",
    "Se domani potessi partire per qualsiasi posto, dove andresti?",
    "Ciao! Com'è per te una domenica perfetta?",
  ],
  nb: [
    "Hei! Smilet ditt fanget meg med en gang – hvordan går dagen din?",
    "Hva er det beste som har skjedd deg denne uken?",
    "Kaffe eller te – og hvor drikker du det helst?",
    "Jeg tror vi har noe til felles. Fortell meg litt mer om deg selv!",
    "Hvis du kunne reise hvor som helst i morgen, hvor ville du dratt?",
    "Hei du! Hvordan ser en perfekt søndag ut for deg?",
  ],
  nl: [
    "Hoi! Je glimlach viel me meteen op – hoe gaat je dag?",
    "Wat is het leukste dat je deze week is overkomen?",
    "Koffie of thee – en waar drink je het het liefst?",
    "Volgens mij hebben we wat gemeen. Vertel eens wat meer over jezelf!",
    "Als je morgen overal heen kon reizen, waar zou je dan heen gaan?",
    "Hé! Hoe ziet een perfecte zondag er voor jou uit?",
  ],
  pl: [
    "Cześć! Twój uśmiech od razu przykuł moją uwagę – jak mija dzień?",
    "Co najlepszego przydarzyło ci się w tym tygodniu?",
    "Kawa czy herbata – i gdzie najbardziej lubisz ją pić?",
    "Chyba mamy coś wspólnego. Opowiedz mi coś więcej o sobie!",
    "Gdybyś jutro mógł wyjechać dokądkolwiek, dokąd byś pojechał?",
    "Hej! Jak wygląda twoja idealna niedziela?",
  ],
  sv: [
    "Hej! Ditt leende fångade mig direkt – hur går din dag?",
    "Vad är det bästa som hänt dig den här veckan?",
    "Kaffe eller te – och var dricker du det helst?",
    "Jag tror att vi har något gemensamt. Berätta lite mer om dig själv!",
    "Om du kunde resa vart som helst i morgon, vart skulle du åka?",
    "Hej du! Hur ser en perfekt söndag ut för dig?",
  ],
};

export const REPLY_LINES: Record<ChatLanguage, string[]> = {
  da: [
    "Hej, hvor sødt af dig at skrive! 😊",
    "Haha, det lyder godt. Hvad laver du ellers i dag?",
    "Jeg er lige kommet hjem. Fortæl mig mere!",
  ],
  de: [
    "Hey, wie schön, dass du schreibst! 😊",
    "Haha, das klingt gut. Was machst du heute noch?",
    "Ich bin gerade nach Hause gekommen. Erzähl mir mehr!",
  ],
  en: [
    "Hey, so nice of you to write! 😊",
    "Haha, that sounds good. What else are you up to today?",
    "I just got home. Tell me more!",
  ],
  es: [
    "¡Hola, qué bien que me escribas! 😊",
    "Jaja, suena bien. ¿Qué más haces hoy?",
    "Acabo de llegar a casa. ¡Cuéntame más!",
  ],
  fi: [
    "Hei, kiva että kirjoitit! 😊",
    "Haha, kuulostaa hyvältä. Mitä muuta teet tänään?",
    "Tulin juuri kotiin. Kerro lisää!",
  ],
  fr: [
    "Coucou, c'est gentil de m'écrire ! 😊",
    "Haha, ça a l'air bien. Tu fais quoi d'autre aujourd'hui ?",
    "Je viens de rentrer. Raconte-moi plus !",
  ],
  it: [
    "Ciao, che bello che mi scrivi! 😊",
    "Haha, sembra bello. Cos'altro fai oggi?",
    "Sono appena tornata a casa. Raccontami di più!",
  ],
  nb: [
    "Hei, så hyggelig at du skriver! 😊",
    "Haha, det høres bra ut. Hva mer skal du i dag?",
    "Jeg kom akkurat hjem. Fortell meg mer!",
  ],
  nl: [
    "Hé, leuk dat je schrijft! 😊",
    "Haha, dat klinkt goed. Wat ga je vandaag nog doen?",
    "Ik ben net thuis. Vertel me meer!",
  ],
  pl: [
    "Hej, miło, że piszesz! 😊",
    "Haha, brzmi dobrze. Co jeszcze dziś robisz?",
    "Właśnie wróciłam do domu. Opowiedz mi więcej!",
  ],
  sv: [
    "Hej, vad gulligt att du skriver! 😊",
    "Haha, det låter bra. Vad mer gör du i dag?",
    "Jag kom precis hem. Berätta mer!",
  ],
};

/** The chat language of a language tag ("de-AT", "nb_NO"); undefined when the sites do not speak it. */
export function chatLanguage(tag: string | undefined): ChatLanguage | undefined {
  const primary = tag?.trim().slice(0, 2).toLowerCase();
  // Norwegian without a written standard ("no") is read as Bokmål.
  const code = primary === "no" ? "nb" : primary;
  return CHAT_LANGUAGES.find((l) => l === code);
}

/** The first language of an Accept-Language header the sites speak, by the header's weights. */
export function acceptedChatLanguage(header: string | undefined): ChatLanguage | undefined {
  const ranked = (header ?? "")
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1
      );
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const language = chatLanguage(tag);
    if (language) return language;
  }
  return undefined;
}
