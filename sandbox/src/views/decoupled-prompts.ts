import type { PageTexts } from './page-texts/en.js';

/** What the decoupled step tells the PSU, by auth method name. */
export interface DecoupledPrompt {
  /** In English, as the FlowState's `message`. */
  message: string;
  /** The same words on the hand-off's phone page, in the PSU's language (views/page-texts/). */
  pageText: keyof PageTexts;
  /** Smart-ID and Mobile-ID show a 4-digit control code that the PSU compares with the app. */
  showsVerificationCode: boolean;
}

export const DEFAULT_DECOUPLED_PROMPT: DecoupledPrompt = {
  message: 'Open your bank app and approve the request.',
  pageText: 'promptDefault',
  showsVerificationCode: false,
};

export const DECOUPLED_PROMPTS: Readonly<Record<string, DecoupledPrompt>> = {
  smart_id: {
    message: 'Open the Smart-ID app and approve the request if the verification code matches.',
    pageText: 'promptSmartId',
    showsVerificationCode: true,
  },
  mobile_id: {
    message: 'Check the verification code on your phone and enter your Mobile-ID PIN2.',
    pageText: 'promptMobileId',
    showsVerificationCode: true,
  },
  bankid: {
    message: 'Open the BankID app on your other device and approve the request.',
    pageText: 'promptBankId',
    showsVerificationCode: false,
  },
  mitid: {
    message: 'Open the MitID app and approve the request.',
    pageText: 'promptMitId',
    showsVerificationCode: false,
  },
};
