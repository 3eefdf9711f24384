import type { ApiLanguage } from "../languages";
import { apiLanguage } from "../languages";
import { interpolate } from "../interpolate";

/**
 * The notification e-mails in every language the API writes (en-US reads en). Plain text like
 * the other mails: `{{name}}` is the other member, `{{site}}` the site's name, `{{link}}` the
 * conversation or profile on the site; each ends with the one-click unsubscribe link and the way
 * to the settings. A message's own words are never copied into a mail: an inbox preview is seen
 * by more eyes than the chat.
 */
export type NotificationMailKind =
  | "new_conversation"
  | "new_message"
  | "like"
  | "match"
  | "unread_message_reminder"
  | "unread_message_reminders";

interface Texts {
  greeting: string;
  signoff: string;
  unsubscribe: string;
  settings: string;
  mails: Record<NotificationMailKind, { subject: string; text: string }>;
}

const TEXTS: Record<ApiLanguage, Texts> = {
  en: {
    greeting: "Hello,",
    signoff: "The {{site}} team",
    unsubscribe: "Don't want these e-mails any more? Unsubscribe with one click: {{unsubscribe}}",
    settings: "All your e-mail settings: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} has written to you on {{site}}",
        text: "{{name}} has sent you a first message on {{site}}. Read it and answer here:",
      },
      new_message: {
        subject: "New message from {{name}} on {{site}}",
        text: "{{name}} has sent you a new message on {{site}}. Read it here:",
      },
      like: {
        subject: "{{name}} likes you on {{site}}",
        text: "{{name}} likes you on {{site}}. Have a look at the profile – like back and it's a match:",
      },
      match: {
        subject: "It's a match: you and {{name}} on {{site}}",
        text: "You and {{name}} like each other on {{site}}. Why not write the first message?",
      },
      unread_message_reminder: {
        subject: "{{name}} is waiting for your answer on {{site}}",
        text: "You have an unread message from {{name}} on {{site}}. Read it here:",
      },
      unread_message_reminders: {
        subject: "You have unread messages on {{site}}",
        text: "{{name}} and others have sent you messages on {{site}} that you have not read yet. Read them here:",
      },
    },
  },
  da: {
    greeting: "Hej,",
    signoff: "Hilsen {{site}}",
    unsubscribe: "Vil du ikke have disse e-mails mere? Afmeld med ét klik: {{unsubscribe}}",
    settings: "Alle dine e-mailindstillinger: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} har skrevet til dig på {{site}}",
        text: "{{name}} har sendt dig en første besked på {{site}}. Læs den og svar her:",
      },
      new_message: {
        subject: "Ny besked fra {{name}} på {{site}}",
        text: "{{name}} har sendt dig en ny besked på {{site}}. Læs den her:",
      },
      like: {
        subject: "{{name}} kan lide dig på {{site}}",
        text: "{{name}} kan lide dig på {{site}}. Se profilen – giv et like tilbage, så er det et match:",
      },
      match: {
        subject: "Det er et match: dig og {{name}} på {{site}}",
        text: "Du og {{name}} kan lide hinanden på {{site}}. Hvorfor ikke skrive den første besked?",
      },
      unread_message_reminder: {
        subject: "{{name}} venter på dit svar på {{site}}",
        text: "Du har en ulæst besked fra {{name}} på {{site}}. Læs den her:",
      },
      unread_message_reminders: {
        subject: "Du har ulæste beskeder på {{site}}",
        text: "{{name}} og andre har sendt dig beskeder på {{site}}, som du ikke har læst endnu. Læs dem her:",
      },
    },
  },
  de: {
    greeting: "Hallo,",
    signoff: "Dein {{site}}-Team",
    unsubscribe: "Du möchtest diese E-Mails nicht mehr? Mit einem Klick abmelden: {{unsubscribe}}",
    settings: "Alle deine E-Mail-Einstellungen: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} hat dir auf {{site}} geschrieben",
        text: "{{name}} hat dir eine erste Nachricht auf {{site}} geschickt. Hier kannst du sie lesen und antworten:",
      },
      new_message: {
        subject: "Neue Nachricht von {{name}} auf {{site}}",
        text: "{{name}} hat dir eine neue Nachricht auf {{site}} geschickt. Hier kannst du sie lesen:",
      },
      like: {
        subject: "{{name}} mag dich auf {{site}}",
        text: "{{name}} mag dich auf {{site}}. Schau dir das Profil an – magst du zurück, ist es ein Match:",
      },
      match: {
        subject: "Es ist ein Match: du und {{name}} auf {{site}}",
        text: "du und {{name}} mögt euch auf {{site}}. Warum schreibst du nicht die erste Nachricht?",
      },
      unread_message_reminder: {
        subject: "{{name}} wartet auf deine Antwort auf {{site}}",
        text: "du hast eine ungelesene Nachricht von {{name}} auf {{site}}. Hier kannst du sie lesen:",
      },
      unread_message_reminders: {
        subject: "Du hast ungelesene Nachrichten auf {{site}}",
        text: "{{name}} und andere haben dir auf {{site}} Nachrichten geschickt, die du noch nicht gelesen hast. Hier kannst du sie lesen:",
      },
    },
  },
  es: {
    greeting: "Hola:",
    signoff: "El equipo de {{site}}",
    unsubscribe: "¿No quieres recibir más estos correos? Date de baja con un clic: {{unsubscribe}}",
    settings: "Todos tus ajustes de correo: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} te ha escrito en {{site}}",
        text: "{{name}} te ha enviado un primer mensaje en {{site}}. Léelo y responde aquí:",
      },
      new_message: {
        subject: "Nuevo mensaje de {{name}} en {{site}}",
        text: "{{name}} te ha enviado un nuevo mensaje en {{site}}. Léelo aquí:",
      },
      like: {
        subject: "Le gustas a {{name}} en {{site}}",
        text: "Le gustas a {{name}} en {{site}}. Echa un vistazo al perfil: si tú también le das a «me gusta», es un match:",
      },
      match: {
        subject: "Es un match: tú y {{name}} en {{site}}",
        text: "{{name}} y tú os gustáis en {{site}}. ¿Por qué no escribes el primer mensaje?",
      },
      unread_message_reminder: {
        subject: "{{name}} espera tu respuesta en {{site}}",
        text: "Tienes un mensaje sin leer de {{name}} en {{site}}. Léelo aquí:",
      },
      unread_message_reminders: {
        subject: "Tienes mensajes sin leer en {{site}}",
        text: "{{name}} y otras personas te han enviado mensajes en {{site}} que aún no has leído. Léelos aquí:",
      },
    },
  },
  fi: {
    greeting: "Hei,",
    signoff: "{{site}}-tiimi",
    unsubscribe: "Etkö halua enää näitä sähköposteja? Peru tilaus yhdellä napsautuksella: {{unsubscribe}}",
    settings: "Kaikki sähköpostiasetuksesi: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} kirjoitti sinulle palvelussa {{site}}",
        text: "{{name}} lähetti sinulle ensimmäisen viestin palvelussa {{site}}. Lue se ja vastaa tästä:",
      },
      new_message: {
        subject: "Uusi viesti käyttäjältä {{name}} palvelussa {{site}}",
        text: "{{name}} lähetti sinulle uuden viestin palvelussa {{site}}. Lue se tästä:",
      },
      like: {
        subject: "{{name}} tykkää sinusta palvelussa {{site}}",
        text: "{{name}} tykkää sinusta palvelussa {{site}}. Katso profiili – tykkää takaisin, niin syntyy match:",
      },
      match: {
        subject: "Match: sinä ja {{name}} palvelussa {{site}}",
        text: "Sinä ja {{name}} tykkäätte toisistanne palvelussa {{site}}. Mitä jos kirjoittaisit ensimmäisen viestin?",
      },
      unread_message_reminder: {
        subject: "{{name}} odottaa vastaustasi palvelussa {{site}}",
        text: "Sinulla on lukematon viesti käyttäjältä {{name}} palvelussa {{site}}. Lue se tästä:",
      },
      unread_message_reminders: {
        subject: "Sinulla on lukemattomia viestejä palvelussa {{site}}",
        text: "{{name}} ja muut ovat lähettäneet sinulle palvelussa {{site}} viestejä, joita et ole vielä lukenut. Lue ne tästä:",
      },
    },
  },
  fr: {
    greeting: "Bonjour,",
    signoff: "L'équipe {{site}}",
    unsubscribe: "Vous ne souhaitez plus recevoir ces e-mails ? Désabonnez-vous en un clic : {{unsubscribe}}",
    settings: "Tous vos réglages d'e-mail : {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} vous a écrit sur {{site}}",
        text: "{{name}} vous a envoyé un premier message sur {{site}}. Lisez-le et répondez ici :",
      },
      new_message: {
        subject: "Nouveau message de {{name}} sur {{site}}",
        text: "{{name}} vous a envoyé un nouveau message sur {{site}}. Lisez-le ici :",
      },
      like: {
        subject: "Vous plaisez à {{name}} sur {{site}}",
        text: "Vous plaisez à {{name}} sur {{site}}. Découvrez son profil : si vous aimez en retour, c'est un match :",
      },
      match: {
        subject: "C'est un match : vous et {{name}} sur {{site}}",
        text: "Vous et {{name}} vous plaisez mutuellement sur {{site}}. Pourquoi ne pas écrire le premier message ?",
      },
      unread_message_reminder: {
        subject: "{{name}} attend votre réponse sur {{site}}",
        text: "Vous avez un message non lu de {{name}} sur {{site}}. Lisez-le ici :",
      },
      unread_message_reminders: {
        subject: "Vous avez des messages non lus sur {{site}}",
        text: "{{name}} et d'autres membres vous ont envoyé sur {{site}} des messages que vous n'avez pas encore lus. Lisez-les ici :",
      },
    },
  },
  it: {
    greeting: "Ciao,",
    signoff: "Il team di {{site}}",
    unsubscribe: "Non vuoi più ricevere queste e-mail? Annulla l'iscrizione con un clic: {{unsubscribe}}",
    settings: "Tutte le tue impostazioni e-mail: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} ti ha scritto su {{site}}",
        text: "{{name}} ti ha inviato un primo messaggio su {{site}}. Leggilo e rispondi qui:",
      },
      new_message: {
        subject: "Nuovo messaggio da {{name}} su {{site}}",
        text: "{{name}} ti ha inviato un nuovo messaggio su {{site}}. Leggilo qui:",
      },
      like: {
        subject: "Piaci a {{name}} su {{site}}",
        text: "Piaci a {{name}} su {{site}}. Dai un'occhiata al profilo: se ricambi il mi piace, è un match:",
      },
      match: {
        subject: "È un match: tu e {{name}} su {{site}}",
        text: "Tu e {{name}} vi piacete a vicenda su {{site}}. Perché non scrivi il primo messaggio?",
      },
      unread_message_reminder: {
        subject: "{{name}} aspetta la tua risposta su {{site}}",
        text: "Hai un messaggio non letto da {{name}} su {{site}}. Leggilo qui:",
      },
      unread_message_reminders: {
        subject: "Hai messaggi non letti su {{site}}",
        text: "{{name}} e altri ti hanno inviato su {{site}} messaggi che non hai ancora letto. Leggili qui:",
      },
    },
  },
  nb: {
    greeting: "Hei,",
    signoff: "Hilsen {{site}}",
    unsubscribe: "Vil du ikke ha disse e-postene lenger? Meld deg av med ett klikk: {{unsubscribe}}",
    settings: "Alle e-postinnstillingene dine: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} har skrevet til deg på {{site}}",
        text: "{{name}} har sendt deg en første melding på {{site}}. Les den og svar her:",
      },
      new_message: {
        subject: "Ny melding fra {{name}} på {{site}}",
        text: "{{name}} har sendt deg en ny melding på {{site}}. Les den her:",
      },
      like: {
        subject: "{{name}} liker deg på {{site}}",
        text: "{{name}} liker deg på {{site}}. Ta en titt på profilen – lik tilbake, så er det en match:",
      },
      match: {
        subject: "Det er en match: deg og {{name}} på {{site}}",
        text: "Du og {{name}} liker hverandre på {{site}}. Hvorfor ikke skrive den første meldingen?",
      },
      unread_message_reminder: {
        subject: "{{name}} venter på svaret ditt på {{site}}",
        text: "Du har en ulest melding fra {{name}} på {{site}}. Les den her:",
      },
      unread_message_reminders: {
        subject: "Du har uleste meldinger på {{site}}",
        text: "{{name}} og andre har sendt deg meldinger på {{site}} som du ikke har lest ennå. Les dem her:",
      },
    },
  },
  nl: {
    greeting: "Hallo,",
    signoff: "Het {{site}}-team",
    unsubscribe: "Wil je deze e-mails niet meer? Meld je met één klik af: {{unsubscribe}}",
    settings: "Al je e-mailinstellingen: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} heeft je geschreven op {{site}}",
        text: "{{name}} heeft je een eerste bericht gestuurd op {{site}}. Lees het en antwoord hier:",
      },
      new_message: {
        subject: "Nieuw bericht van {{name}} op {{site}}",
        text: "{{name}} heeft je een nieuw bericht gestuurd op {{site}}. Lees het hier:",
      },
      like: {
        subject: "{{name}} vindt je leuk op {{site}}",
        text: "{{name}} vindt je leuk op {{site}}. Bekijk het profiel – vind je het ook leuk, dan is het een match:",
      },
      match: {
        subject: "Het is een match: jij en {{name}} op {{site}}",
        text: "Jij en {{name}} vinden elkaar leuk op {{site}}. Waarom stuur je niet het eerste bericht?",
      },
      unread_message_reminder: {
        subject: "{{name}} wacht op je antwoord op {{site}}",
        text: "Je hebt een ongelezen bericht van {{name}} op {{site}}. Lees het hier:",
      },
      unread_message_reminders: {
        subject: "Je hebt ongelezen berichten op {{site}}",
        text: "{{name}} en anderen hebben je op {{site}} berichten gestuurd die je nog niet hebt gelezen. Lees ze hier:",
      },
    },
  },
  pl: {
    greeting: "Cześć,",
    signoff: "Zespół {{site}}",
    unsubscribe: "Nie chcesz więcej takich e-maili? Wypisz się jednym kliknięciem: {{unsubscribe}}",
    settings: "Wszystkie ustawienia e-maili: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} napisał(a) do Ciebie w {{site}}",
        text: "{{name}} wysłał(a) Ci pierwszą wiadomość w {{site}}. Przeczytaj ją i odpowiedz tutaj:",
      },
      new_message: {
        subject: "Nowa wiadomość od {{name}} w {{site}}",
        text: "{{name}} wysłał(a) Ci nową wiadomość w {{site}}. Przeczytaj ją tutaj:",
      },
      like: {
        subject: "{{name}} polubił(a) Cię w {{site}}",
        text: "{{name}} polubił(a) Cię w {{site}}. Zobacz profil – odwzajemnij polubienie, a będzie match:",
      },
      match: {
        subject: "Macie match: Ty i {{name}} w {{site}}",
        text: "Ty i {{name}} polubiliście się nawzajem w {{site}}. Może napiszesz pierwszą wiadomość?",
      },
      unread_message_reminder: {
        subject: "{{name}} czeka na Twoją odpowiedź w {{site}}",
        text: "Masz nieprzeczytaną wiadomość od {{name}} w {{site}}. Przeczytaj ją tutaj:",
      },
      unread_message_reminders: {
        subject: "Masz nieprzeczytane wiadomości w {{site}}",
        text: "{{name}} i inni wysłali Ci w {{site}} wiadomości, których jeszcze nie przeczytałeś/aś. Przeczytaj je tutaj:",
      },
    },
  },
  sv: {
    greeting: "Hej,",
    signoff: "Hälsningar {{site}}",
    unsubscribe: "Vill du inte längre få de här mejlen? Avregistrera dig med ett klick: {{unsubscribe}}",
    settings: "Alla dina e-postinställningar: {{settings}}",
    mails: {
      new_conversation: {
        subject: "{{name}} har skrivit till dig på {{site}}",
        text: "{{name}} har skickat ett första meddelande till dig på {{site}}. Läs det och svara här:",
      },
      new_message: {
        subject: "Nytt meddelande från {{name}} på {{site}}",
        text: "{{name}} har skickat ett nytt meddelande till dig på {{site}}. Läs det här:",
      },
      like: {
        subject: "{{name}} gillar dig på {{site}}",
        text: "{{name}} gillar dig på {{site}}. Ta en titt på profilen – gilla tillbaka så blir det en match:",
      },
      match: {
        subject: "Det är en match: du och {{name}} på {{site}}",
        text: "Du och {{name}} gillar varandra på {{site}}. Varför inte skriva det första meddelandet?",
      },
      unread_message_reminder: {
        subject: "{{name}} väntar på ditt svar på {{site}}",
        text: "Du har ett oläst meddelande från {{name}} på {{site}}. Läs det här:",
      },
      unread_message_reminders: {
        subject: "Du har olästa meddelanden på {{site}}",
        text: "{{name}} och andra har skickat meddelanden till dig på {{site}} som du inte har läst än. Läs dem här:",
      },
    },
  },
};

export interface NotificationMailVars {
  site: string;
  name: string;
  link: string;
  unsubscribe: string;
  settings: string;
}

/** The mail in the member's language (English when the API writes none of it). */
export function notificationMail(kind: NotificationMailKind, language: string, vars: NotificationMailVars) {
  const texts = TEXTS[apiLanguage(language) ?? "en"];
  const { subject, text } = texts.mails[kind];
  const body = [
    texts.greeting,
    "",
    text,
    "",
    "{{link}}",
    "",
    texts.signoff,
    "",
    "-- ",
    texts.unsubscribe,
    texts.settings,
  ].join("\n");
  return { subject: interpolate(subject, { ...vars }), body: interpolate(body, { ...vars }) };
}

export const NOTIFICATION_MAIL_LANGUAGES = Object.keys(TEXTS);
