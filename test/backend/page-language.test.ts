/** Which language a sandbox page for the PSU speaks: pure decisions, tested on their own. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { frameLocale } from '../../sandbox/src/credentials-frame/frame-texts.js';
import {
  acceptedLanguageTags,
  acceptedPageLanguage,
  matchPageLanguage,
  pageLanguage,
} from '../../sandbox/src/views/page-texts/page-language.js';

describe('the language of the PSU pages', () => {
  it('matches a tag of any case and region to a language the pages speak', () => {
    assert.equal(matchPageLanguage('de'), 'de');
    assert.equal(matchPageLanguage('DE'), 'de');
    assert.equal(matchPageLanguage('de-AT'), 'de');
    assert.equal(matchPageLanguage('pt-BR'), 'pt');
    assert.equal(matchPageLanguage('es_ES'), 'es');
    assert.equal(matchPageLanguage(' it-CH '), 'it');
    assert.equal(matchPageLanguage('nb-NO'), 'no');
    assert.equal(matchPageLanguage('nn'), 'no');
    for (const none of ['xx', 'ja', 'english', '', undefined])
      assert.equal(matchPageLanguage(none), undefined);
  });

  it('reads Accept-Language by weight, then by order, without * or q=0', () => {
    assert.deepEqual(acceptedLanguageTags('de-DE,de;q=0.9,en;q=0.8'), ['de-DE', 'de', 'en']);
    assert.deepEqual(acceptedLanguageTags('en;q=0.5, es-ES, fr;q=0.7'), ['es-ES', 'fr', 'en']);
    assert.deepEqual(acceptedLanguageTags('*, it;q=0, pl;Q=0.3'), ['pl']);
    assert.deepEqual(acceptedLanguageTags('sv;q=bad, fi'), ['fi']);
    assert.deepEqual(acceptedLanguageTags(''), []);
    assert.deepEqual(acceptedLanguageTags(undefined), []);
    assert.equal(acceptedPageLanguage('ja-JP,ja;q=0.9,pt-PT;q=0.8,en;q=0.7'), 'pt');
    assert.equal(acceptedPageLanguage('ja,zh'), undefined);
  });

  it('speaks what the service was told first, in order, then the browser’s languages, then English', () => {
    // The widget's locale, then the authorisation's language.
    assert.equal(pageLanguage(['fi', 'de'], 'sv'), 'fi');
    assert.equal(pageLanguage([undefined, 'de'], 'sv'), 'de');
    // A language the pages do not speak (the API takes any two-letter code) gives way.
    assert.equal(pageLanguage(['xx'], 'es-ES,es;q=0.9'), 'es');
    assert.equal(pageLanguage([undefined, undefined], 'ja, it;q=0.5'), 'it');
    assert.equal(pageLanguage(['xx'], 'ja'), 'en');
    assert.equal(pageLanguage([], undefined), 'en');
  });

  it('frames the credentials in the widget’s locale when it is one of the widgets’, else in English', () => {
    for (const locale of ['de', 'es', 'it', 'pt', 'fi', 'sv']) assert.equal(frameLocale(locale), locale);
    assert.equal(frameLocale('DE'), 'de');
    assert.equal(frameLocale('xx'), 'en');
    assert.equal(frameLocale(null), 'en');
  });
});
