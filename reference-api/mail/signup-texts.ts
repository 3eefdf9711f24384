import { interpolate } from "../interpolate";

/** The activation e-mail in each member language; {{site}}, {{name}} and {{link}} are filled in. */
interface ActivationText {
  subject: string;
  body: string;
}

const ACTIVATION: Record<string, ActivationText> = {
  en: {
    subject: "Confirm your e-mail address for {{site}}",
    body: "Hello {{name}},\n\nWelcome to {{site}}! Please confirm your e-mail address by opening this link:\n\n{{link}}\n\nThe link works once and expires in {{days}} days. If you did not sign up, you can ignore this e-mail.\n\nThe {{site}} team",
  },
  da: {
    subject: "Bekræft din e-mailadresse hos {{site}}",
    body: "Hej {{name}},\n\nVelkommen til {{site}}! Bekræft venligst din e-mailadresse ved at åbne dette link:\n\n{{link}}\n\nLinket virker én gang og udløber om {{days}} dage. Hvis du ikke har tilmeldt dig, kan du se bort fra denne e-mail.\n\nHilsen {{site}}",
  },
  de: {
    subject: "Bestätige deine E-Mail-Adresse bei {{site}}",
    body: "Hallo {{name}},\n\nwillkommen bei {{site}}! Bitte bestätige deine E-Mail-Adresse über diesen Link:\n\n{{link}}\n\nDer Link funktioniert einmal und läuft in {{days}} Tagen ab. Wenn du dich nicht angemeldet hast, kannst du diese E-Mail ignorieren.\n\nDein {{site}}-Team",
  },
  es: {
    subject: "Confirma tu dirección de correo en {{site}}",
    body: "Hola {{name}}:\n\n¡Bienvenido/a a {{site}}! Confirma tu dirección de correo abriendo este enlace:\n\n{{link}}\n\nEl enlace funciona una vez y caduca en {{days}} días. Si no te has registrado, ignora este correo.\n\nEl equipo de {{site}}",
  },
  fi: {
    subject: "Vahvista sähköpostiosoitteesi palvelussa {{site}}",
    body: "Hei {{name}},\n\ntervetuloa palveluun {{site}}! Vahvista sähköpostiosoitteesi avaamalla tämä linkki:\n\n{{link}}\n\nLinkki toimii kerran ja vanhenee {{days}} päivässä. Jos et rekisteröitynyt, voit jättää tämän viestin huomiotta.\n\n{{site}}-tiimi",
  },
  fr: {
    subject: "Confirmez votre adresse e-mail sur {{site}}",
    body: "Bonjour {{name}},\n\nBienvenue sur {{site}} ! Veuillez confirmer votre adresse e-mail en ouvrant ce lien :\n\n{{link}}\n\nLe lien ne fonctionne qu'une fois et expire dans {{days}} jours. Si vous ne vous êtes pas inscrit(e), ignorez cet e-mail.\n\nL'équipe {{site}}",
  },
  it: {
    subject: "Conferma il tuo indirizzo e-mail su {{site}}",
    body: "Ciao {{name}},\n\nbenvenuto/a su {{site}}! Conferma il tuo indirizzo e-mail aprendo questo link:\n\n{{link}}\n\nIl link funziona una sola volta e scade tra {{days}} giorni. Se non ti sei registrato/a, ignora questa e-mail.\n\nIl team di {{site}}",
  },
  nb: {
    subject: "Bekreft e-postadressen din hos {{site}}",
    body: "Hei {{name}},\n\nvelkommen til {{site}}! Bekreft e-postadressen din ved å åpne denne lenken:\n\n{{link}}\n\nLenken virker én gang og utløper om {{days}} dager. Hvis du ikke har registrert deg, kan du se bort fra denne e-posten.\n\nHilsen {{site}}",
  },
  nl: {
    subject: "Bevestig je e-mailadres bij {{site}}",
    body: "Hallo {{name}},\n\nwelkom bij {{site}}! Bevestig je e-mailadres via deze link:\n\n{{link}}\n\nDe link werkt één keer en verloopt over {{days}} dagen. Heb je je niet aangemeld? Dan kun je deze e-mail negeren.\n\nHet {{site}}-team",
  },
  pl: {
    subject: "Potwierdź swój adres e-mail w {{site}}",
    body: "Cześć {{name}},\n\nwitaj w {{site}}! Potwierdź swój adres e-mail, otwierając ten link:\n\n{{link}}\n\nLink działa jeden raz i wygasa za {{days}} dni. Jeśli to nie Ty się rejestrowałeś/aś, zignoruj tę wiadomość.\n\nZespół {{site}}",
  },
  sv: {
    subject: "Bekräfta din e-postadress hos {{site}}",
    body: "Hej {{name}},\n\nvälkommen till {{site}}! Bekräfta din e-postadress genom att öppna den här länken:\n\n{{link}}\n\nLänken fungerar en gång och upphör om {{days}} dagar. Om du inte har registrerat dig kan du ignorera detta e-postmeddelande.\n\nHälsningar {{site}}",
  },
};

/** The activation mail in the member's language (its first two letters), English otherwise. */
export function activationMail(language: string, vars: { site: string; name: string; link: string; days: number }) {
  const text = ACTIVATION[language.slice(0, 2).toLowerCase()] ?? ACTIVATION.en;
  return { subject: interpolate(text.subject, vars), body: interpolate(text.body, vars) };
}
