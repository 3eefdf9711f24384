import type { ApiLanguage } from "./languages";

/**
 * Written lines of the demo chat, per language the sites speak: the first lines offered in an
 * empty conversation (icebreakers) and what a fictional profile answers. Friendly, never explicit.
 */

export const ICEBREAKER_LINES: Record<ApiLanguage, string[]> = {
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
    "Bonjour ! Votre sourire m'a tout de suite plu – comment se passe votre journée ?",
    "Quelle est la meilleure chose qui vous est arrivée cette semaine ?",
    "Café ou thé – et où préférez-vous le boire ?",
    "Je crois que nous avons quelques points communs. Parlez-moi un peu de vous !",
    "Si vous pouviez partir n'importe où demain, où iriez-vous ?",
    "Bonjour ! À quoi ressemble votre dimanche idéal ?",
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

/** What the seed's profiles wrote to each demo member, in the member's language. */
export const OPENER_LINES: Record<ApiLanguage, string[]> = {
  da: [
    "Hej! Hvordan går din dag? 😊",
    "Din profil fik mig til at smile. Hvad skal du i weekenden?",
    "Hej, jeg tror, vi ville passe godt sammen. Skal vi skrive?",
  ],
  de: [
    "Hallo! Wie läuft dein Tag? 😊",
    "Dein Profil hat mich zum Lächeln gebracht. Was machst du am Wochenende?",
    "Hey, ich glaube, wir würden uns gut verstehen. Lust zu schreiben?",
  ],
  en: [
    "Hi there! How's your day going? 😊",
    "Your profile made me smile. What are you up to this weekend?",
    "Hey, I think we'd get along. Fancy a chat?",
  ],
  es: [
    "¡Hola! ¿Qué tal va tu día? 😊",
    "Tu perfil me ha hecho sonreír. ¿Qué planes tienes para el fin de semana?",
    "Hola, creo que nos llevaríamos bien. ¿Charlamos?",
  ],
  fi: [
    "Hei! Miten päiväsi sujuu? 😊",
    "Profiilisi sai minut hymyilemään. Mitä teet viikonloppuna?",
    "Moi, luulen että tulisimme hyvin toimeen. Jutellaanko?",
  ],
  fr: [
    "Bonjour ! Comment se passe votre journée ? 😊",
    "Votre profil m'a fait sourire. Que faites-vous ce week-end ?",
    "Bonjour, je crois que nous nous entendrions bien. Et si nous discutions ?",
  ],
  it: [
    "Ciao! Come sta andando la tua giornata? 😊",
    "Il tuo profilo mi ha fatto sorridere. Che programmi hai per il fine settimana?",
    "Ciao, credo che andremmo d'accordo. Ci facciamo due chiacchiere?",
  ],
  nb: [
    "Hei! Hvordan går dagen din? 😊",
    "Profilen din fikk meg til å smile. Hva skal du i helgen?",
    "Hei, jeg tror vi hadde passet godt sammen. Skal vi skrive litt?",
  ],
  nl: [
    "Hoi! Hoe gaat je dag? 😊",
    "Je profiel maakte me aan het glimlachen. Wat ga je dit weekend doen?",
    "Hé, ik denk dat we het goed met elkaar zouden kunnen vinden. Zin om te kletsen?",
  ],
  pl: [
    "Cześć! Jak mija ci dzień? 😊",
    "Twój profil wywołał uśmiech na mojej twarzy. Jakie masz plany na weekend?",
    "Hej, myślę, że byśmy się dogadali. Może pogadamy?",
  ],
  sv: [
    "Hej! Hur går din dag? 😊",
    "Din profil fick mig att le. Vad ska du göra i helgen?",
    "Hej, jag tror att vi skulle komma bra överens. Ska vi chatta?",
  ],
};

export const REPLY_LINES: Record<ApiLanguage, string[]> = {
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
    "Bonjour, c'est gentil de m'écrire ! 😊",
    "Haha, ça a l'air bien. Que faites-vous d'autre aujourd'hui ?",
    "Je viens de rentrer. Racontez-m'en plus !",
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
