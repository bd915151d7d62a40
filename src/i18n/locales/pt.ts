import type { Messages } from './en.js';

/**
 * Portuguese for Portugal (Intl formats it as pt-PT): European Portuguese, in the formal third
 * person without "você" that Portuguese banks use, with Portugal's words ("palavra-passe",
 * "ligação", "separador") and "autorizar" for a payment. The plural form `many` is an exact
 * million, which Portuguese joins with "de": "1 000 000 de bancos".
 */
export const pt: Messages = {
  loading: 'A carregar…',
  retry: 'Tentar novamente',
  errorHeading: 'Ocorreu um erro',
  errorNetwork:
    'Não foi possível comunicar com o serviço. Verifique a sua ligação à Internet e tente novamente.',
  errorTimeout: 'O serviço não respondeu a tempo. Tente novamente.',
  errorInvalidResponse: 'O serviço enviou uma resposta que não foi possível ler. Tente novamente mais tarde.',
  errorMissingAttribute: 'Este widget não está configurado corretamente: falta o atributo “{attribute}”.',
  errorInvalidAttribute:
    'Este widget não está configurado corretamente: o atributo “{attribute}” não é válido.',
  errorUnsafeUrl: 'O serviço indicou um endereço que não é seguro abrir, por isso não foi aberto.',
  errorOriginRefused: 'Este site não tem autorização para utilizar o serviço.',
  errorNotFound:
    'Este pedido não foi encontrado. Pode ter sido feito no outro ambiente (testes ou produção).',
  errorExpired: 'Este pedido expirou. Comece novamente.',
  errorRateLimited: 'Foram feitos demasiados pedidos. Aguarde um momento e tente novamente.',
  errorService: 'O serviço não conseguiu concluir o pedido. Tente novamente mais tarde.',
  errorNotWidgetBackend:
    'Este widget não está configurado corretamente: o serviço não foi encontrado em {origin}. Indique o endereço do serviço no atributo “origin” do widget.',
  errorOffline: 'Sem ligação à Internet. O widget será carregado assim que a ligação for restabelecida.',
  errorCredentialsFrameBlocked:
    'Não foi possível mostrar aqui o formulário de acesso do banco. A Content-Security-Policy do site deve permitir {origin} em frame-src.',
  // service-aspsp-list
  aspspAllShown: 'A mostrar todos os bancos',
  aspspSearchLabel: 'Pesquisar por nome do banco ou BIC',
  aspspListLabel: 'Bancos',
  aspspGroupListLabel: 'Bancos do grupo {group}',
  aspspResultCount: {
    one: '{count} banco encontrado',
    many: '{count} de bancos encontrados',
    other: '{count} bancos encontrados',
  },
  aspspGroupSize: { one: '{count} banco', many: '{count} de bancos', other: '{count} bancos' },
  aspspGroupStatus: {
    one: '{count} banco do grupo {group}',
    many: '{count} de bancos do grupo {group}',
    other: '{count} bancos do grupo {group}',
  },
  aspspBeta: 'Beta',
  aspspBic: 'BIC',
  aspspBack: 'Voltar à lista',
  aspspNoMatch: 'Nenhum banco corresponde a “{term}”.',
  aspspClearSearch: 'Limpar a pesquisa',
  aspspNoBanks: 'Não há bancos disponíveis.',
  aspspRecentTitle: 'Utilizados recentemente',
  aspspAllBanksTitle: 'Todos os bancos',
  aspspForgetRecent: 'Apagar os bancos recentes',
  aspspRecentForgotten: 'A lista de bancos utilizados recentemente foi apagada.',
  // service-consent
  consentHeading: '{application} solicita acesso aos seus dados em {aspsp}',
  consentSandboxNote:
    'Ambiente de testes: esta é uma aplicação de teste e não são fornecidos dados bancários reais.',
  consentAccessIntro: '{application} receberá:',
  consentAccessAccounts: 'Os dados das suas contas, como os números de conta e os nomes dos titulares',
  consentAccessBalances: 'Os saldos das suas contas',
  consentAccessTransactions: 'Os movimentos das suas contas',
  consentAccessLimited: {
    one: 'Está incluída apenas {count} conta:',
    many: 'Estão incluídas apenas {count} de contas:',
    other: 'Estão incluídas apenas estas {count} contas:',
  },
  consentValidUntil: 'O acesso é válido até {date}.',
  consentProvider:
    '{provider}, um prestador regulado, obtém estes dados junto de {aspsp} para {application}. Ao confirmar, aceita os termos e condições e declara ter tomado conhecimento da política de privacidade de {provider}.',
  consentTermsLink: 'Termos e condições (abre num novo separador)',
  consentPrivacyLink: 'Política de privacidade (abre num novo separador)',
  consentConfirm: 'Confirmar',
  consentCancel: 'Cancelar',
  consentSending: 'A enviar a sua resposta…',
  consentAutomatic:
    '{application} tem autorização própria para consultar os seus dados, por isso não há condições a aceitar aqui. A redirecionar para {aspsp}…',
  consentStatusGiven: 'Deu o seu consentimento. A autorização prossegue em {aspsp}.',
  consentStatusAuthorized:
    'O acesso aos seus dados em {aspsp} já foi autorizado. Não é necessário fazer mais nada aqui.',
  consentStatusCancelled: 'Este pedido foi cancelado. Não são fornecidos dados a {application}.',
  consentStatusFailed:
    'Não foi possível concluir este pedido, por isso não são fornecidos dados. Recomece a partir de {application}.',
  consentStatusUnknown: 'Este pedido já não pode ser confirmado aqui.',
  consentErrorAlreadyDecided: 'Já foi dada resposta a este pedido e não é possível alterá-la.',
  // service-auth-flow
  flowConsentHeadingAis: 'Autorize {application} a consultar os seus dados',
  flowConsentIntroAis: '{application} solicita acesso às seguintes informações em {aspsp}:',
  flowConsentHeadingPis: 'Verifique o pagamento',
  flowConsentIntroPis:
    '{application} solicita que autorize este pagamento, com débito na sua conta em {aspsp}:',
  flowPaymentTotal: 'Total',
  flowPaymentNumber: 'Pagamento {index} de {count}',
  flowPaymentAmount: 'Montante',
  flowPaymentCreditor: 'Beneficiário',
  flowPaymentCreditorAccount: 'Conta do beneficiário',
  flowPaymentRemittance: 'Descrição',
  flowPaymentReference: 'Número de referência',
  flowPaymentDate: 'Data do pagamento',
  flowPaymentDebtorAccount: 'Conta a debitar',
  flowCancel: 'Cancelar',
  flowMethodHeading: 'Como deseja entrar em {aspsp}?',
  flowApproachRedirect: 'Entre no site do seu banco.',
  flowApproachEmbedded:
    'Introduza aqui os seus dados de acesso online, que são depois transmitidos ao seu banco.',
  flowApproachDecoupled: 'Confirme na app do seu banco ou noutro dispositivo.',
  flowCredentialsHeading: 'Entrar em {aspsp}',
  flowCredentialsSubmit: 'Entrar',
  flowCredentialsFrameTitle: 'Formulário de acesso de {aspsp}',
  flowRequired: 'obrigatório',
  flowShowSecret: 'Mostrar: {field}',
  flowFormatHint: 'O formato não parece estar correto.',
  flowWrongCredentials: 'Os dados introduzidos não foram aceites. Verifique-os e tente novamente.',
  flowDecoupledHeading: 'Confirme na app do seu banco',
  flowVerificationCode: 'Código de verificação',
  flowDecoupledWaiting: 'A aguardar a sua confirmação…',
  flowRedirectHeading: 'A redirecionar para {aspsp}…',
  flowRedirectLink: 'Continuar para {aspsp}',
  flowDoneHeading: 'Autorização concluída',
  flowDoneText: 'A redirecionar para {application}…',
  flowReturn: 'Voltar a {application}',
  flowFailedHeading: 'A autorização não foi concluída',
  flowAccessDenied: 'A autorização foi cancelada.',
  flowSending: 'A enviar…',
  flowSandboxUsers: 'Utilizadores do ambiente de testes',
  flowSandboxUsername: 'Utilizador',
  flowSandboxPassword: 'Palavra-passe',
  flowSandboxOtp: 'Código de uso único',
  // service-auth-flow: continue on your phone
  flowHandoffChoiceHeading: 'Autorização em {aspsp}',
  flowHandoffChoice: 'Pode continuar aqui ou no smartphone, se tiver a app do seu banco instalada.',
  flowHandoffOffer: 'Continuar no smartphone',
  flowHandoffHeading: 'Continue no seu smartphone',
  flowHandoffInstructions: 'Com o seu smartphone, leia o código QR ou abra o link abaixo.',
  flowHandoffInstructionsLinkOnly: 'Abra o link abaixo no seu smartphone.',
  flowHandoffQrName: 'Código QR para continuar no smartphone',
  flowHandoffCopy: 'Copiar link',
  flowHandoffCopied: 'Link copiado',
  flowHandoffCopyFailed: 'Não foi possível copiar o link. Selecione-o e copie-o manualmente.',
  flowHandoffWaiting: 'A aguardar que continue no smartphone…',
  flowHandoffOpened:
    'O link foi aberto no seu smartphone. Conclua lá o processo; esta página avança automaticamente.',
  flowHandoffExpired: 'Este código QR expirou.',
  flowHandoffNewCode: 'Mostrar outro código',
  flowHandoffBack: 'Voltar',
};
