import type { PageTexts } from './en.js';

/** Spanish of Spain, in "tú" as Spanish banks' apps write, with the widgets' words ("móvil", "confirmar"). */
export const es: PageTexts = {
  hostedTitle: '{aspsp}: autorización',
  notFoundTitle: 'Página no encontrada',
  noSuchAttempt: 'No se ha encontrado la autorización o el pago.',

  continueTitle: 'Continuar en este dispositivo',
  continueText:
    'Tu ordenador ha mostrado este enlace para continuar una autorización en este dispositivo. El enlace solo se puede abrir en un dispositivo.',
  continueButton: 'Continuar',
  cancelButton: 'Cancelar',
  accountsRequest: '{application} solicita acceso a tus cuentas hasta el {date}.',
  paymentRequest: '{application} te pide que autorices un pago de {amount}.',
  redirectTitle: 'Continuar en {aspsp}',
  redirectLink: 'Ir a {aspsp}',
  decoupledTitle: 'Confirma en la app del banco',
  simulatedApp: 'App bancaria simulada.',
  noRealBank: 'No interviene ningún banco real.',
  verificationCode: 'Código de verificación:',
  approveButton: 'Confirmar',
  promptDefault: 'Abre la app de tu banco y confirma la solicitud.',
  promptSmartId: 'Abre la app Smart-ID y confirma la solicitud si el código de verificación coincide.',
  promptMobileId: 'Comprueba el código de verificación en tu móvil e introduce el PIN2 de Mobile-ID.',
  promptBankId: 'Abre la app BankID en tu otro dispositivo y confirma la solicitud.',
  promptMitId: 'Abre la app MitID y confirma la solicitud.',
  authorisedTitle: 'Autorización completada',
  overTitle: 'Esta autorización ha finalizado',
  expiredText: 'La autorización ha caducado.',
  cancelledText: 'Se ha cancelado la autorización.',
  notWaitingTitle: 'No tienes nada pendiente en este móvil',
  returnText: 'Ya puedes volver a tu ordenador.',

  usedTitle: 'Este enlace ya se ha utilizado',
  usedText:
    'El enlace solo se puede abrir una vez. Continúa en el dispositivo en el que se abrió o en tu ordenador.',
  linkExpiredTitle: 'Este enlace ha caducado',
  linkExpiredText: 'Muestra otro código en tu ordenador y vuelve a escanearlo.',
  linkNotValidTitle: 'Enlace no válido',
  linkNotValidText: 'Este enlace no corresponde a ninguna operación.',

  simulatedBank: 'Banco simulado.',
  noCredentialsNeeded: 'No necesitas claves de acceso.',
  logInAs: 'Acceder como',
  sandboxUsers: 'Usuarios de prueba',
  scenarioUsers: 'Escenarios',
  payFrom: 'Cuenta de cargo',
  shareOnly: 'Compartir solo estas cuentas (si no marcas ninguna, se comparten todas)',
  shareNotOwned:
    'El usuario {user} no tiene ninguna de estas cuentas: {kinds}. Desmárcalas o accede como otro usuario.',
  currentAccount: 'Cuenta corriente',
  savingsAccount: 'Cuenta de ahorro',
  creditCard: 'Tarjeta de crédito',
  currencyAccount: 'Cuenta en divisas',
  loan: 'Préstamo',
  rejectButton: 'Rechazar',
  notWaitingForBank: 'Esta solicitud no está pendiente de respuesta del banco.',
  handedOff:
    'Esta autorización continúa en el móvil en el que se abrió el enlace: confírmala allí o cancélala en tu ordenador.',

  userIdField: 'Usuario',
  passwordField: 'Contraseña',
  oneTimeCodeField: 'Código de un solo uso',
  oneTimeCodeHelp: 'El código de 6 dígitos de tu app de claves o de tu tarjeta de coordenadas',
};
