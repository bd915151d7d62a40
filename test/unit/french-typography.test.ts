import { expect } from '@open-wc/testing';
import { fr } from '../../src/i18n/locales/fr.js';

// French puts a space before : ; ? ! and inside « », and it must be a no-break space, or a
// narrow column wraps the colon or the guillemet onto a line of its own. The catalogue uses
// U+00A0 throughout (not the narrow U+202F), so one kind of space is checked for.
const noBreakSpace = '\u00A0';

const forms = Object.entries(fr).flatMap(([key, message]) =>
  typeof message === 'string'
    ? [{ name: key, text: message }]
    : Object.entries(message).map(([category, text]) => ({ name: `${key}.${category}`, text })),
);

/** Each place where the spacing rule is broken, shown with a little context. */
function violations(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/[:;?!»]/g)) {
    if (text[match.index - 1] !== noBreakSpace) found.push(`no no-break space before “${match[0]}”`);
  }
  for (const match of text.matchAll(/«/g)) {
    if (text[match.index + 1] !== noBreakSpace) found.push('no no-break space after “«”');
  }
  if (text.includes('\u202F')) found.push('a narrow no-break space where U+00A0 is used elsewhere');
  return found;
}

describe('French typography', () => {
  it('reads every message of the catalogue, plural forms included', () => {
    expect(forms.map((form) => form.name)).to.include.members([
      'consentSandboxNote',
      'consentAccessIntro',
      'consentAccessLimited.one',
      'consentAccessLimited.many',
      'consentAccessLimited.other',
      'consentAutomatic',
      'consentStatusFailed',
      'aspspNoMatch',
    ]);
  });

  it('puts a no-break space before : ; ? ! and inside « » in every message', () => {
    const broken = forms
      .map(({ name, text }) => ({ name, problems: violations(text) }))
      .filter(({ problems }) => problems.length > 0)
      .map(({ name, problems }) => `${name}: ${problems.join(', ')}`);
    expect(broken).to.deep.equal([]);
  });

  it('finds a plain space before a colon and a missing one inside guillemets', () => {
    expect(violations('Environnement de test : un essai')).to.have.length.greaterThan(0);
    expect(violations('Aucune banque ne correspond à «{term}».')).to.have.length(2);
    expect(violations(`Aucune banque ne correspond à «${noBreakSpace}{term}${noBreakSpace}».`)).to.deep.equal(
      [],
    );
  });
});
