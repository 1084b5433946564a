import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog } from '../../../db/schema';

let t: TestApp;
let admin: string;
let editor: string;

async function exportAudit(body: object, cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/audit/export',
    payload: body,
    headers: { cookie },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await createOperator(t.db, { role: 'ADMIN' });
  const e = await createOperator(t.db, { role: 'EDITOR' });
  admin = await staffLogin(t.app, a.loginId, a.password);
  editor = await staffLogin(t.app, e.loginId, e.password);
  await t.db.insert(auditLog).values([
    {
      operatorIdx: null,
      operatorLoginId: '=HYPERLINK("http://evil.example","열기")',
      action: 'notice.save',
      targetType: 'notice',
      targetId: '@SUM(1+1)',
      before: null,
      after: { title: '휴관 안내' },
    },
    {
      operatorIdx: null,
      operatorLoginId: 'editor-kim',
      action: 'notice.delete',
      targetType: 'notice',
      targetId: '7',
      before: { title: '+cmd' },
      after: null,
    },
    {
      operatorIdx: null,
      operatorLoginId: 'editor-kim',
      action: 'faq.save',
      targetType: 'faq',
      targetId: '3',
      before: { q: 'a' },
      after: { q: 'b' },
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/staff/audit/export', () => {
  it('answers the filtered rows as CSV with Korean action words and formulas neutralised', async () => {
    const response = await exportAudit({ format: 'csv', action: 'notice.' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('감사 로그'));
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('번호,시각,운영자,작업,작업 코드,대상,대상 번호,이전,이후');
    // newest first: the delete, then the creation; the FAQ row is filtered out
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('공지사항 삭제,notice.delete,공지사항,7');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""열기"")"`);
    expect(lines[2]).toContain("공지사항 생성,notice.save,공지사항,'@SUM(1+1)");
    expect(lines[2]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(text).not.toContain('faq.save');
  });

  it('answers XLSX with the same rows, text cells neutralised too', async () => {
    const response = await exportAudit({ format: 'xlsx', action: 'notice.save' }, admin);
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('감사 로그');
    expect(sheet?.getRow(2).getCell(3).value).toBe('\'=HYPERLINK("http://evil.example","열기")');
    expect(sheet?.getRow(2).getCell(4).value).toBe('공지사항 생성');
    expect(sheet?.rowCount).toBe(2);
  });

  it('is recorded in the audit log as export.audit with its filters', async () => {
    await exportAudit({ format: 'csv', targetType: 'faq' }, admin);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.audit'));
    expect(rows.at(-1)?.after).toMatchObject({
      filters: { targetType: 'faq' },
      format: 'csv',
      rowCount: 1,
    });
  });

  it('is for ADMIN only and refuses an unknown filter', async () => {
    expect((await exportAudit({ format: 'csv' }, editor)).statusCode).toBe(403);
    expect((await exportAudit({ format: 'csv', page: 2 }, admin)).statusCode).toBe(400);
    expect((await exportAudit({ format: 'pdf' }, admin)).statusCode).toBe(400);
  });
});
