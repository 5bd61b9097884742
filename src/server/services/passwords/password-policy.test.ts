import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-policy';

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
