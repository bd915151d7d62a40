import type { PageTexts } from './page-texts/en.js';

/** What the decoupled step tells the PSU, by auth method name. */
export interface DecoupledPrompt {
  /**
   * Its words in the PSU's language (views/page-texts/): the FlowState's `message` and the
   * hand-off's phone page say the same.
   */
  pageText: keyof PageTexts;
  /** Smart-ID and Mobile-ID show a 4-digit control code that the PSU compares with the app. */
  showsVerificationCode: boolean;
}

export const DEFAULT_DECOUPLED_PROMPT: DecoupledPrompt = {
  pageText: 'promptDefault',
  showsVerificationCode: false,
};

export const DECOUPLED_PROMPTS: Readonly<Record<string, DecoupledPrompt>> = {
  smart_id: { pageText: 'promptSmartId', showsVerificationCode: true },
  mobile_id: { pageText: 'promptMobileId', showsVerificationCode: true },
  bankid: { pageText: 'promptBankId', showsVerificationCode: false },
  mitid: { pageText: 'promptMitId', showsVerificationCode: false },
};
