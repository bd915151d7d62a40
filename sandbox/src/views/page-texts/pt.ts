import type { PageTexts } from './en.js';

/**
 * European Portuguese for Portugal, in the polite third person ("o seu", no "você") as
 * Portuguese banks write, with the widgets' words ("autorizar" a payment, "smartphone", "app").
 */
export const pt: PageTexts = {
  hostedTitle: '{aspsp}: autorização',
  notFoundTitle: 'Página não encontrada',
  noSuchAttempt: 'Não foi possível encontrar esta autorização ou pagamento.',

  continueTitle: 'Continuar neste dispositivo',
  continueText:
    'O seu computador apresentou este link para continuar uma autorização neste dispositivo. O link só pode ser aberto num único dispositivo.',
  continueButton: 'Continuar',
  cancelButton: 'Cancelar',
  accountsRequest: '{application} pede acesso às suas contas até {date}.',
  paymentRequest: '{application} pede-lhe que autorize um pagamento de {amount}.',
  redirectTitle: 'Continuar em {aspsp}',
  redirectLink: 'Continuar para {aspsp}',
  decoupledTitle: 'Confirme na app do banco',
  simulatedApp: 'App bancária simulada.',
  noRealBank: 'Não está envolvido nenhum banco real.',
  verificationCode: 'Código de verificação:',
  approveButton: 'Confirmar',
  promptDefault: 'Abra a app do seu banco e confirme o pedido.',
  promptSmartId: 'Abra a app Smart-ID e confirme o pedido se o código de verificação coincidir.',
  promptMobileId: 'Verifique o código apresentado no seu smartphone e introduza o PIN2 da Mobile-ID.',
  promptBankId: 'Abra a app BankID no seu outro dispositivo e confirme o pedido.',
  promptMitId: 'Abra a app MitID e confirme o pedido.',
  authorisedTitle: 'Autorização concluída',
  overTitle: 'Esta autorização terminou',
  expiredText: 'A autorização expirou.',
  cancelledText: 'A autorização foi cancelada.',
  notWaitingTitle: 'Não há nada a fazer neste smartphone',
  returnText: 'Pode voltar ao seu computador.',

  usedTitle: 'Este link já foi utilizado',
  usedText:
    'O link só pode ser aberto uma vez. Continue no dispositivo onde foi aberto ou no seu computador.',
  linkExpiredTitle: 'Este link expirou',
  linkExpiredText: 'Mostre outro código no seu computador e leia-o novamente.',
  linkNotValidTitle: 'Link inválido',
  linkNotValidText: 'Este link não corresponde a nenhuma operação.',

  simulatedBank: 'Banco simulado.',
  noCredentialsNeeded: 'Não são necessárias credenciais.',
  logInAs: 'Entrar como',
  sandboxUsers: 'Utilizadores de teste',
  scenarioUsers: 'Cenários',
  payFrom: 'Conta a debitar',
  shareOnly: 'Partilhar apenas estas contas (se não selecionar nenhuma, são partilhadas todas)',
  shareNotOwned:
    'O utilizador {user} não tem nenhuma destas contas: {kinds}. Desmarque-as ou entre como outro utilizador.',
  currentAccount: 'Conta à ordem',
  savingsAccount: 'Conta poupança',
  creditCard: 'Cartão de crédito',
  currencyAccount: 'Conta em moeda estrangeira',
  loan: 'Empréstimo',
  rejectButton: 'Recusar',
  notWaitingForBank: 'Este pedido não está a aguardar resposta do banco.',
  handedOff:
    'Esta autorização continua no smartphone onde o link foi aberto: confirme-a lá ou cancele-a no seu computador.',
  bankAccessTitle: 'Inicie sessão e autorize o acesso às suas contas – {aspsp}',
  bankPaymentTitle: 'Inicie sessão e autorize o pagamento – {aspsp}',
  bankNotWaitingTitle: 'O pedido não está a aguardar resposta do banco – {aspsp}',
  bankHandedOffTitle: 'A autorização continua no seu smartphone – {aspsp}',

  userIdField: 'Utilizador',
  passwordField: 'Palavra-passe',
  oneTimeCodeField: 'Código de uso único',
  oneTimeCodeHelp: 'O código de 6 dígitos da sua app de códigos ou do seu cartão matriz',
};
