import type { ApiLanguage } from "../languages";

/** What a push says, per event; {{name}} is the other member's name. */
export type PushTextKey = "message" | "conversation" | "gift" | "like" | "match";

/**
 * The pushes' bodies in every language the API writes (en-US reads en). Polish avoids the
 * gendered past tense ("wysłał/wysłała"), so one text fits every sender.
 */
export const PUSH_TEXTS: Record<ApiLanguage, Record<PushTextKey, string>> = {
  en: {
    message: "{{name}} sent you a message",
    conversation: "{{name}} started a conversation with you",
    gift: "{{name}} sent you a gift",
    like: "{{name}} likes you",
    match: "You and {{name}} like each other: it's a match!",
  },
  de: {
    message: "{{name}} hat dir eine Nachricht geschickt",
    conversation: "{{name}} hat ein Gespräch mit dir begonnen",
    gift: "{{name}} hat dir ein Geschenk geschickt",
    like: "{{name}} mag dich",
    match: "Du und {{name}} mögt euch: ein Match!",
  },
  nl: {
    message: "{{name}} heeft je een bericht gestuurd",
    conversation: "{{name}} is een gesprek met je begonnen",
    gift: "{{name}} heeft je een cadeau gestuurd",
    like: "{{name}} vindt je leuk",
    match: "Jij en {{name}} vinden elkaar leuk: een match!",
  },
  fr: {
    message: "{{name}} vous a envoyé un message",
    conversation: "{{name}} a commencé une conversation avec vous",
    gift: "{{name}} vous a envoyé un cadeau",
    like: "Vous plaisez à {{name}}",
    match: "Vous et {{name}} vous plaisez mutuellement : c'est un match !",
  },
  es: {
    message: "{{name}} te ha enviado un mensaje",
    conversation: "{{name}} ha empezado una conversación contigo",
    gift: "{{name}} te ha enviado un regalo",
    like: "Le gustas a {{name}}",
    match: "{{name}} y tú os gustáis: ¡es un match!",
  },
  it: {
    message: "{{name}} ti ha inviato un messaggio",
    conversation: "{{name}} ha iniziato una conversazione con te",
    gift: "{{name}} ti ha inviato un regalo",
    like: "Piaci a {{name}}",
    match: "Tu e {{name}} vi piacete: è un match!",
  },
  da: {
    message: "{{name}} har sendt dig en besked",
    conversation: "{{name}} har startet en samtale med dig",
    gift: "{{name}} har sendt dig en gave",
    like: "{{name}} kan lide dig",
    match: "Du og {{name}} kan lide hinanden: det er et match!",
  },
  nb: {
    message: "{{name}} har sendt deg en melding",
    conversation: "{{name}} har startet en samtale med deg",
    gift: "{{name}} har sendt deg en gave",
    like: "{{name}} liker deg",
    match: "Du og {{name}} liker hverandre: det er en match!",
  },
  sv: {
    message: "{{name}} har skickat ett meddelande till dig",
    conversation: "{{name}} har startat en konversation med dig",
    gift: "{{name}} har skickat en gåva till dig",
    like: "{{name}} gillar dig",
    match: "Du och {{name}} gillar varandra: det är en match!",
  },
  fi: {
    message: "{{name}} lähetti sinulle viestin",
    conversation: "{{name}} aloitti keskustelun kanssasi",
    gift: "{{name}} lähetti sinulle lahjan",
    like: "{{name}} tykkää sinusta",
    match: "Sinä ja {{name}} tykkäätte toisistanne: se on match!",
  },
  pl: {
    message: "Masz nową wiadomość od {{name}}",
    conversation: "{{name}} zaczyna z Tobą rozmowę",
    gift: "Masz prezent od {{name}}",
    like: "{{name}} lubi Cię",
    match: "Ty i {{name}} lubicie się nawzajem: to match!",
  },
};
