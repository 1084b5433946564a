import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contentDisposition, textCell, toCsv, toXlsx } from './export-file';

const table = {
  title: '향수 클래스 예약',
  columns: ['이름', '메모', '인원'],
  rows: [
    ['김하늘', '쉼표, "따옴표"\n줄바꿈', 2],
    ['=HYPERLINK("x")', '-1', null],
  ],
};

describe('export files', () => {
  it('writes CSV as UTF-8 with a BOM, CRLF lines and RFC 4180 quoting', () => {
    const csv = toCsv(table);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8').slice(1)).toBe(
      '이름,메모,인원\r\n김하늘,"쉼표, ""따옴표""\n줄바꿈",2\r\n"\'=HYPERLINK(""x"")",\'-1,\r\n',
    );
  });

  it('writes an XLSX whose cells read back as written, formulas defused', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(table)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('향수 클래스 예약');
    expect(sheet?.getRow(2).values).toEqual([undefined, '김하늘', '쉼표, "따옴표"\n줄바꿈', 2]);
    expect(sheet?.getRow(3).getCell(1).value).toBe('\'=HYPERLINK("x")');
  });

  it('keeps a text cell text: ="…" in CSV for digits alone (else defused as any cell), @ in XLSX', async () => {
    const phones = {
      title: '전화',
      columns: ['전화번호'],
      rows: [[textCell('01012345678')], [textCell('010-****-5678')], [textCell('=1+1')]],
    };
    expect(toCsv(phones).toString('utf8').slice(1)).toBe(
      '전화번호\r\n"=""01012345678"""\r\n010-****-5678\r\n\'=1+1\r\n',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(phones)) as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]?.getRow(2).getCell(1);
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe('01012345678');
    expect(cell?.numFmt).toBe('@');
    expect(workbook.worksheets[0]?.getRow(4).getCell(1).value).toBe("'=1+1");
  });

  it('names the file in ASCII and, for browsers, in UTF-8', () => {
    expect(contentDisposition('체크인 2026-11-26', 'csv')).toBe(
      `attachment; filename="____2026-11-26.csv"; filename*=UTF-8''${encodeURIComponent('체크인 2026-11-26.csv')}`,
    );
  });
});
