import { describe, expect, it } from 'vitest';
import { isCommonPassword, isStrongPassword } from './password-policy';

describe('isCommonPassword', () => {
  it('finds the common international and Norwegian passwords, whatever the case', async () => {
    for (const password of [
      '12345678',
      'Password1',
      'qwerty123',
      'passord1',
      'PASSORD123!',
      'hemmelig123',
      'Sommer2024!',
      'jegelskerdeg',
      'Vålerenga1',
      '  iloveyou  ',
    ]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets other passwords through, also ones merely containing a common word', async () => {
    for (const password of [
      'Fjellvann-og-ski-42',
      'passord-til-boden-i-skogen',
      '2024sommerfjell',
      'k9!Tq#2wLm',
      'trugene står i boden',
    ]) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('isStrongPassword', () => {
  it('refuses patterns zxcvbn guesses quickly, also dressed up, and the own name', async () => {
    for (const password of ['abcdefgh', 'Abcdefgh1', 'qwertzuiop', 'aaaaaaaaaaaa', '17.05.1994']) {
      expect(await isStrongPassword(password), password).toBe(false);
    }
    expect(await isStrongPassword('nina-nyregistrert')).toBe(true);
    expect(await isStrongPassword('nina-nyregistrert', ['Nina Nyregistrert'])).toBe(false);
  });

  it('takes passphrases and random strings', async () => {
    for (const password of [
      'Fjellvann-og-ski-42',
      'kort-tur-7',
      'k9!Tq#2wLm',
      'trugene står i boden',
      'Skiskyting1',
    ]) {
      expect(await isStrongPassword(password), password).toBe(true);
    }
  });
});
