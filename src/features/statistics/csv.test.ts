import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV for a Norwegian spreadsheet', () => {
  it('starts with a BOM, separates with semicolons and writes decimal commas', () => {
    const csv = toCsv(
      ['Produkt', 'Utnyttelse'],
      [
        ['Skøyter', 0.25],
        ['Ski; langrenn', null],
      ],
    );
    expect(csv).toBe('\uFEFFProdukt;Utnyttelse\r\nSkøyter;0,25\r\n"Ski; langrenn";\r\n');
  });

  it('quotes quotes and line breaks, and never lets a cell start a formula', () => {
    expect(toCsv(['a'], [['Si "hei"\nnå'], ['=SUM(A1)'], ['-3']])).toBe(
      '\uFEFFa\r\n"Si ""hei""\nnå"\r\n\'=SUM(A1)\r\n\'-3\r\n',
    );
    expect(toCsv(['n'], [[-3]])).toBe('\uFEFFn\r\n-3\r\n');
  });
});
