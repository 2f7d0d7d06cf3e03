import { describe, expect, it } from 'vitest';
import {
  classificationPrefixes,
  normalizeCompanyName,
  normalizeName,
  normalizePublicationNumber,
} from './normalize.js';

describe('normalizeCompanyName (名寄せ)', () => {
  it.each([
    ['東邦化学工業株式会社', '東邦化学工業'],
    ['東邦化学工業(株)', '東邦化学工業'],
    ['東邦化学工業㈱', '東邦化学工業'],
    ['株式会社　東邦化学工業', '東邦化学工業'],
    ['TOHO KAGAKU KOGYO CO., LTD.', 'tohokagakukogyo'],
    ['Toho Kagaku Kogyo Co Ltd', 'tohokagakukogyo'],
    ['TOHO KAGAKU KOGYO KABUSHIKI KAISHA', 'tohokagakukogyo'],
    ['Idemitsu Kosan Co., Ltd.', 'idemitsukosan'],
    ['IDEMITSU KOSAN CO., LTD.', 'idemitsukosan'],
    ['Mitsubishi Chemical Corporation', 'mitsubishichemical'],
    ['AGC Inc.', 'agc'],
    // Spellings of one applicant on real USPTO/EPO documents.
    ['Bayer Aktiengesellschaft', 'bayer'],
    ['BAYER AG', 'bayer'],
    ['Brose Fahrzeugteile GmbH & Co. KG', 'brosefahrzeugteile'],
    ['Dell Products L.P.', 'dellproducts'],
    ['Osram Opto Semiconductors GmbH & Co. oHG', 'osramoptosemiconductors'],
    ['ABB AB', 'abb'],
    ['Freescale Semiconductor, INC', 'freescalesemiconductor'],
  ])('%s → %s', (name, key) => expect(normalizeCompanyName(name)).toBe(key));
});

describe('other keys', () => {
  it('normalises names, publication numbers and classification prefixes', () => {
    expect(normalizeName('ＰＰ')).toBe('pp');
    expect(normalizeName('Tensile strength')).toBe('tensilestrength');
    expect(normalizePublicationNumber('US 8,927,118 B2')).toBe('US8927118B2');
    expect(normalizePublicationNumber('US08927118B2')).toBe('US8927118B2');
    expect(normalizePublicationNumber('特開２０２１－１２３４５６')).toBe('特開2021123456');
    expect(classificationPrefixes('ipc', 'C08L23/10')).toEqual({
      section: 'C',
      class: 'C08',
      subclass: 'C08L',
      main_group: 'C08L23',
      theme: null,
    });
    expect(classificationPrefixes('fi', 'C08L23/10,A').main_group).toBe('C08L23');
    expect(classificationPrefixes('fterm', '4J002AA01').theme).toBe('4J002');
  });
});
