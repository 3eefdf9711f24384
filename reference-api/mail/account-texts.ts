import { interpolate } from "../interpolate";

/**
 * The account e-mails in every language of the product (docs/product.md#languages-and-locales). `{{site}}` is the site's name,
 * `{{link}}` the one link of the mail, `{{n}}` hours (reset) or days (undo, mail_changed) the link works,
 * or the wrong passwords counted (login_alert).
 */
export type AccountMailKind = "password_reset" | "mail_change" | "mail_changed" | "delete_undo" | "login_alert";

interface MailText {
  subject: string;
  body: string;
}

const TEXTS: Record<string, Record<AccountMailKind, MailText>> = {
  en: {
    password_reset: {
      subject: "Reset your password on {{site}}",
      body: "Hello,\n\nSomeone (hopefully you) asked to reset the password of your {{site}} account. Choose a new password here:\n\n{{link}}\n\nThe link works for {{n}} hour(s) and only once. If you did not ask for this, ignore this e-mail; your password stays as it is.\n\nThe {{site}} team",
    },
    mail_change: {
      subject: "Confirm your new e-mail address on {{site}}",
      body: "Hello,\n\nPlease confirm that this is the new e-mail address of your {{site}} account:\n\n{{link}}\n\nThe link works for {{n}} hour(s). If you did not ask for this, ignore this e-mail.\n\nThe {{site}} team",
    },
    mail_changed: {
      subject: "Your e-mail address on {{site}} was changed",
      body: 'Hello,\n\nThe e-mail address of your {{site}} account was just changed, and mails now go to the new address. If that was you, there is nothing to do.\n\nIf it was not you, take your account back with this link within {{n}} days: it restores this address and logs everyone out.\n\n{{link}}\n\nThen choose a new password with "Forgot password".\n\nThe {{site}} team',
    },
    delete_undo: {
      subject: "Your {{site}} account has been deleted",
      body: "Hello,\n\nYour {{site}} account has been deleted. Changed your mind? You can restore it within {{n}} days with this link:\n\n{{link}}\n\nAfter that, your account and everything in it are removed for good.\n\nThe {{site}} team",
    },
    login_alert: {
      subject: "Someone is trying to log in to your {{site}} account",
      body: "Hello,\n\n{{n}} wrong passwords have been entered for your {{site}} account in the last 24 hours, from devices you have never logged in with. To protect you, such devices now have to wait between attempts; the devices you use are not affected.\n\nIf that was you, there is nothing to do. If not, someone may be guessing your password: choose a new, strong one here:\n\n{{link}}\n\nWe will not send this warning again in the next 24 hours.\n\nThe {{site}} team",
    },
  },
  da: {
    password_reset: {
      subject: "Nulstil din adgangskode på {{site}}",
      body: "Hej,\n\nNogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din {{site}}-konto. Vælg en ny adgangskode her:\n\n{{link}}\n\nLinket virker i {{n}} time(r) og kun én gang. Har du ikke bedt om det, kan du se bort fra denne e-mail; din adgangskode forbliver uændret.\n\nHilsen {{site}}",
    },
    mail_change: {
      subject: "Bekræft din nye e-mailadresse på {{site}}",
      body: "Hej,\n\nBekræft venligst, at dette er den nye e-mailadresse til din {{site}}-konto:\n\n{{link}}\n\nLinket virker i {{n}} time(r). Har du ikke bedt om det, kan du se bort fra denne e-mail.\n\nHilsen {{site}}",
    },
    mail_changed: {
      subject: "Din e-mailadresse på {{site}} er ændret",
      body: 'Hej,\n\nE-mailadressen til din {{site}}-konto er netop blevet ændret, og mails går nu til den nye adresse. Var det dig, skal du ikke gøre noget.\n\nVar det ikke dig, så tag din konto tilbage med dette link inden for {{n}} dage: det gendanner denne adresse og logger alle ud.\n\n{{link}}\n\nVælg derefter en ny adgangskode med "Glemt adgangskode".\n\nHilsen {{site}}',
    },
    delete_undo: {
      subject: "Din {{site}}-konto er slettet",
      body: "Hej,\n\nDin {{site}}-konto er blevet slettet. Har du fortrudt? Du kan gendanne den inden for {{n}} dage med dette link:\n\n{{link}}\n\nDerefter fjernes din konto og alt i den for altid.\n\nHilsen {{site}}",
    },
    login_alert: {
      subject: "Nogen forsøger at logge ind på din {{site}}-konto",
      body: "Hej,\n\nDer er indtastet {{n}} forkerte adgangskoder til din {{site}}-konto de seneste 24 timer fra enheder, du aldrig har logget ind med. For at beskytte dig skal sådanne enheder nu vente mellem forsøgene; de enheder, du selv bruger, berøres ikke.\n\nVar det dig, skal du ikke gøre noget. Hvis ikke, prøver nogen måske at gætte din adgangskode: vælg en ny og stærk adgangskode her:\n\n{{link}}\n\nVi sender ikke denne advarsel igen de næste 24 timer.\n\nHilsen {{site}}",
    },
  },
  de: {
    password_reset: {
      subject: "Passwort zurücksetzen bei {{site}}",
      body: "Hallo,\n\njemand (hoffentlich du) hat darum gebeten, das Passwort deines {{site}}-Kontos zurückzusetzen. Wähle hier ein neues Passwort:\n\n{{link}}\n\nDer Link gilt {{n}} Stunde(n) und nur einmal. Wenn du das nicht warst, ignoriere diese E-Mail; dein Passwort bleibt unverändert.\n\nDein {{site}}-Team",
    },
    mail_change: {
      subject: "Bestätige deine neue E-Mail-Adresse bei {{site}}",
      body: "Hallo,\n\nbitte bestätige, dass dies die neue E-Mail-Adresse deines {{site}}-Kontos ist:\n\n{{link}}\n\nDer Link gilt {{n}} Stunde(n). Wenn du das nicht warst, ignoriere diese E-Mail.\n\nDein {{site}}-Team",
    },
    mail_changed: {
      subject: "Deine E-Mail-Adresse bei {{site}} wurde geändert",
      body: 'Hallo,\n\ndie E-Mail-Adresse deines {{site}}-Kontos wurde gerade geändert; E-Mails gehen jetzt an die neue Adresse. Warst du das, ist nichts zu tun.\n\nWarst du es nicht, hol dir dein Konto innerhalb von {{n}} Tagen mit diesem Link zurück: Er stellt diese Adresse wieder her und meldet alle ab.\n\n{{link}}\n\nWähle danach mit "Passwort vergessen" ein neues Passwort.\n\nDein {{site}}-Team',
    },
    delete_undo: {
      subject: "Dein {{site}}-Konto wurde gelöscht",
      body: "Hallo,\n\ndein {{site}}-Konto wurde gelöscht. Du hast es dir anders überlegt? Innerhalb von {{n}} Tagen kannst du es mit diesem Link wiederherstellen:\n\n{{link}}\n\nDanach werden dein Konto und alle Inhalte endgültig entfernt.\n\nDein {{site}}-Team",
    },
    login_alert: {
      subject: "Jemand versucht, sich in dein {{site}}-Konto einzuloggen",
      body: "Hallo,\n\nfür dein {{site}}-Konto wurden in den letzten 24 Stunden {{n}} falsche Passwörter eingegeben, von Geräten, mit denen du dich nie angemeldet hast. Zu deinem Schutz müssen solche Geräte jetzt zwischen den Versuchen warten; deine eigenen Geräte sind davon nicht betroffen.\n\nWarst du das, ist nichts zu tun. Wenn nicht, versucht vielleicht jemand, dein Passwort zu erraten: Wähle hier ein neues, sicheres Passwort:\n\n{{link}}\n\nIn den nächsten 24 Stunden senden wir diese Warnung nicht noch einmal.\n\nDein {{site}}-Team",
    },
  },
  es: {
    password_reset: {
      subject: "Restablece tu contraseña en {{site}}",
      body: "Hola:\n\nAlguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de {{site}}. Elige una nueva contraseña aquí:\n\n{{link}}\n\nEl enlace funciona durante {{n}} hora(s) y una sola vez. Si no lo has pedido tú, ignora este correo; tu contraseña no cambia.\n\nEl equipo de {{site}}",
    },
    mail_change: {
      subject: "Confirma tu nueva dirección de correo en {{site}}",
      body: "Hola:\n\nConfirma que esta es la nueva dirección de correo de tu cuenta de {{site}}:\n\n{{link}}\n\nEl enlace funciona durante {{n}} hora(s). Si no lo has pedido tú, ignora este correo.\n\nEl equipo de {{site}}",
    },
    mail_changed: {
      subject: "Se ha cambiado tu dirección de correo en {{site}}",
      body: 'Hola:\n\nSe acaba de cambiar la dirección de correo de tu cuenta de {{site}} y los correos van ahora a la nueva dirección. Si has sido tú, no tienes que hacer nada.\n\nSi no has sido tú, recupera tu cuenta con este enlace en un plazo de {{n}} días: restablece esta dirección y cierra todas las sesiones.\n\n{{link}}\n\nDespués elige una contraseña nueva con "He olvidado mi contraseña".\n\nEl equipo de {{site}}',
    },
    delete_undo: {
      subject: "Tu cuenta de {{site}} se ha eliminado",
      body: "Hola:\n\nTu cuenta de {{site}} se ha eliminado. ¿Has cambiado de opinión? Puedes recuperarla durante {{n}} días con este enlace:\n\n{{link}}\n\nDespués, tu cuenta y todo su contenido se borrarán definitivamente.\n\nEl equipo de {{site}}",
    },
    login_alert: {
      subject: "Alguien intenta entrar en tu cuenta de {{site}}",
      body: "Hola:\n\nEn las últimas 24 horas se han introducido {{n}} contraseñas incorrectas en tu cuenta de {{site}} desde dispositivos con los que nunca has iniciado sesión. Para protegerte, esos dispositivos ahora tienen que esperar entre intentos; los dispositivos que usas no se ven afectados.\n\nSi has sido tú, no tienes que hacer nada. Si no, puede que alguien intente adivinar tu contraseña: elige una nueva y segura aquí:\n\n{{link}}\n\nNo volveremos a enviarte este aviso en las próximas 24 horas.\n\nEl equipo de {{site}}",
    },
  },
  fi: {
    password_reset: {
      subject: "Vaihda salasanasi palvelussa {{site}}",
      body: "Hei,\n\njoku (toivottavasti sinä) pyysi {{site}}-tilisi salasanan vaihtamista. Valitse uusi salasana tästä:\n\n{{link}}\n\nLinkki toimii {{n}} tunnin ajan ja vain kerran. Jos et pyytänyt tätä, voit jättää viestin huomiotta; salasanasi pysyy ennallaan.\n\n{{site}}-tiimi",
    },
    mail_change: {
      subject: "Vahvista uusi sähköpostiosoitteesi palvelussa {{site}}",
      body: "Hei,\n\nvahvista, että tämä on {{site}}-tilisi uusi sähköpostiosoite:\n\n{{link}}\n\nLinkki toimii {{n}} tunnin ajan. Jos et pyytänyt tätä, voit jättää viestin huomiotta.\n\n{{site}}-tiimi",
    },
    mail_changed: {
      subject: "Sähköpostiosoitteesi palvelussa {{site}} on vaihdettu",
      body: 'Hei,\n\n{{site}}-tilisi sähköpostiosoite vaihdettiin juuri, ja viestit menevät nyt uuteen osoitteeseen. Jos se olit sinä, sinun ei tarvitse tehdä mitään.\n\nJos se et ollut sinä, ota tilisi takaisin tällä linkillä {{n}} päivän kuluessa: se palauttaa tämän osoitteen ja kirjaa kaikki ulos.\n\n{{link}}\n\nValitse sen jälkeen uusi salasana kohdasta "Unohtuiko salasana".\n\n{{site}}-tiimi',
    },
    delete_undo: {
      subject: "{{site}}-tilisi on poistettu",
      body: "Hei,\n\n{{site}}-tilisi on poistettu. Muutitko mielesi? Voit palauttaa sen {{n}} päivän kuluessa tästä linkistä:\n\n{{link}}\n\nSen jälkeen tilisi ja kaikki sen tiedot poistetaan lopullisesti.\n\n{{site}}-tiimi",
    },
    login_alert: {
      subject: "Joku yrittää kirjautua {{site}}-tilillesi",
      body: "Hei,\n\n{{site}}-tilillesi on syötetty viimeisen 24 tunnin aikana {{n}} väärää salasanaa laitteilta, joilla et ole koskaan kirjautunut. Suojellaksemme sinua tällaisten laitteiden on nyt odotettava yritysten välillä; omia laitteitasi tämä ei koske.\n\nJos se olit sinä, sinun ei tarvitse tehdä mitään. Jos et, joku saattaa yrittää arvata salasanaasi: valitse uusi, vahva salasana tästä:\n\n{{link}}\n\nEmme lähetä tätä varoitusta uudelleen seuraavan 24 tunnin aikana.\n\n{{site}}-tiimi",
    },
  },
  fr: {
    password_reset: {
      subject: "Réinitialisez votre mot de passe sur {{site}}",
      body: "Bonjour,\n\nQuelqu'un (vous, nous l'espérons) a demandé à réinitialiser le mot de passe de votre compte {{site}}. Choisissez un nouveau mot de passe ici :\n\n{{link}}\n\nLe lien est valable {{n}} heure(s) et une seule fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.\n\nL'équipe {{site}}",
    },
    mail_change: {
      subject: "Confirmez votre nouvelle adresse e-mail sur {{site}}",
      body: "Bonjour,\n\nVeuillez confirmer qu'il s'agit de la nouvelle adresse e-mail de votre compte {{site}} :\n\n{{link}}\n\nLe lien est valable {{n}} heure(s). Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.\n\nL'équipe {{site}}",
    },
    mail_changed: {
      subject: "Votre adresse e-mail sur {{site}} a été modifiée",
      body: "Bonjour,\n\nL'adresse e-mail de votre compte {{site}} vient d'être modifiée ; les e-mails partent désormais vers la nouvelle adresse. Si c'était vous, il n'y a rien à faire.\n\nSi ce n'était pas vous, reprenez votre compte avec ce lien dans les {{n}} jours : il rétablit cette adresse et déconnecte tout le monde.\n\n{{link}}\n\nChoisissez ensuite un nouveau mot de passe avec « Mot de passe oublié ».\n\nL'équipe {{site}}",
    },
    delete_undo: {
      subject: "Votre compte {{site}} a été supprimé",
      body: "Bonjour,\n\nVotre compte {{site}} a été supprimé. Vous avez changé d'avis ? Vous pouvez le restaurer pendant {{n}} jours avec ce lien :\n\n{{link}}\n\nEnsuite, votre compte et tout son contenu seront définitivement effacés.\n\nL'équipe {{site}}",
    },
    login_alert: {
      subject: "Quelqu'un essaie de se connecter à votre compte {{site}}",
      body: "Bonjour,\n\n{{n}} mots de passe erronés ont été saisis pour votre compte {{site}} au cours des dernières 24 heures, depuis des appareils avec lesquels vous ne vous êtes jamais connecté. Pour vous protéger, ces appareils doivent désormais attendre entre deux tentatives ; les appareils que vous utilisez ne sont pas concernés.\n\nSi c'était vous, il n'y a rien à faire. Sinon, quelqu'un essaie peut-être de deviner votre mot de passe : choisissez-en un nouveau, robuste, ici :\n\n{{link}}\n\nNous ne vous enverrons plus cet avertissement pendant les prochaines 24 heures.\n\nL'équipe {{site}}",
    },
  },
  it: {
    password_reset: {
      subject: "Reimposta la tua password su {{site}}",
      body: "Ciao,\n\nqualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account {{site}}. Scegli una nuova password qui:\n\n{{link}}\n\nIl link vale {{n}} ora/e e una sola volta. Se non l'hai chiesto tu, ignora questa e-mail; la tua password resta invariata.\n\nIl team di {{site}}",
    },
    mail_change: {
      subject: "Conferma il tuo nuovo indirizzo e-mail su {{site}}",
      body: "Ciao,\n\nconferma che questo è il nuovo indirizzo e-mail del tuo account {{site}}:\n\n{{link}}\n\nIl link vale {{n}} ora/e. Se non l'hai chiesto tu, ignora questa e-mail.\n\nIl team di {{site}}",
    },
    mail_changed: {
      subject: "Il tuo indirizzo e-mail su {{site}} è stato cambiato",
      body: "Ciao,\n\nL'indirizzo e-mail del tuo account {{site}} è appena stato cambiato e le e-mail ora vanno al nuovo indirizzo. Se sei stato tu, non devi fare nulla.\n\nSe non sei stato tu, riprenditi l'account con questo link entro {{n}} giorni: ripristina questo indirizzo e disconnette tutti.\n\n{{link}}\n\nPoi scegli una nuova password con \"Password dimenticata\".\n\nIl team di {{site}}",
    },
    delete_undo: {
      subject: "Il tuo account {{site}} è stato eliminato",
      body: "Ciao,\n\nil tuo account {{site}} è stato eliminato. Hai cambiato idea? Puoi ripristinarlo entro {{n}} giorni con questo link:\n\n{{link}}\n\nDopo, il tuo account e tutto il suo contenuto verranno cancellati definitivamente.\n\nIl team di {{site}}",
    },
    login_alert: {
      subject: "Qualcuno sta cercando di accedere al tuo account {{site}}",
      body: "Ciao,\n\nnelle ultime 24 ore sono state inserite {{n}} password errate per il tuo account {{site}}, da dispositivi con cui non hai mai effettuato l'accesso. Per proteggerti, questi dispositivi ora devono attendere tra un tentativo e l'altro; i dispositivi che usi non sono interessati.\n\nSe sei stato tu, non devi fare nulla. Altrimenti qualcuno potrebbe cercare di indovinare la tua password: scegline una nuova e sicura qui:\n\n{{link}}\n\nNon ti invieremo di nuovo questo avviso nelle prossime 24 ore.\n\nIl team di {{site}}",
    },
  },
  nb: {
    password_reset: {
      subject: "Tilbakestill passordet ditt på {{site}}",
      body: "Hei,\n\nNoen (forhåpentligvis du) har bedt om å tilbakestille passordet til {{site}}-kontoen din. Velg et nytt passord her:\n\n{{link}}\n\nLenken virker i {{n}} time(r) og bare én gang. Hvis du ikke ba om dette, kan du se bort fra e-posten; passordet ditt forblir uendret.\n\nHilsen {{site}}",
    },
    mail_change: {
      subject: "Bekreft den nye e-postadressen din på {{site}}",
      body: "Hei,\n\nBekreft at dette er den nye e-postadressen til {{site}}-kontoen din:\n\n{{link}}\n\nLenken virker i {{n}} time(r). Hvis du ikke ba om dette, kan du se bort fra e-posten.\n\nHilsen {{site}}",
    },
    mail_changed: {
      subject: "E-postadressen din på {{site}} er endret",
      body: 'Hei,\n\nE-postadressen til {{site}}-kontoen din ble nettopp endret, og e-post går nå til den nye adressen. Var det deg, trenger du ikke gjøre noe.\n\nVar det ikke deg, ta tilbake kontoen med denne lenken innen {{n}} dager: den gjenoppretter denne adressen og logger ut alle.\n\n{{link}}\n\nVelg deretter et nytt passord med "Glemt passord".\n\nHilsen {{site}}',
    },
    delete_undo: {
      subject: "{{site}}-kontoen din er slettet",
      body: "Hei,\n\n{{site}}-kontoen din er slettet. Har du ombestemt deg? Du kan gjenopprette den innen {{n}} dager med denne lenken:\n\n{{link}}\n\nDeretter fjernes kontoen din og alt innholdet for godt.\n\nHilsen {{site}}",
    },
    login_alert: {
      subject: "Noen prøver å logge inn på {{site}}-kontoen din",
      body: "Hei,\n\nDet er skrevet inn {{n}} feil passord for {{site}}-kontoen din de siste 24 timene, fra enheter du aldri har logget inn med. For å beskytte deg må slike enheter nå vente mellom forsøkene; enhetene du selv bruker, berøres ikke.\n\nVar det deg, trenger du ikke gjøre noe. Hvis ikke, prøver kanskje noen å gjette passordet ditt: velg et nytt, sterkt passord her:\n\n{{link}}\n\nVi sender ikke denne advarselen igjen de neste 24 timene.\n\nHilsen {{site}}",
    },
  },
  nl: {
    password_reset: {
      subject: "Stel je wachtwoord opnieuw in bij {{site}}",
      body: "Hallo,\n\nIemand (hopelijk jij) heeft gevraagd het wachtwoord van je {{site}}-account opnieuw in te stellen. Kies hier een nieuw wachtwoord:\n\n{{link}}\n\nDe link werkt {{n}} uur en maar één keer. Heb je dit niet gevraagd, negeer deze e-mail dan; je wachtwoord blijft hetzelfde.\n\nHet {{site}}-team",
    },
    mail_change: {
      subject: "Bevestig je nieuwe e-mailadres bij {{site}}",
      body: "Hallo,\n\nBevestig dat dit het nieuwe e-mailadres van je {{site}}-account is:\n\n{{link}}\n\nDe link werkt {{n}} uur. Heb je dit niet gevraagd, negeer deze e-mail dan.\n\nHet {{site}}-team",
    },
    mail_changed: {
      subject: "Je e-mailadres op {{site}} is gewijzigd",
      body: 'Hallo,\n\nHet e-mailadres van je {{site}}-account is zojuist gewijzigd; mails gaan nu naar het nieuwe adres. Was jij dat, dan hoef je niets te doen.\n\nWas jij het niet, neem je account dan binnen {{n}} dagen terug met deze link: die zet dit adres terug en logt iedereen uit.\n\n{{link}}\n\nKies daarna een nieuw wachtwoord via "Wachtwoord vergeten".\n\nHet {{site}}-team',
    },
    delete_undo: {
      subject: "Je {{site}}-account is verwijderd",
      body: "Hallo,\n\nJe {{site}}-account is verwijderd. Toch van gedachten veranderd? Binnen {{n}} dagen kun je het herstellen met deze link:\n\n{{link}}\n\nDaarna worden je account en alles erin definitief verwijderd.\n\nHet {{site}}-team",
    },
    login_alert: {
      subject: "Iemand probeert in te loggen op je {{site}}-account",
      body: "Hallo,\n\nIn de afgelopen 24 uur zijn er {{n}} onjuiste wachtwoorden ingevoerd voor je {{site}}-account, vanaf apparaten waarmee je nooit bent ingelogd. Om je te beschermen moeten zulke apparaten nu wachten tussen pogingen; de apparaten die jij gebruikt merken daar niets van.\n\nWas jij dat, dan hoef je niets te doen. Zo niet, dan probeert misschien iemand je wachtwoord te raden: kies hier een nieuw, sterk wachtwoord:\n\n{{link}}\n\nDe komende 24 uur sturen we deze waarschuwing niet nog eens.\n\nHet {{site}}-team",
    },
  },
  pl: {
    password_reset: {
      subject: "Zresetuj hasło w serwisie {{site}}",
      body: "Cześć,\n\nktoś (mamy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta w {{site}}. Wybierz nowe hasło tutaj:\n\n{{link}}\n\nLink działa przez {{n}} godz. i tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość; Twoje hasło się nie zmieni.\n\nZespół {{site}}",
    },
    mail_change: {
      subject: "Potwierdź nowy adres e-mail w serwisie {{site}}",
      body: "Cześć,\n\npotwierdź, że to nowy adres e-mail Twojego konta w {{site}}:\n\n{{link}}\n\nLink działa przez {{n}} godz. Jeśli to nie Ty, zignoruj tę wiadomość.\n\nZespół {{site}}",
    },
    mail_changed: {
      subject: "Twój adres e-mail w {{site}} został zmieniony",
      body: 'Cześć,\n\nAdres e-mail Twojego konta {{site}} został właśnie zmieniony i wiadomości trafiają teraz na nowy adres. Jeśli to Ty, nie musisz nic robić.\n\nJeśli to nie Ty, odzyskaj konto tym linkiem w ciągu {{n}} dni: przywraca on ten adres i wylogowuje wszystkich.\n\n{{link}}\n\nNastępnie ustaw nowe hasło przez "Nie pamiętasz hasła".\n\nZespół {{site}}',
    },
    delete_undo: {
      subject: "Twoje konto w {{site}} zostało usunięte",
      body: "Cześć,\n\nTwoje konto w {{site}} zostało usunięte. Zmieniłeś zdanie? Możesz je przywrócić w ciągu {{n}} dni, klikając ten link:\n\n{{link}}\n\nPotem konto i wszystkie jego dane zostaną trwale usunięte.\n\nZespół {{site}}",
    },
    login_alert: {
      subject: "Ktoś próbuje zalogować się na Twoje konto w {{site}}",
      body: "Cześć,\n\nw ciągu ostatnich 24 godzin wpisano {{n}} błędnych haseł do Twojego konta w {{site}} z urządzeń, na których nigdy się nie logowano. Dla Twojego bezpieczeństwa takie urządzenia muszą teraz czekać między próbami; urządzenia, których używasz, nie są objęte tym ograniczeniem.\n\nJeśli to Ty, nie musisz nic robić. Jeśli nie, ktoś może próbować odgadnąć Twoje hasło: ustaw nowe, silne hasło tutaj:\n\n{{link}}\n\nPrzez najbliższe 24 godziny nie wyślemy ponownie tego ostrzeżenia.\n\nZespół {{site}}",
    },
  },
  sv: {
    password_reset: {
      subject: "Återställ ditt lösenord på {{site}}",
      body: "Hej,\n\nNågon (förhoppningsvis du) har bett om att återställa lösenordet till ditt {{site}}-konto. Välj ett nytt lösenord här:\n\n{{link}}\n\nLänken fungerar i {{n}} timme/timmar och bara en gång. Om du inte bad om detta kan du bortse från mejlet; ditt lösenord förblir oförändrat.\n\nHälsningar {{site}}",
    },
    mail_change: {
      subject: "Bekräfta din nya e-postadress på {{site}}",
      body: "Hej,\n\nBekräfta att detta är den nya e-postadressen till ditt {{site}}-konto:\n\n{{link}}\n\nLänken fungerar i {{n}} timme/timmar. Om du inte bad om detta kan du bortse från mejlet.\n\nHälsningar {{site}}",
    },
    mail_changed: {
      subject: "Din e-postadress på {{site}} har ändrats",
      body: 'Hej,\n\nE-postadressen till ditt {{site}}-konto har just ändrats, och mejl går nu till den nya adressen. Var det du behöver du inte göra något.\n\nVar det inte du, ta tillbaka ditt konto med den här länken inom {{n}} dagar: den återställer den här adressen och loggar ut alla.\n\n{{link}}\n\nVälj sedan ett nytt lösenord med "Glömt lösenord".\n\nHälsningar {{site}}',
    },
    delete_undo: {
      subject: "Ditt {{site}}-konto har raderats",
      body: "Hej,\n\nDitt {{site}}-konto har raderats. Ångrat dig? Du kan återställa det inom {{n}} dagar med den här länken:\n\n{{link}}\n\nDärefter tas ditt konto och allt innehåll bort för gott.\n\nHälsningar {{site}}",
    },
    login_alert: {
      subject: "Någon försöker logga in på ditt {{site}}-konto",
      body: "Hej,\n\n{{n}} felaktiga lösenord har angetts för ditt {{site}}-konto de senaste 24 timmarna, från enheter du aldrig har loggat in med. För att skydda dig måste sådana enheter nu vänta mellan försöken; enheterna du själv använder påverkas inte.\n\nVar det du behöver du inte göra något. Om inte kanske någon försöker gissa ditt lösenord: välj ett nytt, starkt lösenord här:\n\n{{link}}\n\nVi skickar inte den här varningen igen de närmaste 24 timmarna.\n\nHälsningar {{site}}",
    },
  },
};

/** The mail in the member's language (first two letters), English when it is not one of ours. */
export function accountMail(
  kind: AccountMailKind,
  language: string,
  vars: { site: string; link: string; n: number }
): MailText {
  const text = (TEXTS[language.slice(0, 2).toLowerCase()] ?? TEXTS.en)[kind];
  return { subject: interpolate(text.subject, vars), body: interpolate(text.body, vars) };
}

export const ACCOUNT_MAIL_LANGUAGES = Object.keys(TEXTS);
