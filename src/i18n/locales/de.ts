import type { Messages } from './en.js';

/**
 * German, in "Sie" as German and Austrian banks write to their customers. An ellipsis after a
 * whole word follows a no-break space (Duden), so it never wraps onto a line of its own.
 */
export const de: Messages = {
  loading: 'Wird geladen …',
  retry: 'Erneut versuchen',
  errorHeading: 'Es ist ein Fehler aufgetreten',
  errorNetwork:
    'Der Dienst ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  errorTimeout: 'Der Dienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
  errorInvalidResponse:
    'Die Antwort des Dienstes konnte nicht gelesen werden. Bitte versuchen Sie es später erneut.',
  errorMissingAttribute: 'Dieses Widget ist nicht richtig eingerichtet: Das Attribut „{attribute}“ fehlt.',
  errorInvalidAttribute:
    'Dieses Widget ist nicht richtig eingerichtet: Das Attribut „{attribute}“ ist ungültig.',
  errorUnsafeUrl:
    'Der Dienst hat eine Adresse übermittelt, deren Aufruf nicht sicher ist. Sie wurde daher nicht geöffnet.',
  errorOriginRefused: 'Diese Website ist nicht berechtigt, den Dienst zu nutzen.',
  errorNotFound:
    'Diese Anfrage wurde nicht gefunden. Möglicherweise wurde sie in der anderen Umgebung (Sandbox oder Produktivumgebung) erstellt.',
  errorExpired: 'Diese Anfrage ist abgelaufen. Bitte starten Sie den Vorgang erneut.',
  errorRateLimited:
    'Es wurden zu viele Anfragen gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  errorService: 'Der Dienst konnte die Anfrage nicht bearbeiten. Bitte versuchen Sie es später erneut.',
  errorNotWidgetBackend:
    'Dieses Widget ist nicht richtig eingerichtet: Unter {origin} wurde der Dienst nicht gefunden. Tragen Sie die Adresse des Dienstes im Attribut „origin“ des Widgets ein.',
  errorOffline: 'Sie sind offline. Das Widget wird geladen, sobald die Verbindung wieder besteht.',
  errorCredentialsFrameBlocked:
    'Das Anmeldeformular der Bank konnte hier nicht angezeigt werden. Die Content-Security-Policy der Website muss {origin} in frame-src zulassen.',
  // service-aspsp-list
  aspspAllShown: 'Alle Banken werden angezeigt',
  aspspSearchLabel: 'Nach Bankname oder BIC suchen',
  aspspListLabel: 'Banken',
  aspspGroupListLabel: 'Banken der Gruppe {group}',
  aspspResultCount: { one: '{count} Bank gefunden', other: '{count} Banken gefunden' },
  aspspGroupSize: { one: '{count} Bank', other: '{count} Banken' },
  aspspGroupStatus: {
    one: '{count} Bank in der Gruppe {group}',
    other: '{count} Banken in der Gruppe {group}',
  },
  aspspBeta: 'Beta',
  aspspBic: 'BIC',
  aspspBack: 'Zurück zur Liste',
  aspspNoMatch: 'Zu „{term}“ wurde keine Bank gefunden.',
  aspspClearSearch: 'Suche löschen',
  aspspNoBanks: 'Es sind keine Banken verfügbar.',
  aspspRecentTitle: 'Zuletzt verwendet',
  aspspAllBanksTitle: 'Alle Banken',
  aspspForgetRecent: 'Diese Banken aus der Liste entfernen',
  aspspRecentForgotten: 'Die zuletzt verwendeten Banken wurden aus der Liste entfernt.',
  // service-consent
  consentHeading: '{application} bittet um Zugriff auf Ihre Kontodaten bei {aspsp}',
  consentSandboxNote: 'Sandbox: Dies ist eine Testanwendung. Es werden keine echten Bankdaten übermittelt.',
  consentAccessIntro: '{application} erhält:',
  consentAccessAccounts: 'Angaben zu Ihren Konten, etwa Kontonummern und Namen der Kontoinhaber',
  consentAccessBalances: 'Ihre Kontostände',
  consentAccessTransactions: 'Ihre Kontoumsätze',
  consentAccessLimited: {
    one: 'Der Zugriff gilt nur für {count} Konto:',
    other: 'Der Zugriff gilt nur für diese {count} Konten:',
  },
  consentValidUntil: 'Der Kontozugriff gilt bis zum {date}.',
  consentProvider:
    '{provider}, ein beaufsichtigter Zahlungsdienstleister, ruft diese Daten für {application} bei {aspsp} ab. Mit Ihrer Bestätigung akzeptieren Sie die Nutzungsbedingungen und nehmen die Datenschutzhinweise von {provider} zur Kenntnis.',
  consentTermsLink: 'Nutzungsbedingungen (öffnet sich in einem neuen Tab)',
  consentPrivacyLink: 'Datenschutzhinweise (öffnet sich in einem neuen Tab)',
  consentConfirm: 'Bestätigen',
  consentCancel: 'Abbrechen',
  consentSending: 'Ihre Antwort wird übermittelt …',
  consentAutomatic:
    '{application} hat eine eigene Zulassung für den Zugriff auf Ihre Kontodaten. Sie müssen hier daher keine Bedingungen akzeptieren. Weiterleitung zu {aspsp} …',
  consentStatusGiven: 'Ihre Zustimmung wurde erteilt. Die Freigabe wird bei {aspsp} fortgesetzt.',
  consentStatusAuthorized:
    'Der Kontozugriff bei {aspsp} wurde bereits freigegeben. Sie müssen hier nichts weiter tun.',
  consentStatusCancelled:
    'Diese Anfrage wurde abgebrochen. Es werden keine Daten an {application} übermittelt.',
  consentStatusFailed:
    'Diese Anfrage konnte nicht abgeschlossen werden. Es werden keine Daten übermittelt. Bitte starten Sie den Vorgang bei {application} erneut.',
  consentStatusUnknown: 'Diese Anfrage kann hier nicht mehr bestätigt werden.',
  consentErrorAlreadyDecided: 'Diese Anfrage wurde bereits beantwortet und kann nicht mehr geändert werden.',
  // service-auth-flow
  flowConsentHeadingAis: 'Kontodaten für {application} freigeben',
  flowConsentIntroAis: '{application} möchte bei {aspsp} Folgendes einsehen:',
  flowConsentHeadingPis: 'Zahlung prüfen',
  flowConsentIntroPis: '{application} bittet Sie, diese Zahlung von Ihrem Konto bei {aspsp} freizugeben:',
  flowPaymentTotal: 'Gesamtbetrag',
  flowPaymentNumber: 'Zahlung {index} von {count}',
  flowPaymentAmount: 'Betrag',
  flowPaymentCreditor: 'Empfänger',
  flowPaymentCreditorAccount: 'Empfängerkonto',
  flowPaymentRemittance: 'Verwendungszweck',
  flowPaymentReference: 'Referenznummer',
  flowPaymentDate: 'Ausführungsdatum',
  flowPaymentDebtorAccount: 'Auftraggeberkonto',
  flowCancel: 'Abbrechen',
  flowMethodHeading: 'Wie möchten Sie sich bei {aspsp} anmelden?',
  flowApproachRedirect: 'Sie melden sich direkt auf der Website Ihrer Bank an.',
  flowApproachEmbedded:
    'Sie geben hier Ihre Zugangsdaten zum Online-Banking ein. Diese werden an Ihre Bank übermittelt.',
  flowApproachDecoupled: 'Sie geben den Vorgang in der App Ihrer Bank oder auf einem anderen Gerät frei.',
  flowCredentialsHeading: 'Bei {aspsp} anmelden',
  flowCredentialsSubmit: 'Anmelden',
  flowCredentialsFrameTitle: 'Anmeldeformular von {aspsp}',
  flowRequired: 'Pflichtfeld',
  flowShowSecret: '{field} anzeigen',
  flowFormatHint: 'Die Eingabe scheint nicht dem erwarteten Format zu entsprechen.',
  flowWrongCredentials:
    'Die eingegebenen Daten wurden nicht akzeptiert. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  flowDecoupledHeading: 'In Ihrer Banking-App freigeben',
  flowVerificationCode: 'Prüfcode',
  flowDecoupledWaiting: 'Warten auf Ihre Freigabe …',
  flowRedirectHeading: 'Weiterleitung zu {aspsp} …',
  flowRedirectLink: 'Weiter zu {aspsp}',
  flowDoneHeading: 'Freigabe abgeschlossen',
  flowDoneText: 'Sie werden zu {application} zurückgeleitet …',
  flowReturn: 'Zurück zu {application}',
  flowFailedHeading: 'Die Freigabe wurde nicht abgeschlossen',
  flowAccessDenied: 'Die Freigabe wurde abgebrochen.',
  flowSending: 'Wird übermittelt …',
  flowSandboxUsers: 'Testbenutzer (Sandbox)',
  flowSandboxUsername: 'Anmeldename',
  flowSandboxPassword: 'Passwort',
  flowSandboxOtp: 'TAN',
  // service-auth-flow: continue on your phone
  flowHandoffChoiceHeading: 'Bei {aspsp} freigeben',
  flowHandoffChoice:
    'Sie können hier fortfahren – oder auf Ihrem Smartphone, wenn Ihre Banking-App dort installiert ist.',
  flowHandoffOffer: 'Auf dem Smartphone fortfahren',
  flowHandoffHeading: 'Auf dem Smartphone fortfahren',
  flowHandoffInstructions:
    'Scannen Sie den QR-Code mit der Kamera Ihres Smartphones oder öffnen Sie dort den folgenden Link.',
  flowHandoffInstructionsLinkOnly: 'Öffnen Sie den folgenden Link auf Ihrem Smartphone.',
  flowHandoffQrName: 'QR-Code zum Fortfahren auf dem Smartphone',
  flowHandoffNewTab: '(öffnet sich in einem neuen Tab)',
  flowHandoffCopy: 'Link kopieren',
  flowHandoffCopied: 'Link kopiert',
  flowHandoffCopyFailed: 'Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.',
  flowHandoffWaiting: 'Warten auf Ihr Smartphone …',
  flowHandoffOpened:
    'Der Link wurde auf Ihrem Smartphone geöffnet. Schließen Sie den Vorgang dort ab. Anschließend geht es hier automatisch weiter.',
  flowHandoffExpired: 'Dieser QR-Code ist abgelaufen.',
  flowHandoffNewCode: 'Neuen Code anzeigen',
  flowHandoffBack: 'Zurück',
};
