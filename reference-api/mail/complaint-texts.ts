import { interpolate } from "../interpolate";

/**
 * The acknowledgement of a complaint, in every language the other mails have. `{{site}}` is the
 * site's name. The complainant's own words are never repeated: a visitor may give any address,
 * and the mail must not carry a stranger's text to it.
 */
interface MailText {
  subject: string;
  body: string;
}

const TEXTS: Record<string, MailText> = {
  en: {
    subject: "We have received your message – {{site}}",
    body: "Hello,\n\nThank you for contacting {{site}}. We have received your report and our team will look into it. If we need more information, we will contact you at this address.\n\nThe {{site}} team",
  },
  da: {
    subject: "Vi har modtaget din henvendelse – {{site}}",
    body: "Hej,\n\nTak fordi du kontaktede {{site}}. Vi har modtaget din anmeldelse, og vores team ser på den. Har vi brug for flere oplysninger, kontakter vi dig på denne adresse.\n\nHilsen {{site}}",
  },
  de: {
    subject: "Wir haben deine Nachricht erhalten – {{site}}",
    body: "Hallo,\n\ndanke, dass du dich an {{site}} gewandt hast. Wir haben deine Meldung erhalten und unser Team kümmert sich darum. Falls wir weitere Informationen brauchen, melden wir uns unter dieser Adresse.\n\nDein {{site}}-Team",
  },
  es: {
    subject: "Hemos recibido tu mensaje – {{site}}",
    body: "Hola:\n\nGracias por ponerte en contacto con {{site}}. Hemos recibido tu denuncia y nuestro equipo la revisará. Si necesitamos más información, te escribiremos a esta dirección.\n\nEl equipo de {{site}}",
  },
  fi: {
    subject: "Olemme vastaanottaneet viestisi – {{site}}",
    body: "Hei,\n\nKiitos, että otit yhteyttä {{site}}-palveluun. Olemme vastaanottaneet ilmoituksesi, ja tiimimme käsittelee sen. Jos tarvitsemme lisätietoja, otamme yhteyttä tähän osoitteeseen.\n\nTerveisin {{site}}",
  },
  fr: {
    subject: "Nous avons bien reçu votre message – {{site}}",
    body: "Bonjour,\n\nMerci d'avoir contacté {{site}}. Nous avons bien reçu votre signalement et notre équipe va l'examiner. Si nous avons besoin de plus d'informations, nous vous écrirons à cette adresse.\n\nL'équipe {{site}}",
  },
  it: {
    subject: "Abbiamo ricevuto il tuo messaggio – {{site}}",
    body: "Ciao,\n\ngrazie per aver contattato {{site}}. Abbiamo ricevuto la tua segnalazione e il nostro team la esaminerà. Se ci servono altre informazioni, ti scriveremo a questo indirizzo.\n\nIl team di {{site}}",
  },
  nb: {
    subject: "Vi har mottatt henvendelsen din – {{site}}",
    body: "Hei,\n\nTakk for at du kontaktet {{site}}. Vi har mottatt rapporten din, og teamet vårt ser på den. Trenger vi mer informasjon, kontakter vi deg på denne adressen.\n\nHilsen {{site}}",
  },
  nl: {
    subject: "We hebben je bericht ontvangen – {{site}}",
    body: "Hallo,\n\nBedankt voor je bericht aan {{site}}. We hebben je melding ontvangen en ons team gaat ermee aan de slag. Als we meer informatie nodig hebben, nemen we contact op via dit adres.\n\nHet {{site}}-team",
  },
  pl: {
    subject: "Otrzymaliśmy Twoją wiadomość – {{site}}",
    body: "Cześć,\n\ndziękujemy za kontakt z {{site}}. Otrzymaliśmy Twoje zgłoszenie i nasz zespół się nim zajmie. Jeśli będziemy potrzebować więcej informacji, napiszemy na ten adres.\n\nZespół {{site}}",
  },
  sv: {
    subject: "Vi har tagit emot ditt meddelande – {{site}}",
    body: "Hej,\n\nTack för att du kontaktade {{site}}. Vi har tagit emot din anmälan och vårt team tittar på den. Behöver vi mer information hör vi av oss till den här adressen.\n\nHälsningar {{site}}",
  },
};

/** The acknowledgement in `language` (first two letters), English when it is not one of ours. */
export function complaintAckMail(language: string, site: string): MailText {
  const text = TEXTS[language.slice(0, 2).toLowerCase()] ?? TEXTS.en;
  return { subject: interpolate(text.subject, { site }), body: interpolate(text.body, { site }) };
}

export const COMPLAINT_MAIL_LANGUAGES = Object.keys(TEXTS);
